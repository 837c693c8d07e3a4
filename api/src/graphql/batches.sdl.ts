// Enrolment batches (the back office; docs/product.md, "batches").
// - enrollmentBatches is the enrol screens' contract (batch { id name launchFrom launchTo } and
//   isCurrent), for whoever may enrol: the enrollUser page or the user_enroll/unenroll function.
// - The back office (/batches[/new|/{id}|/{id}/edit]) reads under the pages' flags (batches, batch),
//   creates under the "Launch New Batch" button's function flag (batch_create), and edits and
//   deletes under editBatch.
// "Current" is derived (db/schema/batches.ts): the batch with the latest launchFrom on or before
// today in Asia/Manila (the higher id when two share that date). A batch with members cannot be
// deleted (users.batchId restricts).
export const schema = /* GraphQL */ `
  type Batch {
    id: Int!
    name: String!
    "The cohort number (Batch 17 is 17); unique, optional."
    number: Int
    "The first day of the launch window, a Manila calendar date."
    launchFrom: Date!
    "The last day of the launch window (on or after launchFrom)."
    launchTo: Date!
    "The latest batch whose launchFrom is on or before today in Manila."
    isCurrent: Boolean!
    "Users whose batch this is."
    memberCount: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  "A batch to enrol a user into (docs/product.md, 'enrolment'), and whether it is the current one."
  type EnrollmentBatch {
    batch: Batch!
    isCurrent: Boolean!
  }

  type BatchList {
    items: [Batch!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A batch as the form sends it (common/validation/batches.ts)."
  input BatchInput {
    name: String
    number: Int
    "YYYY-MM-DD (Manila)."
    launchFrom: String
    "YYYY-MM-DD (Manila), on or after launchFrom."
    launchTo: String
  }

  type Query {
    "Every batch, newest launch first, the current one marked (the enrol screens' batch choice)."
    enrollmentBatches: [EnrollmentBatch!]! @requireAccess(page: "enrollUser", function: "user_enroll/unenroll")
    """
    Batches for staff, newest launch first. search: part of the name (at most 100 characters).
    page is 1-based; pageSize 1..100 (10). sortBy name, number, launchFrom, launchTo, memberCount
    or createdAt (sortOrder asc unless desc), then newest launch first.
    """
    batches(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): BatchList!
      @requireAccess(page: "batches")
    "One batch; null when there is none with this id."
    batch(id: Int!): Batch @requireAccess(page: "batch")
  }

  type Mutation {
    "Launch New Batch."
    createBatch(input: BatchInput!): Batch! @requireAccess(function: "batch_create")
    "Replaces the batch's fields (the edit form sends them all)."
    updateBatch(id: Int!, input: BatchInput!): Batch! @requireAccess(page: "editBatch")
    "Deletes a batch nobody is in and answers it as it was; a batch with members is refused (say how many)."
    deleteBatch(id: Int!): Batch! @requireAccess(page: "editBatch")
  }
`
