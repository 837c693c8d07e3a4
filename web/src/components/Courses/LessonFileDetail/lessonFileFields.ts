// A lesson file as its page (LessonFileDetail) shows it: the page's query (FindLessonFile) and the
// save answer of the edit page (UpdateLessonFile) select these, so a save refreshes the cached page.
import { gql } from '@apollo/client'

export const LESSON_FILE_FIELDS = gql`
  fragment LessonFileFields on LessonFile {
    id
    name
    fileUrl
    isLink
    fileName
    contentType
    sizeBytes
    updatedAt
  }
`
