// A lesson's own content, the fields LessonForm edits (LessonDetail shows them too): the lesson page's
// query, the edit page's query and updateLesson's answer each add their own extras beside it.
import { gql } from '@apollo/client'

export const LESSON_CONTENT_FIELDS = gql`
  fragment LessonContentFields on Lesson {
    id
    name
    shortDescription
    description
    type
    videoUrl
    videoFileId
    imageUrl
    imageFileId
    content
    durationSeconds
    isPublished
  }
`
