// A new unit: its course (the one it was opened from with ?courseId=, or chosen), the form,
// createUnit, then the course's page, where its lessons are added.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CreateUnitMutation, CreateUnitMutationVariables } from '@/types/graphql'
import { CourseChoicesCell } from '../CourseChoicesCell/CourseChoicesCell'
import { ParentChoice } from '../ParentChoice/ParentChoice'
import { NewUnitForm, type NewUnitValues } from '../UnitForm/UnitForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_UNIT = gql`
  mutation CreateUnit($input: NewUnitInput!) {
    createUnit(input: $input) {
      id
      courseId
    }
  }
`

export function NewUnit({ courseId }: { courseId: number | null }) {
  const [createUnit, { loading, error }] = useMutation<CreateUnitMutation, CreateUnitMutationVariables>(CREATE_UNIT, {
    refetchQueries: ['FindCourse', 'FindCourses'],
  })
  const onSave = submitThen(
    async (input: NewUnitValues) => (await createUnit({ variables: { input } })).data?.createUnit,
    'Unit created',
    (created) => navigate(routes.course({ id: created.courseId })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New unit</h1>
      <NewUnitForm
        defaultValues={{ courseId: courseId ?? '', name: '', shortDescription: '', description: '' }}
        parent={
          <ParentChoice name="courseId" searchLabel="Find a course" initialId={courseId}>
            {(query) => <CourseChoicesCell search={query.search} id={query.id} />}
          </ParentChoice>
        }
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}
