// A new course: the form, createCourse, then the new course's page (to add its units and lessons).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CourseValues } from '@common/validation/courses'
import type { CreateCourseMutation, CreateCourseMutationVariables } from '@/types/graphql'
import { blankCourse, CourseForm } from '../CourseForm/CourseForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_COURSE = gql`
  mutation CreateCourse($input: CourseInput!) {
    createCourse(input: $input) {
      id
    }
  }
`

export function NewCourse() {
  const [createCourse, { loading, error }] = useMutation<CreateCourseMutation, CreateCourseMutationVariables>(CREATE_COURSE, {
    refetchQueries: ['FindCourses'],
  })

  const onSave = submitThen(
    async (input: CourseValues) => (await createCourse({ variables: { input } })).data?.createCourse,
    'Course created',
    (created) => navigate(routes.course({ id: created.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New course</h1>
      <CourseForm defaultValues={blankCourse} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default NewCourse
