// Bulk import (/uploadContents; docs/imports.md). Files are uploaded to the product's
// endpoints (POST /api/upload-create-users ... : api/src/functions/uploads.ts), which answer the
// job id; the page follows the job here. Everything needs the uploadContents page flag.
export const schema = /* GraphQL */ `
  "One problem with one row of an uploaded file: the sheet, the spreadsheet row (1 is the header; 0 = the whole file), the column and what to do."
  type UploadRowError {
    sheet: String
    row: Int!
    column: String
    message: String!
  }

  "An uploaded file and what became of it: a preview (dryRun) or an import, with its progress."
  type UploadJob {
    id: Int!
    "members, groups or courses."
    type: String!
    "create (refuses existing members), update (refuses unknown members) or upsert (either)."
    mode: String!
    "queued, running, succeeded, failed or cancelled."
    status: String!
    "True for a preview: checks every row and counts what would change, storing nothing."
    dryRun: Boolean!
    fileName: String!
    "Data rows in the file (all sheets), known once it has been read."
    totalRows: Int!
    processedRows: Int!
    "Rows that add a record (a preview: would add)."
    createdRows: Int!
    "Rows that change a record (a preview: would change). Rows already imported as they are count in neither."
    updatedRows: Int!
    "Rows with at least one problem."
    failedRows: Int!
    "Every problem found (at most 500, the last entry then says how many more there were)."
    errors: [UploadRowError!]!
    "Why the job failed as a whole, when it did."
    failureMessage: String
    "The name of who uploaded it."
    createdByName: String
    createdAt: DateTime!
    startedAt: DateTime
    finishedAt: DateTime
  }

  type UploadJobList {
    items: [UploadJob!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "One upload job (the page polls it while it runs)."
    uploadJob(id: Int!): UploadJob! @requireAccess(page: "uploadContents")
    "Recent upload jobs, newest first; type filters members, groups or courses. page is 1-based; pageSize 1..100 (10)."
    uploadJobs(type: String, page: Int, pageSize: Int): UploadJobList! @requireAccess(page: "uploadContents")
  }

  type Mutation {
    "Imports the file of a finished preview that found no problems (the file is not uploaded again); answers the new import job."
    importUpload(id: Int!): UploadJob! @requireAccess(page: "uploadContents")
  }
`
