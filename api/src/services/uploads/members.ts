// The members import (Members sheet + optional Subscription sheet): every row checked against the
// file and the database, then written in a fixed number of bulk statements (docs/imports.md).
// Natural keys: e-mail (lower-cased) and Tribe ID for members, Subscription ID (importKey) for
// subscriptions. Blank optional cells leave an existing member's value as it is.
// The importer can do no more than by hand (reach.ts): each change needs its manual
// operation's flag, only an admin gives access levels, a member who holds more than the importer
// is out of reach; and each member added or changed gets an info log row naming the changes.
// SQL: reading 7 statements (batches, groups, access levels, payment terms, funnels, members with
// their group, points and levels, subscriptions), and for an importer who is not an admin 2 more
// per 10,000 matched members (their holdings); writing at most 7.
// The steps, in order: memberLookups.ts (the reads), memberCells.ts (the cells), memberChanges.ts
// (what each row changes, and whether the importer may), memberWrites.ts (counts and writes).
import type { UploadMode } from '../../../../common/validation/uploads'
import type { Executor } from '../../lib/db'
import type { ParsedSheet } from '../../lib/spreadsheets'
import { checkMemberRows, checkSubscriptionRows } from './memberCells'
import { planMemberChanges } from './memberChanges'
import { readMemberLookups } from './memberLookups'
import { M, S } from './memberRecords'
import { planMemberWrites } from './memberWrites'
import type { ImportContext, ImportPlan } from './plan'
import { Problems } from './rows'

export { memberImportMessages } from './memberCells'

export async function planMembers(executor: Executor, sheets: Record<string, ParsedSheet>, mode: UploadMode, context: ImportContext): Promise<ImportPlan> {
  const problems = new Problems()
  const memberRows = sheets[M]?.rows ?? []
  const subscriptionRows = sheets[S]?.rows ?? []
  const lookups = await readMemberLookups(executor, memberRows, subscriptionRows)
  // The Subscription sheet first: member rows refer to it.
  const subscriptions = checkSubscriptionRows(problems, subscriptionRows, lookups)
  const members = checkMemberRows(problems, memberRows, subscriptionRows, subscriptions, mode, lookups)
  // What each row would change; then whether the importer may make that change (reach.ts, the
  // staff trust rule); only then the counts and the writes.
  const planned = await planMemberChanges(executor, context.importer, problems, members, subscriptions, lookups.subscriptionByKey)
  const { created, updated, write } = planMemberWrites(planned, members, lookups.subscriptionByKey, context)
  return { problems, created, updated, unchanged: memberRows.length + subscriptionRows.length - created - updated - problems.failedRows, write }
}
