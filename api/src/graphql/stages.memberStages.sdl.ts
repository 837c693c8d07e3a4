// The member journey through stages (docs/product.md, "stages"): the
// member's stage progress and Tribe Points (userStageProgress, finishTask), move-up requests
// (requestMoveUp) and their review by the stage's reviewers (moveUpQueue, approveMoveUp,
// sendBackMoveUp; /review-move-up/{stage id}), and the stage leader's page (manageStage;
// /stages/manage-stage). The `stages` list and the Stage type are the stages domain's
// (stages.sdl.ts). Row rules: services/stages/access.ts; statement counts: docs/api.md
// "Member stages". A row the caller may not read answers null, exactly like a missing one.
export const schema = /* GraphQL */ `
  "A task of the member's stage, with whether this member finished it."
  type MemberTask {
    id: Int!
    title: String!
    "Markdown."
    description: String!
    "Tribe Points it earns."
    points: Int!
    "The label of the task's button."
    actionLabel: String
    "Where the button goes: a page of the app or an http(s) link."
    actionUrl: String
    finished: Boolean!
    finishedAt: DateTime
  }

  "A move-up request: the member asks to leave their stage for the next; a reviewer of the stage decides."
  type MoveUpReview {
    id: Int!
    "pending, approved or rejected (sent back)."
    status: String!
    fromStage: Stage!
    toStage: Stage!
    "The member's note."
    note: String
    createdAt: DateTime!
    "Who decided, when and why (kept after the decision)."
    reviewerName: String
    reviewerNote: String
    reviewedAt: DateTime
    "The member, as reviewers and leaders see them."
    member: StageMember!
  }

  "A member of a stage as its leader and reviewers see them."
  type StageMember {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
    "Tribe Points: the sum of the member's ledger (base, task and manual entries)."
    points: Int!
    "Live tasks of the stage the member finished."
    finishedCount: Int!
    "0-100: finishedCount / the stage's live tasks, rounded down (0 for a stage without tasks)."
    percentage: Int!
  }

  """
  Stage progress (docs/product.md, "stages"). The stage is the member's, or stage 0 when they have
  none (the stage numbered 0 when it exists, else a stage 0 without tasks, id 0).
  """
  type StageProgress {
    "The member's user id."
    id: Int!
    stage: Stage!
    "The stage after this one by number; null on the last stage."
    nextStage: Stage
    "Tribe Points: the sum of the member's ledger (base points from imports, finished tasks, manual adjustments)."
    points: Int!
    "The stage's live tasks in order."
    stageTasks: [MemberTask!]!
    "Of those, the ones not finished yet."
    remainingTasks: [MemberTask!]!
    remainingTasksCount: Int!
    "0-100: finished live tasks / live tasks, rounded down (0 for a stage without tasks)."
    percentage: Int!
    "The member's latest move-up request out of this stage, if any."
    moveUpRequest: MoveUpReview
    "Every task finished, a next stage, and no request waiting."
    canRequestMoveUp: Boolean!
  }

  "The review queue of one stage (/review-move-up/{stage id})."
  type MoveUpQueue {
    stage: Stage!
    "Requests waiting, oldest first (at most 100)."
    pending: [MoveUpReview!]!
    pendingCount: Int!
    "The 10 latest decisions, newest first."
    reviewed: [MoveUpReview!]!
  }

  type StageMemberList {
    items: [StageMember!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "The stage leader's page (/stages/manage-stage)."
  type ManagedStage {
    stage: Stage!
    "Live tasks of the stage."
    taskCount: Int!
    "The stage's members by last name, a page at a time."
    members: StageMemberList!
    "Requests waiting out of the stage, oldest first (at most 20; pendingCount says how many)."
    reviewQueue: [MoveUpReview!]!
    pendingCount: Int!
  }

  type Query {
    """
    A user's stage progress. id is the user's id: a member reads their own; the leader and the
    reviewers of the user's stage, and staff whose page access allows user, read anyone's. null
    otherwise, as for a missing user.
    """
    userStageProgress(id: Int!): StageProgress @requireAuth
    "The queue of a stage the caller reviews; null for any other stage."
    moveUpQueue(stageId: Int!): MoveUpQueue @requireAuth
    "The stage the caller leads with its members (page 1-based, pageSize 1..100, 10); null when they lead none."
    manageStage(page: Int, pageSize: Int): ManagedStage @requireAuth
  }

  type Mutation {
    """
    Finishes a live task of the caller's stage (stage 0's when they have none) once: the task's
    points go to the ledger. A second call changes nothing. Answers the progress after it.
    """
    finishTask(taskId: Int!): StageProgress! @requireAuth
    "Asks the stage's reviewers to move the caller up to the next stage. Answers the progress after it."
    requestMoveUp(note: String): StageProgress! @requireAuth
    "Approves a waiting request out of a stage the caller reviews: the member moves to the next stage."
    approveMoveUp(id: Int!, note: String): MoveUpReview! @requireAuth
    "Sends a waiting request back with a note saying what to do; the member stays."
    sendBackMoveUp(id: Int!, note: String!): MoveUpReview! @requireAuth
  }
`
