// Change a lesson file: load it (always from the server), the form, updateLessonFile, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditLessonFileQuery, EditLessonFileQueryVariables, UpdateLessonFileMutation, UpdateLessonFileMutationVariables } from '@/types/graphql'
import { LessonFileForm, type LessonFileValues } from '../LessonFileForm/LessonFileForm'
import { submitThen } from '@/components/ui/Form/submitThen'
import { LESSON_FILE_FIELDS } from '../LessonFileDetail/lessonFileFields'
import { LessonFileNotFound } from '../LessonFileCell/LessonFileCell'

export const QUERY = gql`
  query EditLessonFile($id: Int!) {
    lessonFile(id: $id) {
      id
      lessonName
      name
      fileUrl
    }
  }
`

export const UPDATE_LESSON_FILE = gql`
  mutation UpdateLessonFile($id: Int!, $input: LessonFileInput!) {
    updateLessonFile(id: $id, input: $input) {
      ...LessonFileFields
    }
  }
  ${LESSON_FILE_FIELDS}
`

type Found = { lessonFile: NonNullable<EditLessonFileQuery['lessonFile']> }

export const Empty = LessonFileNotFound

export const Success = ({ lessonFile }: CellSuccessProps<EditLessonFileQueryVariables, Found>) => {
  const [updateLessonFile, { loading, error }] = useMutation<UpdateLessonFileMutation, UpdateLessonFileMutationVariables>(UPDATE_LESSON_FILE, {
    refetchQueries: ['FindLesson'],
  })
  const onSave = submitThen(
    async (values: LessonFileValues) => updateLessonFile({ variables: { id: lessonFile.id, input: { name: values.name, fileUrl: values.fileUrl ?? '' } } }),
    'File saved',
    () => navigate(routes.lessonFile({ id: lessonFile.id })),
  )
  return (
    <section>
      <p className="mb-1 text-sm text-slate-500">{lessonFile.lessonName}</p>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {lessonFile.name}</h1>
      <LessonFileForm defaultValues={{ name: lessonFile.name, fileUrl: lessonFile.fileUrl }} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export const EditLessonFileCell = createCell<EditLessonFileQueryVariables, EditLessonFileQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditLessonFileCell',
})

export default EditLessonFileCell
