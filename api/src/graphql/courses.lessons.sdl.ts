// Lessons in the back office: /lessons/new (?unitId=), /lessons/{id} and
// /lessons/{id}/edit (and /lesson/{id}, the staff search link, which lands on /lessons/{id}).
// A lesson is a Video Lesson (a YouTube or Vimeo link, or an uploaded MP4) or Image/Text Only
// (an image and a markdown body). Deleting a lesson members have progress on archives it instead,
// when the caller confirms (HAS_PROGRESS, as deleteCourse).
export const schema = /* GraphQL */ `
  type Lesson {
    id: Int!
    unitId: Int!
    unitName: String!
    courseId: Int!
    courseName: String!
    name: String!
    shortDescription: String
    description: String
    "Video (labelled Video Lesson) or Image/Text Only."
    type: String!
    "A YouTube or Vimeo link, or the storage key of an uploaded MP4."
    videoUrl: String
    "The stored_files id when videoUrl is an upload (/api/files/uploads/{id}); null for a link."
    videoFileId: Int
    "A web address, or the storage key of an uploaded image."
    imageUrl: String
    imageFileId: Int
    "Markdown."
    content: String
    durationSeconds: Int
    position: Int!
    isPublished: Boolean!
    archivedAt: DateTime
    "published, draft or archived."
    status: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The lesson's files in order."
    files: [LessonFile!]!
  }

  "A lesson to pick in a form (the new lesson file's lesson), with its unit and course."
  type LessonChoice {
    id: Int!
    name: String!
    unitName: String!
    courseName: String!
  }

  "A new lesson, last in its unit."
  input NewLessonInput {
    unitId: Int!
    name: String!
    shortDescription: String
    description: String
    "Video (the default) or Image/Text Only."
    type: String
    videoUrl: String
    imageUrl: String
    content: String
    "minutes:seconds or hours:minutes:seconds (12:30, 1:05:00); blank for none."
    duration: String
    isPublished: Boolean
  }

  input LessonInput {
    name: String!
    shortDescription: String
    description: String
    type: String
    videoUrl: String
    imageUrl: String
    content: String
    duration: String
    isPublished: Boolean
  }

  type Query {
    "One lesson (archived ones too); null when there is none with this id."
    lesson(id: Int!): Lesson @requireAccess(page: "lesson")
    """
    Up to 20 live lessons whose name, unit or course name contains search (all when blank), in
    course order: the new lesson file's lesson. With id, that lesson alone: the lesson a form starts with.
    """
    lessonChoices(search: String, id: Int): [LessonChoice!]! @requireAccess(page: "newLessonFile")
  }

  type Mutation {
    # lesson_create: the "Add New Lesson" function flag is what allows creating a lesson (the
    # newLesson page flag opens the page), as course_create does for courses.
    createLesson(input: NewLessonInput!): Lesson! @requireAccess(function: "lesson_create")
    updateLesson(id: Int!, input: LessonInput!): Lesson! @requireAccess(page: "editLesson")
    """
    Deletes the lesson with its files. When members have progress on it, refuses with HAS_PROGRESS
    unless archiveIfInProgress is true: then the lesson is archived instead.
    """
    deleteLesson(id: Int!, archiveIfInProgress: Boolean): ContentDeletion! @requireAccess(page: "editLesson")
    "Brings an archived lesson back as it was (published or not)."
    restoreLesson(id: Int!): Lesson! @requireAccess(page: "editLesson")
  }
`
