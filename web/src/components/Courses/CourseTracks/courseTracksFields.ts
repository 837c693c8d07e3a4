// A course's outline as the tracks page draws and saves it: units in order, each with its lessons.
import { gql } from '@apollo/client'

export const COURSE_TRACKS_FIELDS = gql`
  fragment CourseTracksFields on Course {
    id
    name
    units {
      id
      courseId
      name
      position
      archivedAt
      lessons {
        id
        unitId
        name
        type
        position
        status
      }
    }
  }
`
