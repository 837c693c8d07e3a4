// Merging users (api/src/graphql/members.mergeUsers.sdl.ts, /community/mergeUsers): the duplicate account
// (source) into the account to keep (target). docs/api.md "Merging users" has the table-by-table
// decisions; in short:
// - moved: every row that belongs to the person (subscriptions, and with them their invoices and
//   payment schedules; form responses; profile wins; leads; checkouts; payment proofs; ...);
// - merged on conflict: lesson progress of a lesson both started (the further progress is kept
//   on the target: the later position, the earlier start and completion) and the base points
//   (the source's are added to the target's base row);
// - kept on the archived source on conflict: rows the target already has its own of, where the
//   table allows one (a group membership, a profile, an affiliate account, a success manager,
//   a pending move-up review) or one per thing (an access level or a task already held);
// - kept: the info logs and what the source did to others (created_by, approved_by, author ...):
//   they record who acted, and the source account is archived, never deleted, so they stay true.
// The source's blank-free fields fill the target's blanks (Tribe ID, mobile, batch, stage, ...).
// One transaction: both users locked, the counts, the moves, the archive, the info log.
// A fixed number of statements whatever the data (one per table, no query per row).
//
// The staff trust rule (lib/auth/staffTrust.ts): nobody merges into their own account (nor merges
// it away); a non-admin merges only accounts that hold no more than their current level; and access
// levels are an admin's to give, so a non-admin's merge leaves the duplicate's levels on the archived
// duplicate (the preview says so). No merge leaves nobody able to administer access levels.
import { desc, eq, inArray, sql } from 'drizzle-orm'
import { MERGE_ITEMS, mergeCandidatesSchema, mergeUsersMessages, mergeUsersSchema, type MergeItemKey } from '../../../../common/validation/members.mergeUsers'
import { users } from '../../../../db/schema'
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAuth } from '../../directives'
import { assertMayActOn } from '../../lib/auth/staffTrust'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { guardAdministration } from '../accessLevels/administration'
import { archiveInTransaction } from './archivedUsers'
import { CONFLICT_RULES, NON_ADMIN_PARTS, partsFor, type Ids, type Part } from './mergeParts'
import { isMemberSql, searchMatches } from './memberSql'

// The table-by-table plan of a merge is mergeParts.ts; its lists are exported here as before.
export { MERGE_KEPT, MERGE_PARTS } from './mergeParts'

/** The merge's refusals and words that come from the staff trust rule (lib/auth/staffTrust.ts). */
export const mergeTrustMessages = {
  selfTarget: 'You cannot merge another account into your own: ask another member of staff to do it',
  levelsStay: 'Stay on the archived account: only an admin can move access levels',
}

type Candidate = { id: number; email: string; firstName: string; lastName: string; tribeId: string | null; isMember: boolean; archivedAt: string | null }

const candidateColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  tribeId: users.tribeId,
  isMember: sql<boolean>`${isMemberSql}`,
  archivedAt: users.archivedAt,
}
const toCandidate = (row: Omit<Candidate, 'archivedAt'> & { archivedAt: Date | null }): Candidate => ({
  ...row,
  archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
})

export const mergeCandidates = (async (args) => {
  const { search } = parseInput(mergeCandidatesSchema, args)
  if (!search) return []
  const rows = await db
    .select(candidateColumns)
    .from(users)
    .where(searchMatches(search))
    .orderBy(sql`"users"."email" = ${search.toLowerCase()} desc`, desc(users.id))
    .limit(20)
  return rows.map(toCandidate)
}) satisfies QueryResolvers['mergeCandidates']

/** Both users (locked when `lock`), checked; field messages when a merge cannot go ahead. */
async function loadPair(executor: Executor, ids: Ids, lock: boolean) {
  const query = executor.select(candidateColumns).from(users).where(inArray(users.id, [ids.source, ids.target]))
  const rows = lock ? await query.for('update', { of: users }) : await query
  const source = rows.find((row) => row.id === ids.source)
  const target = rows.find((row) => row.id === ids.target)
  const problems: Record<string, string[]> = {}
  if (!source) problems.sourceId = [mergeUsersMessages.sourceMissing]
  if (!target) problems.targetId = [mergeUsersMessages.targetMissing]
  else if (target.archivedAt) problems.targetId = [mergeUsersMessages.targetArchived]
  if (Object.keys(problems).length) throw new UserInputError(Object.values(problems)[0][0], problems)
  return { source: toCandidate(source!), target: toCandidate(target!) }
}

