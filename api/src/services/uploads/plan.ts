// What every upload type's planner answers (members.ts, groups.ts, courses.ts): the problems of
// the file, what the import would create and update, and the bulk writes to do it (run inside the
// import's one transaction; never run for a dry run or a file with problems).
import type { CurrentUser } from '../../../../common/currentUser'
import type { UploadMode } from '../../../../common/validation/uploads'
import type { Executor } from '../../lib/db'
import type { ParsedSheet } from '../../lib/spreadsheets'
import type { Problems } from './rows'

export type ImportPlan = {
  problems: Problems
  /** Rows that would add a record. */
  created: number
  /** Rows that would change an existing record. */
  updated: number
  /** Rows already imported as they are (a re-run). */
  unchanged: number
  write: (tx: Executor) => Promise<void>
}

/** Whose import this is and which job: the importer as they are when it runs (importer.ts). */
export type ImportContext = { importer: CurrentUser; jobId: number }

export type Planner = (executor: Executor, sheets: Record<string, ParsedSheet>, mode: UploadMode, context: ImportContext) => Promise<ImportPlan>
