// One row of LessonList, a unit's lessons in order: the course page (each unit's lessons) and the unit
// page select it the same way.
import { gql } from '@apollo/client'

export const LESSON_LIST_FIELDS = gql`
  fragment LessonListFields on CourseLesson {
    id
    unitId
    name
    type
    durationSeconds
    position
    status
  }
`
