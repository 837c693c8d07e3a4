// A lesson with the learner's state on it and a unit with its lessons, as CourseOutline draws them
// (types.ts LessonState, CourseUnit): the course page, the lesson player and the progress
// mutations' answers select these same fields.
import { gql } from '@apollo/client'

export const LESSON_STATE_FIELDS = gql`
  fragment LessonStateFields on LearnerLesson {
    id
    name
    type
    durationSeconds
    started
    completed
    completedAt
    positionSeconds
  }
`

export const COURSE_UNIT_FIELDS = gql`
  fragment CourseUnitFields on LearnerUnit {
    id
    name
    shortDescription
    lessons {
      ...LessonStateFields
    }
  }
  ${LESSON_STATE_FIELDS}
`
