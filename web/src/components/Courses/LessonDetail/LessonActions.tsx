// The actions on a lesson, as the role may: Edit, Add file, Open in the player, Restore (when
// archived) and Delete (or archive, when members are in progress).
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import type { DeleteLessonMutation, DeleteLessonMutationVariables, RestoreLessonMutation, RestoreLessonMutationVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { canOpen } from '../courseAccess'
import { DeleteContentButton } from '../DeleteContentButton/DeleteContentButton'
import { RestoreButton } from '../RestoreButton/RestoreButton'
import type { LessonRecord } from './lessonRecord'

export const DELETE_LESSON = gql`
  mutation DeleteLesson($id: Int!, $archiveIfInProgress: Boolean) {
    deleteLesson(id: $id, archiveIfInProgress: $archiveIfInProgress) {
      id
      archived
    }
  }
`

export const RESTORE_LESSON = gql`
  mutation RestoreLesson($id: Int!) {
    restoreLesson(id: $id) {
      id
      archivedAt
      status
      updatedAt
    }
  }
`

export function LessonActions({ lesson }: { lesson: LessonRecord }) {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editLesson')
  const [deleteLesson] = useMutation<DeleteLessonMutation, DeleteLessonMutationVariables>(DELETE_LESSON)
  const [restoreLesson] = useMutation<RestoreLessonMutation, RestoreLessonMutationVariables>(RESTORE_LESSON, { refetchQueries: ['FindCourse', 'FindUnit'] })
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && (
        <Link to={routes.editLesson({ id: lesson.id })} className={buttonClassName('secondary', 'md')}>
          Edit
        </Link>
      )}
      {canOpen(user, 'newLessonFile') && (
        <Link to={routes.newLessonFile({ lessonId: lesson.id })} className={buttonClassName('secondary', 'md')}>
          Add file
        </Link>
      )}
      <Link to={routes.viewLesson({ courseId: lesson.courseId, lessonId: lesson.id })} className={buttonClassName('secondary', 'md')}>
        Open in the player
      </Link>
      {canEdit && lesson.archivedAt && <RestoreButton label="Lesson" onRestore={() => restoreLesson({ variables: { id: lesson.id } })} />}
      {canEdit && (
        <DeleteContentButton
          kind="lesson"
          name={lesson.name}
          onDelete={async (archiveIfInProgress) => {
            const { data } = await deleteLesson({
              variables: { id: lesson.id, archiveIfInProgress },
              refetchQueries: archiveIfInProgress ? ['FindLesson', 'FindCourse', 'FindUnit'] : ['FindCourse', 'FindUnit'],
            })
            return { archived: Boolean(data?.deleteLesson.archived) }
          }}
          onDone={({ archived }) => {
            if (!archived) navigate(canOpen(user, 'unit') ? routes.unit({ id: lesson.unitId }) : routes.courses())
          }}
        />
      )}
    </div>
  )
}
