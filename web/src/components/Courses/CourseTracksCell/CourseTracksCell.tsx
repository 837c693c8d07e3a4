// /courses/{id}/tracks: load the course's units and lessons (always from the server, the order
// must be current), the tracks editor, saveCourseTracks.
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { CourseTracksQuery, CourseTracksQueryVariables, SaveCourseTracksMutation, SaveCourseTracksMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CourseTracks } from '../CourseTracks/CourseTracks'
import { COURSE_TRACKS_FIELDS } from '../CourseTracks/courseTracksFields'
import type { TrackUnit } from '../CourseTracks/tracks'
import { UpLink } from '../UpLink/UpLink'

// The outline the tracks page shows, in both documents through one fragment: the saved order comes
// back in the same shape the page was drawn from.
export const QUERY = gql`
  query CourseTracks($id: Int!) {
    course(id: $id) {
      ...CourseTracksFields
    }
  }
  ${COURSE_TRACKS_FIELDS}
`

export const SAVE_COURSE_TRACKS = gql`
  mutation SaveCourseTracks($id: Int!, $input: CourseTracksInput!) {
    saveCourseTracks(id: $id, input: $input) {
      ...CourseTracksFields
      updatedAt
    }
  }
  ${COURSE_TRACKS_FIELDS}
`

type Found = { course: NonNullable<CourseTracksQuery['course']> }

export const Empty = () => <EmptyState title="Course not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export function toTrackUnits(course: Found['course']): TrackUnit[] {
  return course.units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    archived: unit.archivedAt != null,
    lessons: unit.lessons.map((lesson) => ({ id: lesson.id, name: lesson.name, type: lesson.type, status: lesson.status })),
  }))
}

export const Success = ({ course }: CellSuccessProps<CourseTracksQueryVariables, Found>) => {
  const [save, { loading }] = useMutation<SaveCourseTracksMutation, SaveCourseTracksMutationVariables>(SAVE_COURSE_TRACKS)
  return (
    <section className="space-y-6">
      <div className="space-y-3">
        <UpLink to={routes.course({ id: course.id })}>{course.name}</UpLink>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Tracks of {course.name}</h1>
      </div>
      <CourseTracks
        units={toTrackUnits(course)}
        saving={loading}
        onSave={async (input) => {
          try {
            await save({ variables: { id: course.id, input } })
          } catch (error) {
            notifyError(error)
            throw error
          }
          notifySuccess('Order saved')
        }}
      />
    </section>
  )
}

export const CourseTracksCell = createCell<CourseTracksQueryVariables, CourseTracksQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'CourseTracksCell',
})

export default CourseTracksCell
