// What a progress mutation (startLesson, completeLesson) answers: the lesson and its course with
// the same fields the outline and the cards select, so Apollo's cache updates them on screen.
import { gql } from '@apollo/client'
import { COURSE_PROGRESS_FIELDS } from '../CourseCard/courseProgressFields'
import { LESSON_STATE_FIELDS } from '../CourseOutline/courseOutlineFields'

export const LESSON_PROGRESS_UPDATE_FIELDS = gql`
  fragment LessonProgressUpdateFields on LessonProgressUpdate {
    lesson {
      ...LessonStateFields
    }
    course {
      ...CourseProgressFields
    }
  }
  ${LESSON_STATE_FIELDS}
  ${COURSE_PROGRESS_FIELDS}
`
