// The background jobs (lib/jobs; docs/operations.md) for the staff /jobs page: what waits, runs,
// failed for good or finished, and a retry or a discard for the ones that need a person. Everything
// needs the jobs page flag (the admin level's by default).
export const schema = /* GraphQL */ `
  "One background job of the queue: a sweep, a schedule's run, an import."
  type BackgroundJob {
    "The queue's id (a UUID)."
    id: String!
    "What the job does: mail-sweep, auth-housekeeping, files-sweep, checkout-expiry, upload-import, upload-requeue-stale, commission-release, click-rollup, workshop-reminders, reminders, payment-receipt."
    name: String!
    "waiting (queued, or between retries), running, failed (no retries left), completed or discarded."
    state: String!
    "What the job was given, as short JSON (at most 200 characters)."
    payloadSummary: String!
    "Runs started so far."
    attempts: Int!
    "Runs it may have: the first and its retries."
    maxAttempts: Int!
    "The last failure's message, for a failed job or one waiting to be retried."
    error: String
    "The request that queued it, when one did (the same id is on its log lines)."
    requestId: String
    createdAt: DateTime!
    "Not run before this: the delay of a retry, or a scheduled start."
    startAfter: DateTime!
    startedAt: DateTime
    finishedAt: DateTime
  }

  type BackgroundJobList {
    items: [BackgroundJob!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "Jobs newest first; state filters waiting, running, failed, completed, discarded, or open (waiting, running or failed), name one kind of job. page is 1-based; pageSize 1..100 (10)."
    backgroundJobs(state: String, name: String, page: Int, pageSize: Int): BackgroundJobList! @requireAccess(page: "jobs")
  }

  type Mutation {
    "Runs a failed job once more (it waits for the next free worker)."
    retryJob(id: String!): BackgroundJob! @requireAccess(page: "jobs")
    "Gives up on a waiting or failed job: it is never run (it stays listed as discarded)."
    discardJob(id: String!): BackgroundJob! @requireAccess(page: "jobs")
  }
`
