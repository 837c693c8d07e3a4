// Stages: the member journey's numbered stages, their tasks, leaders and reviewers.
// - `stages` is the member contract (docs/product.md, "stages": id, number, name, description).
// - The back office (/stages[/new|/{id}|/{id}/edit]) reads through adminStages and
//   stage(id), with the page flags of the pages that show them (stages, stage); creating needs the
//   create button's function flag (stage_create, docs/product.md "Page access"); every other change (the
//   stage's fields, its tasks and their order, leaders and reviewers) is the edit page's (editStage).
// - Members' progress is never lost: a task someone finished is archived instead of deleted, and a
//   stage with members on it, finished tasks or move-up requests cannot be deleted (docs/api.md).
// The member side (userStageProgress, finishTask: stages.memberStages.sdl.ts) adds its own fields to this domain.
export const schema = /* GraphQL */ `
  "A stage as members see it (docs/product.md, 'stages'). Stage 0 means no real stage."
  type Stage {
    id: Int!
    number: Int!
    name: String!
    description: String
  }

  type StageCourse {
    id: Int!
    name: String!
  }

  "A user as the leader and reviewer pickers show them: nothing beyond a name and an address."
  type StageStaffMember {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
  }

  "A task of a stage as staff edit it."
  type StageTask {
    id: Int!
    stageId: Int!
    title: String!
    "Markdown."
    description: String!
    "Tribe Points a member earns by finishing it (0 or more)."
    points: Int!
    "The label of the task's button."
    actionLabel: String
    "Where the button goes: a page of the app (/form/journey-form) or an http(s) link."
    actionUrl: String
    "The order within the stage (0 first)."
    position: Int!
    "Set when it was deleted after members had finished it: hidden from members, their points kept."
    archivedAt: DateTime
    "How many members finished it."
    completionCount: Int!
  }

  "A stage as staff see it."
  type AdminStage {
    id: Int!
    number: Int!
    name: String!
    description: String
    courseId: Int
    course: StageCourse
    "Tasks members see (not archived)."
    taskCount: Int!
    "Members whose stage this is."
    memberCount: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
    "The live tasks in order, then the archived ones (ask on one stage only)."
    tasks: [StageTask!]!
    "Who leads the stage (manage stage); a user leads one stage at most."
    leaders: [StageStaffMember!]!
    "Who reviews move-up requests out of the stage."
    reviewers: [StageStaffMember!]!
  }

  type AdminStageList {
    items: [AdminStage!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A stage as the form sends it (common/validation/stages.ts): number 0..1000 and unique, name required."
  input StageInput {
    number: Int
    name: String
    description: String
    "A course id, or null for none."
    courseId: Int
  }

  "A task as the form sends it: title required, points 0 or more, description markdown."
  input StageTaskInput {
    title: String
    description: String
    points: Int
    actionLabel: String
    actionUrl: String
  }

  type Query {
    "Every stage by number (the member contract; the stage view marks the member's own)."
    stages: [Stage!]! @requireAuth
    """
    Stages for staff, by number. search: part of the name (at most 100 characters). page is
    1-based; pageSize 1..100 (10). sortBy number, name, taskCount, memberCount, createdAt or
    updatedAt (sortOrder asc unless desc), then by number.
    """
    adminStages(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): AdminStageList!
      @requireAccess(page: "stages")
    "One stage with its tasks, leaders and reviewers; null when there is none with this id."
    stage(id: Int!): AdminStage @requireAccess(page: "stage")
    "The courses a stage may be linked to (id and name, by name; archived ones left out)."
    stageCourseOptions: [StageCourse!]! @requireAccess(page: "stage")
    "Users whose name or e-mail contains search (2..100 characters), for the leader and reviewer pickers; at most 10."
    stageStaffSearch(search: String!): [StageStaffMember!]! @requireAccess(page: "editStage")
  }

  type Mutation {
    createStage(input: StageInput!): AdminStage! @requireAccess(function: "stage_create")
    "Replaces the stage's fields with the input (the edit form sends them all)."
    updateStage(id: Int!, input: StageInput!): AdminStage! @requireAccess(page: "editStage")
    """
    Deletes a stage without members, finished tasks or move-up requests (its tasks, leaders and
    reviewers go with it) and answers it as it was; otherwise refused with the reason.
    """
    deleteStage(id: Int!): AdminStage! @requireAccess(page: "editStage")

    "Adds a task at the end of the stage."
    createStageTask(stageId: Int!, input: StageTaskInput!): StageTask! @requireAccess(page: "editStage")
    "Replaces the task's fields (points already earned are kept as they were in the ledger)."
    updateStageTask(id: Int!, input: StageTaskInput!): StageTask! @requireAccess(page: "editStage")
    "Deletes a task nobody finished; a task members finished is archived instead. Answers it as it was or is now."
    deleteStageTask(id: Int!): StageTask! @requireAccess(page: "editStage")
    "Brings an archived task back, at the end of the stage."
    restoreStageTask(id: Int!): StageTask! @requireAccess(page: "editStage")
    "Puts the stage's live tasks in this order: taskIds must name each of them exactly once."
    reorderStageTasks(stageId: Int!, taskIds: [Int!]!): [StageTask!]! @requireAccess(page: "editStage")

    "Makes the user a leader of the stage (refused when they lead another stage)."
    addStageLeader(stageId: Int!, userId: Int!): AdminStage! @requireAccess(page: "editStage")
    removeStageLeader(stageId: Int!, userId: Int!): AdminStage! @requireAccess(page: "editStage")
    addStageReviewer(stageId: Int!, userId: Int!): AdminStage! @requireAccess(page: "editStage")
    removeStageReviewer(stageId: Int!, userId: Int!): AdminStage! @requireAccess(page: "editStage")
  }
`
