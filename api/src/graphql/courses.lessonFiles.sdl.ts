// Lesson files in the back office: /lesson-files/new (?lessonId=), /lesson-files/{id}
// and /lesson-files/{id}/edit: a name and an uploaded file (POST /api/upload-file) or a web link.
// Members download them from the lesson player (/api/files/lesson-files/{id}).
export const schema = /* GraphQL */ `
  type LessonFile {
    id: Int!
    lessonId: Int!
    lessonName: String!
    courseId: Int!
    name: String!
    "The storage key of an upload, or an external link."
    fileUrl: String!
    "True for an external link (fileUrl is then the link itself)."
    isLink: Boolean!
    "The uploaded file's own name (null for a link)."
    fileName: String
    contentType: String
    sizeBytes: Int
    position: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  "A new lesson file, last on its lesson."
  input NewLessonFileInput {
    lessonId: Int!
    name: String!
    "The key POST /api/upload-file answered, or a web link (https://...)."
    fileUrl: String!
  }

  input LessonFileInput {
    name: String!
    fileUrl: String!
  }

  type Query {
    "One lesson file; null when there is none with this id."
    lessonFile(id: Int!): LessonFile @requireAccess(page: "lessonFile")
  }

  type Mutation {
    createLessonFile(input: NewLessonFileInput!): LessonFile! @requireAccess(page: "newLessonFile")
    updateLessonFile(id: Int!, input: LessonFileInput!): LessonFile! @requireAccess(page: "editLessonFile")
    "Deletes the file from the lesson and answers it as it was (no member progress hangs on a file)."
    deleteLessonFile(id: Int!): LessonFile! @requireAccess(page: "editLessonFile")
  }
`
