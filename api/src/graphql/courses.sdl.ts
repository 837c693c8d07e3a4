// Courses in the back office (docs/product.md, "courses"): /courses (list, detail, new, edit), the intro page and its
// preview, and the tracks page (the order of units and lessons). Reads need the page flags of the
// pages that show them (courses, course); creating needs the course_create function flag (Add New
// Course); other writes the editCourse page flag (publishing, the intro, the tracks, deleting and
// restoring are all editing).
// Deleting a course members have progress on is refused with HAS_PROGRESS unless the caller
// confirms archiving instead (docs/api.md "Courses, units, lessons and lesson files").
export const schema = /* GraphQL */ `
  "A product that gives members a course (product_courses)."
  type CourseProduct {
    id: Int!
    name: String!
    "Inactive products are no longer sold; members who hold them keep their courses."
    isActive: Boolean!
  }

  "A lesson in a course's outline (detail and tracks pages)."
  type CourseLesson {
    id: Int!
    unitId: Int!
    name: String!
    "Video or Image/Text Only."
    type: String!
    durationSeconds: Int
    position: Int!
    isPublished: Boolean!
    archivedAt: DateTime
    "published, draft or archived."
    status: String!
  }

  "A unit of a course with its lessons in order."
  type CourseUnit {
    id: Int!
    courseId: Int!
    name: String!
    shortDescription: String
    position: Int!
    archivedAt: DateTime
    lessons: [CourseLesson!]!
  }

  type Course {
    id: Int!
    name: String!
    shortDescription: String
    description: String
    "A web address, or the storage key of an uploaded image."
    thumbnailUrl: String
    "The stored_files id when thumbnailUrl is an uploaded image (/api/files/uploads/{id}); null for a web address."
    thumbnailFileId: Int
    introVideoUrl: String
    "Markdown: what members get."
    introContent: String
    isPublished: Boolean!
    "Set when the course was archived instead of deleted (members had progress on it)."
    archivedAt: DateTime
    "published, draft or archived."
    status: String!
    "Units of the course, archived ones included."
    unitCount: Int!
    "Lessons of the course, archived ones included."
    lessonCount: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The products that give members this course, by name."
    products: [CourseProduct!]!
    "Units in order, each with its lessons in order (archived ones included, with their status)."
    units: [CourseUnit!]!
  }

  type CourseList {
    items: [Course!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "What a delete did: deleted for good, or archived because members have progress on it."
  type ContentDeletion {
    id: Int!
    archived: Boolean!
  }

  "A course to pick in a form (the new unit's course)."
  type CourseChoice {
    id: Int!
    name: String!
    status: String!
  }

  "The course form (new and edit send every field)."
  input CourseInput {
    name: String!
    shortDescription: String
    description: String
    "A web address (https://...) or the key POST /api/upload-file answered for an image."
    thumbnailUrl: String
    isPublished: Boolean
    "The products that give members this course; the course's list is replaced by this one."
    productIds: [Int!]
  }

  "The intro page: the short description, the intro video link and the markdown of what members get."
  input CourseIntroInput {
    shortDescription: String
    introVideoUrl: String
    introContent: String
  }

  input CourseTrackUnitInput {
    id: Int!
    "The unit's lessons in order; a lesson may come from another unit of the same course."
    lessonIds: [Int!]!
  }

  "Every unit of the course once, in order, and every lesson of the course once."
  input CourseTracksInput {
    units: [CourseTrackUnitInput!]!
  }

  type Query {
    """
    Courses, newest first. search: the name contains it (case-insensitive). status: published,
    draft or archived; without it, the live courses (published and draft). page is 1-based;
    pageSize 1..100 (10). sortBy name, status, createdAt or updatedAt (sortOrder asc unless desc),
    then newest first.
    """
    courses(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String, status: String): CourseList!
      @requireAccess(page: "courses")
    "One course (archived ones too); null when there is none with this id."
    course(id: Int!): Course @requireAccess(page: "course")
    # courses: the course form (new and edit) is part of the course area; every role that may open
    # it reads the course list too (scripts/seed/accessLevels.ts).
    "Every product, by name: what the course form's Products choice offers."
    courseProductChoices: [CourseProduct!]! @requireAccess(page: "courses")
    """
    Up to 20 live courses whose name contains search (all when blank), by name: the new unit's
    course. With id, that course alone (archived or not): the course a form starts with.
    """
    courseChoices(search: String, id: Int): [CourseChoice!]! @requireAccess(page: "newUnit")
  }

  type Mutation {
    # course_create: the "Add New Course" function flag is what allows creating a course (the
    # newCourse page flag opens the page); the same rule as the other create buttons.
    createCourse(input: CourseInput!): Course! @requireAccess(function: "course_create")
    updateCourse(id: Int!, input: CourseInput!): Course! @requireAccess(page: "editCourse")
    updateCourseIntro(id: Int!, input: CourseIntroInput!): Course! @requireAccess(page: "editCourse")
    "Publishes (members who hold one of its products see it) or unpublishes (hidden from members at once)."
    publishCourse(id: Int!, isPublished: Boolean!): Course! @requireAccess(page: "editCourse")
    "Saves the order of the units and lessons (lessons may move between units) in one transaction."
    saveCourseTracks(id: Int!, input: CourseTracksInput!): Course! @requireAccess(page: "editCourse")
    """
    Deletes the course with its units, lessons and files. When members have progress on it, refuses
    with HAS_PROGRESS (extensions memberCount, progressCount) unless archiveIfInProgress is true:
    then the course is archived instead (hidden from members, progress kept).
    """
    deleteCourse(id: Int!, archiveIfInProgress: Boolean): ContentDeletion! @requireAccess(page: "editCourse")
    "Brings an archived course back as it was (published or not)."
    restoreCourse(id: Int!): Course! @requireAccess(page: "editCourse")
  }
`
