// Change a lesson: load it (always from the server), the form, updateLesson, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { formatDuration, type LessonType, type LessonValues } from '@common/validation/courses.lessons'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditLessonQuery, EditLessonQueryVariables, UpdateLessonMutation, UpdateLessonMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LessonForm } from '../LessonForm/LessonForm'
import { LESSON_CONTENT_FIELDS } from '../LessonForm/lessonContentFields'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditLesson($id: Int!) {
    lesson(id: $id) {
      courseName
      unitName
      ...LessonContentFields
    }
  }
  ${LESSON_CONTENT_FIELDS}
`

export const UPDATE_LESSON = gql`
  mutation UpdateLesson($id: Int!, $input: LessonInput!) {
    updateLesson(id: $id, input: $input) {
      ...LessonContentFields
      status
      updatedAt
    }
  }
  ${LESSON_CONTENT_FIELDS}
`

type Found = { lesson: NonNullable<EditLessonQuery['lesson']> }

export const Empty = () => <EmptyState title="Lesson not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ lesson }: CellSuccessProps<EditLessonQueryVariables, Found>) => {
  const [updateLesson, { loading, error }] = useMutation<UpdateLessonMutation, UpdateLessonMutationVariables>(UPDATE_LESSON, {
    refetchQueries: ['FindCourse', 'FindUnit'],
  })
  // The API takes the duration as typed; whole seconds ("750") are a valid way to type it.
  const onSave = submitThen(
    async ({ duration, ...values }: LessonValues) => updateLesson({ variables: { id: lesson.id, input: { ...values, duration: duration == null ? null : String(duration) } } }),
    'Lesson saved',
    () => navigate(routes.lesson({ id: lesson.id })),
  )
  return (
    <section>
      <p className="mb-1 text-sm text-slate-500">
        {lesson.courseName} › {lesson.unitName}
      </p>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {lesson.name}</h1>
      <LessonForm
        defaultValues={{
          name: lesson.name,
          shortDescription: lesson.shortDescription ?? '',
          description: lesson.description ?? '',
          type: lesson.type as LessonType,
          videoUrl: lesson.videoUrl ?? '',
          imageUrl: lesson.imageUrl ?? '',
          content: lesson.content ?? '',
          duration: formatDuration(lesson.durationSeconds),
          isPublished: lesson.isPublished,
        }}
        uploads={{ videoFileId: lesson.videoFileId, imageFileId: lesson.imageFileId }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditLessonCell = createCell<EditLessonQueryVariables, EditLessonQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditLessonCell',
})

export default EditLessonCell