/** The row of countItems' statement: m<n> and c<n>, part n's moves and conflicts. */
type ItemCountsRow = Record<`m${number}` | `c${number}`, number>

/** The counts of every item, in one statement. */
async function countItems(executor: Executor, ids: Ids, parts: Part[]) {
  const columns = parts.flatMap((part, at) => [
    sql`(${part.moves(ids)})::int as ${sql.raw(`m${at}`)}`,
    sql`(${part.conflicts(ids)})::int as ${sql.raw(`c${at}`)}`,
  ])
  const result = await executor.execute<ItemCountsRow>(sql`select ${sql.join(columns, sql`, `)}`)
  const row = result.rows[0]
  const totals = new Map<MergeItemKey, { moves: number; conflicts: number }>()
  parts.forEach((part, at) => {
    const total = totals.get(part.item) ?? { moves: 0, conflicts: 0 }
    total.moves += Number(row[`m${at}`])
    total.conflicts += Number(row[`c${at}`])
    totals.set(part.item, total)
  })
  return MERGE_ITEMS.map(([key, label]) => ({
    key,
    label,
    moves: totals.get(key)?.moves ?? 0,
    conflicts: totals.get(key)?.conflicts ?? 0,
    conflictRule: (key === 'accessLevels' && parts === NON_ADMIN_PARTS ? mergeTrustMessages.levelsStay : CONFLICT_RULES[key]) ?? null,
  }))
}

function checkIds(actor: CurrentUser, args: { sourceId: number; targetId: number }): Ids {
  const { sourceId, targetId } = parseInput(mergeUsersSchema, args)
  const mine = (id: number) => id === actor.id || id === actor.originalUserId
  if (mine(sourceId)) throw new UserInputError(mergeUsersMessages.self, { sourceId: [mergeUsersMessages.self] })
  // Everything of the duplicate, its levels included, would become the actor's own.
  if (mine(targetId)) throw new UserInputError(mergeTrustMessages.selfTarget, { targetId: [mergeTrustMessages.selfTarget] })
  return { source: sourceId, target: targetId }
}

export const mergeUsersPreview = (async (args) => {
  const actor = requireAuth(currentUser())
  const ids = checkIds(actor, args)
  const pair = await loadPair(db, ids, false)
  await assertMayActOn(actor, [ids.source, ids.target])
  return { ...pair, items: await countItems(db, ids, partsFor(actor)) }
}) satisfies QueryResolvers['mergeUsersPreview']

/** The source's details that fill the target's blanks (the Tribe ID is unique: it moves). */
const FILLED = ['mobile_number', 'facebook_profile', 'middle_name', 'suffix', 'sex', 'birthdate', 'profile_image', 'batch_id', 'stage_id']

export const mergeUsers = (async (args) => {
  const actor = requireAuth(currentUser())
  const ids = checkIds(actor, args)
  const parts = partsFor(actor)
  return db.transaction(async (tx) => {
    const pair = await loadPair(tx, ids, true)
    // Read with both users locked: their levels change only under that lock.
    await assertMayActOn(actor, [ids.source, ids.target], tx)
    const administration = await guardAdministration(tx)
    const items = await countItems(tx, ids, parts)
    for (const part of parts) for (const statement of part.apply(ids)) await tx.execute(statement)
    // The Tribe ID is unique: the source lets go of it first when the target takes it.
    const movedTribeId = pair.target.tribeId == null ? pair.source.tribeId : null
    if (movedTribeId != null) await tx.update(users).set({ tribeId: null }).where(eq(users.id, ids.source))
    await tx.execute(sql`
      update users t set ${sql.raw(FILLED.map((column) => `${column} = coalesce(t.${column}, s.${column})`).join(', '))},
             tribe_id = coalesce(t.tribe_id, ${movedTribeId}::text), updated_at = now()
        from users s where t.id = ${ids.target} and s.id = ${ids.source}`)
    await archiveInTransaction(tx, ids.source)
    await administration.check('sourceId')
    await writeInfoLog(
      {
        action: 'users-merged',
        userId: actor.id,
        originalUserId: actor.originalUserId ?? null,
        entityType: 'user',
        entityId: ids.target,
        details: {
          sourceId: ids.source,
          sourceEmail: pair.source.email,
          targetId: ids.target,
          targetEmail: pair.target.email,
          movedTribeId,
          counts: Object.fromEntries(items.map((item) => [item.key, { moves: item.moves, conflicts: item.conflicts }])),
        },
      },
      tx,
    )
    const after = await loadPair(tx, { source: ids.source, target: ids.target }, false)
    return { ...after, items }
  })
}) satisfies MutationResolvers['mergeUsers']

