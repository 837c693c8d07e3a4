// A course's own content, the fields CourseForm edits (CourseDetail shows them too): the course page's
// query, the edit page's query and updateCourse's answer each add their own extras beside it.
import { gql } from '@apollo/client'

export const COURSE_CONTENT_FIELDS = gql`
  fragment CourseContentFields on Course {
    id
    name
    shortDescription
    description
    thumbnailUrl
    thumbnailFileId
    isPublished
  }
`
