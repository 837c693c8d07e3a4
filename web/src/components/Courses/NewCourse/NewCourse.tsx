// A new course: the form, createCourse, then the new course's page (to add its units and lessons).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CourseValues } from '@common/validation/courses'
import { notifySuccess } from '@/lib/toast'
import type { CreateCourseMutation, CreateCourseMutationVariables } from '@/types/graphql'
import { blankCourse, CourseForm } from '../CourseForm/CourseForm'

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

  const onSave = async (input: CourseValues) => {
    let created: CreateCourseMutation['createCourse'] | undefined
    try {
      created = (await createCourse({ variables: { input } })).data?.createCourse
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    if (!created) return
    notifySuccess('Course created')
    navigate(routes.course({ id: created.id }))
  }

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New course</h1>
      <CourseForm defaultValues={blankCourse} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default NewCourse
