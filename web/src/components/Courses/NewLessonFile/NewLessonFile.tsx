// A new lesson file: its lesson (the one it was opened from with ?lessonId=, or chosen), the form,
// createLessonFile, then the lesson's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import type { CreateLessonFileMutation, CreateLessonFileMutationVariables } from '@/types/graphql'
import { canOpen } from '../courseAccess'
import { LessonChoicesCell } from '../LessonChoicesCell/LessonChoicesCell'
import { NewLessonFileForm, type NewLessonFileValues } from '../LessonFileForm/LessonFileForm'
import { ParentChoice } from '../ParentChoice/ParentChoice'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_LESSON_FILE = gql`
  mutation CreateLessonFile($input: NewLessonFileInput!) {
    createLessonFile(input: $input) {
      id
      lessonId
    }
  }
`

export function NewLessonFile({ lessonId }: { lessonId: number | null }) {
  const user = useCurrentUser()
  const [createLessonFile, { loading, error }] = useMutation<CreateLessonFileMutation, CreateLessonFileMutationVariables>(CREATE_LESSON_FILE, {
    refetchQueries: ['FindLesson'],
  })
  const onSave = submitThen(
    async (values: NewLessonFileValues) => (await createLessonFile({ variables: { input: { lessonId: values.lessonId, name: values.name, fileUrl: values.fileUrl ?? '' } } })).data?.createLessonFile,
    'File added',
    (created) => navigate(canOpen(user, 'lesson') ? routes.lesson({ id: created.lessonId }) : routes.lessonFile({ id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New lesson file</h1>
      <NewLessonFileForm
        defaultValues={{ lessonId: lessonId ?? '', name: '', fileUrl: '' }}
        parent={
          <ParentChoice name="lessonId" searchLabel="Find a lesson (by lesson, unit or course name)" initialId={lessonId}>
            {(query) => <LessonChoicesCell search={query.search} id={query.id} />}
          </ParentChoice>
        }
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}
