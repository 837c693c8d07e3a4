// A new lesson: its unit (the one it was opened from with ?unitId=, or chosen), the form,
// createLesson, then the lesson's page (to add its files).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { NewLessonValues } from '@common/validation/courses.lessons'
import type { CreateLessonMutation, CreateLessonMutationVariables } from '@/types/graphql'
import { blankLesson, NewLessonForm } from '../LessonForm/LessonForm'
import { ParentChoice } from '../ParentChoice/ParentChoice'
import { UnitChoicesCell } from '../UnitChoicesCell/UnitChoicesCell'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_LESSON = gql`
  mutation CreateLesson($input: NewLessonInput!) {
    createLesson(input: $input) {
      id
    }
  }
`

export function NewLesson({ unitId }: { unitId: number | null }) {
  const [createLesson, { loading, error }] = useMutation<CreateLessonMutation, CreateLessonMutationVariables>(CREATE_LESSON, {
    refetchQueries: ['FindCourse', 'FindUnit', 'FindCourses'],
  })
  // The API takes the duration as typed (12:30); the schema's seconds are for the service to store.
  const onSave = submitThen(
    async ({ duration, ...values }: NewLessonValues) => (await createLesson({ variables: { input: { ...values, duration: duration == null ? null : String(duration) } } })).data?.createLesson,
    'Lesson created',
    (created) => navigate(routes.lesson({ id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New lesson</h1>
      <NewLessonForm
        defaultValues={{ ...blankLesson, unitId: unitId ?? '' }}
        parent={
          <ParentChoice name="unitId" searchLabel="Find a unit (by unit or course name)" initialId={unitId}>
            {(query) => <UnitChoicesCell search={query.search} id={query.id} />}
          </ParentChoice>
        }
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}
