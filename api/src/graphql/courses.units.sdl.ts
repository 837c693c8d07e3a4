// Units in the back office: /units/new (?courseId=), /units/{id} and /units/{id}/edit.
// A unit belongs to one course; its place and its lessons' order are set on the course's tracks
// page (saveCourseTracks). Deleting a unit members have progress on archives it instead, when
// the caller confirms (HAS_PROGRESS, as deleteCourse).
export const schema = /* GraphQL */ `
  type Unit {
    id: Int!
    courseId: Int!
    courseName: String!
    name: String!
    shortDescription: String
    description: String
    position: Int!
    archivedAt: DateTime
    createdAt: DateTime!
    updatedAt: DateTime!
    "The unit's lessons in order (archived ones included, with their status)."
    lessons: [CourseLesson!]!
  }

  "A unit to pick in a form (the new lesson's unit), with its course."
  type UnitChoice {
    id: Int!
    name: String!
    courseId: Int!
    courseName: String!
  }

  input NewUnitInput {
    courseId: Int!
    name: String!
    shortDescription: String
    description: String
  }

  input UnitInput {
    name: String!
    shortDescription: String
    description: String
  }

  type Query {
    "One unit (archived ones too); null when there is none with this id."
    unit(id: Int!): Unit @requireAccess(page: "unit")
    """
    Up to 20 live units whose name or course name contains search (all when blank), by course then
    order: the new lesson's unit. With id, that unit alone: the unit a form starts with.
    """
    unitChoices(search: String, id: Int): [UnitChoice!]! @requireAccess(page: "newLesson")
  }

  type Mutation {
    "A new unit, last in its course."
    createUnit(input: NewUnitInput!): Unit! @requireAccess(page: "newUnit")
    updateUnit(id: Int!, input: UnitInput!): Unit! @requireAccess(page: "editUnit")
    """
    Deletes the unit with its lessons. When members have progress on one of them, refuses with
    HAS_PROGRESS unless archiveIfInProgress is true: then the unit is archived instead.
    """
    deleteUnit(id: Int!, archiveIfInProgress: Boolean): ContentDeletion! @requireAccess(page: "editUnit")
    "Brings an archived unit back."
    restoreUnit(id: Int!): Unit! @requireAccess(page: "editUnit")
  }
`
