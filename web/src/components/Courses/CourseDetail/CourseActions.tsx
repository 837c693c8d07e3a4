// The actions on a course, as the role may: Edit, Intro, Tracks, Preview intro, Publish (or
// Restore when archived) and Delete (or archive, when members are in progress).
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import type { DeleteCourseMutation, DeleteCourseMutationVariables, RestoreCourseMutation, RestoreCourseMutationVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { canOpen } from '../courseAccess'
import { DeleteContentButton } from '../DeleteContentButton/DeleteContentButton'
import { PublishCourseButton } from '../PublishCourseButton/PublishCourseButton'
import { RestoreButton } from '../RestoreButton/RestoreButton'
import type { CourseRecord } from './courseRecord'

export const DELETE_COURSE = gql`
  mutation DeleteCourse($id: Int!, $archiveIfInProgress: Boolean) {
    deleteCourse(id: $id, archiveIfInProgress: $archiveIfInProgress) {
      id
      archived
    }
  }
`

export const RESTORE_COURSE = gql`
  mutation RestoreCourse($id: Int!) {
    restoreCourse(id: $id) {
      id
      archivedAt
      status
      updatedAt
    }
  }
`

export function CourseActions({ course }: { course: CourseRecord }) {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editCourse')
  const archived = course.status === 'archived'
  const [deleteCourse] = useMutation<DeleteCourseMutation, DeleteCourseMutationVariables>(DELETE_COURSE, {
    refetchQueries: ['FindCourses'],
  })
  const [restoreCourse] = useMutation<RestoreCourseMutation, RestoreCourseMutationVariables>(RESTORE_COURSE, {
    refetchQueries: ['FindCourses'],
  })

  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && (
        <>
          <Link to={routes.editCourse({ id: course.id })} className={buttonClassName('secondary', 'md')}>
            Edit
          </Link>
          <Link to={routes.courseIntro({ id: course.id })} className={buttonClassName('secondary', 'md')}>
            Intro
          </Link>
          <Link to={routes.courseTracks({ id: course.id })} className={buttonClassName('secondary', 'md')}>
            Tracks
          </Link>
        </>
      )}
      <Link to={routes.courseIntroPreview({ id: course.id })} className={buttonClassName('secondary', 'md')}>
        Preview intro
      </Link>
      {canEdit && !archived && <PublishCourseButton course={course} />}
      {canEdit && archived && <RestoreButton label="Course" onRestore={() => restoreCourse({ variables: { id: course.id } })} />}
      {canEdit && (
        <DeleteContentButton
          kind="course"
          name={course.name}
          onDelete={async (archiveIfInProgress) => {
            const { data } = await deleteCourse({
              variables: { id: course.id, archiveIfInProgress },
              refetchQueries: archiveIfInProgress ? ['FindCourses', 'FindCourse'] : ['FindCourses'],
            })
            return { archived: Boolean(data?.deleteCourse.archived) }
          }}
          onDone={({ archived: wasArchived }) => {
            if (!wasArchived) navigate(routes.courses())
          }}
        />
      )}
    </div>
  )
}
