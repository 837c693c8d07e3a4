// A course with the learner's progress, as CourseCard draws it (types.ts CourseProgress): the
// courses list, the products' courses, the lesson player's course and the progress mutations'
// answers select these same fields, so Apollo's cache keeps every card in step.
import { gql } from '@apollo/client'

export const COURSE_PROGRESS_FIELDS = gql`
  fragment CourseProgressFields on LearnerCourse {
    id
    name
    shortDescription
    thumbnailUrl
    lessonCount
    completedCount
    percentage
    status
    lastOpenedAt
    resumeLessonId
  }
`
