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
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { MERGE_ITEMS, mergeCandidatesSchema, mergeUsersMessages, mergeUsersSchema, type MergeItemKey } from '../../../../common/validation/mergeUsers'
import { users } from '../../../../db/schema'
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAuth } from '../../directives'
import { assertMayActOn, mayGrantAccess } from '../../lib/auth/staffTrust'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { guardAdministration } from '../accessLevels/administration'
import { archiveInTransaction } from './archivedUsers'
import { isMemberSql, searchMatches } from './memberSql'

type Ids = { source: number; target: number }

/** The merge's refusals and words that come from the staff trust rule (lib/auth/staffTrust.ts). */
export const mergeTrustMessages = {
  selfTarget: 'You cannot merge another account into your own: ask another member of staff to do it',
  levelsStay: 'Stay on the archived account: only an admin can move access levels',
}

/** Who acted: the source is archived, never deleted, so these stay true where they are. */
const WHO_DID_IT = 'who did it: stays naming the archived account'

/**
 * Every column referencing users.id that a merge leaves on the source, and why. With MERGE_PARTS'
 * `references` it names every such column (mergeUsers.test.ts compares with the database).
 */
export const MERGE_KEPT: Record<string, string> = {
  'info_logs.user_id': WHO_DID_IT,
  'info_logs.original_user_id': WHO_DID_IT,
  'bug_reports.user_id': 'who reported it: a record of who acted',
  'sessions.user_id': 'ended when the source is archived',
  'sessions.original_user_id': 'ended when the source is archived',
  'password_reset_otps.user_id': 'reset codes of the archived account: it cannot use them',
  'courses.author_id': WHO_DID_IT,
  'events.created_by_id': WHO_DID_IT,
  'feature_changelog_entries.created_by_id': WHO_DID_IT,
  'resource_files.created_by_id': WHO_DID_IT,
  'redirect_rules.created_by_id': WHO_DID_IT,
  'settings.updated_by_id': WHO_DID_IT,
  'stored_files.uploaded_by_id': WHO_DID_IT,
  'upload_jobs.created_by_id': WHO_DID_IT,
  'upload_jobs.original_user_id': WHO_DID_IT,
  'payouts.created_by_id': WHO_DID_IT,
  'point_entries.created_by_id': WHO_DID_IT,
  'subscriptions.created_by_id': WHO_DID_IT,
  'subscriptions.unenrolled_by_id': WHO_DID_IT,
  'success_manager_members.assigned_by_id': WHO_DID_IT,
  'move_up_reviews.reviewer_id': WHO_DID_IT,
  'payment_proofs.reviewed_by_id': WHO_DID_IT,
  'payment_schedules.approved_by_id': WHO_DID_IT,
  'payment_schedules.revoked_by_id': WHO_DID_IT,
  'checkout_sessions.refund_settled_by_id': 'who settled a refund due: staff who paid the money back',
}

/** One table's share of a merge: how to count what moves and what conflicts, and the statements. */
type Part = {
  item: MergeItemKey
  /** The column referencing users.id it moves ('table.column'); none for rows that follow another. */
  references?: string
  moves: (ids: Ids) => SQL
  conflicts: (ids: Ids) => SQL
  apply: (ids: Ids) => SQL[]
}

const zero = () => sql`0`

/** Every row of the source moves. */
function moveAll(item: MergeItemKey, table: string, column = 'user_id'): Part {
  const t = sql.raw(table)
  const c = sql.raw(column)
  return {
    item,
    references: `${table}.${column}`,
    moves: ({ source }) => sql`(select count(*) from ${t} a where a.${c} = ${source})`,
    conflicts: zero,
    apply: ({ source, target }) => [sql`update ${t} set ${c} = ${target} where ${c} = ${source}`],
  }
}

/**
 * A row of the source moves unless the target already has one (with the same `keys`): then it
 * stays with the archived source.
 */
function moveUnlessHeld(item: MergeItemKey, table: string, keys: string[] = [], column = 'user_id'): Part {
  const t = sql.raw(table)
  const c = sql.raw(column)
  const held = (target: number) =>
    sql`exists (select 1 from ${t} b where b.${c} = ${target}${sql.raw(keys.map((key) => ` and b.${key} = a.${key}`).join(''))})`
  return {
    item,
    references: `${table}.${column}`,
    moves: ({ source, target }) => sql`(select count(*) from ${t} a where a.${c} = ${source} and not ${held(target)})`,
    conflicts: ({ source, target }) => sql`(select count(*) from ${t} a where a.${c} = ${source} and ${held(target)})`,
    apply: ({ source, target }) => [sql`update ${t} a set ${c} = ${target} where a.${c} = ${source} and not ${held(target)}`],
  }
}

/** Counted only: they follow their subscription. */
const followers: Part[] = [
  {
    item: 'invoices',
    moves: ({ source }) => sql`(select count(*) from invoices i join subscriptions s on s.id = i.subscription_id where s.user_id = ${source})`,
    conflicts: zero,
    apply: () => [],
  },
  {
    item: 'paymentSchedules',
    moves: ({ source }) =>
      sql`(select count(*) from payment_schedules ps join invoices i on i.id = ps.invoice_id join subscriptions s on s.id = i.subscription_id where s.user_id = ${source})`,
    conflicts: zero,
    apply: () => [],
  },
]

const lessonProgress: Part = {
  item: 'lessonProgress',
  references: 'lesson_progress.user_id',
  moves: ({ source, target }) =>
    sql`(select count(*) from lesson_progress a where a.user_id = ${source} and not exists (select 1 from lesson_progress b where b.user_id = ${target} and b.lesson_id = a.lesson_id))`,
  conflicts: ({ source, target }) =>
    sql`(select count(*) from lesson_progress a where a.user_id = ${source} and exists (select 1 from lesson_progress b where b.user_id = ${target} and b.lesson_id = a.lesson_id))`,
  apply: ({ source, target }) => [
    // A lesson both started: the further progress (least() and greatest() skip nulls, so a completion wins).
    sql`update lesson_progress t set position_seconds = greatest(t.position_seconds, s.position_seconds),
           started_at = least(t.started_at, s.started_at), completed_at = least(t.completed_at, s.completed_at),
           updated_at = greatest(t.updated_at, s.updated_at)
          from lesson_progress s where t.user_id = ${target} and s.user_id = ${source} and s.lesson_id = t.lesson_id`,
    sql`delete from lesson_progress a where a.user_id = ${source} and exists (select 1 from lesson_progress b where b.user_id = ${target} and b.lesson_id = a.lesson_id)`,
    sql`update lesson_progress set user_id = ${target} where user_id = ${source}`,
  ],
}

/** A point entry of a task both accounts completed stays with the source's kept completion. */
const onHeldTask = (target: number) =>
  sql`exists (select 1 from task_completions c join task_completions d on d.task_id = c.task_id and d.user_id = ${target} where c.id = a.task_completion_id)`
const targetHasBase = (target: number) => sql`exists (select 1 from point_entries b where b.user_id = ${target} and b.kind = 'base')`

const pointEntries: Part = {
  item: 'pointEntries',
  references: 'point_entries.user_id',
  moves: ({ source, target }) =>
    sql`(select count(*) from point_entries a where a.user_id = ${source} and not (a.kind = 'base' and ${targetHasBase(target)}) and not ${onHeldTask(target)})`,
  conflicts: ({ source, target }) =>
    sql`(select count(*) from point_entries a where a.user_id = ${source} and ((a.kind = 'base' and ${targetHasBase(target)}) or ${onHeldTask(target)}))`,
  // Before the task completions move: onHeldTask compares the source's completion with the target's.
  apply: ({ source, target }) => [
    sql`update point_entries t set points = t.points + s.points from point_entries s
         where t.user_id = ${target} and t.kind = 'base' and s.user_id = ${source} and s.kind = 'base'`,
    sql`delete from point_entries a where a.user_id = ${source} and a.kind = 'base' and ${targetHasBase(target)}`,
    sql`update point_entries a set user_id = ${target} where a.user_id = ${source} and not ${onHeldTask(target)}`,
  ],
}

const moveUpReviews: Part = {
  item: 'other',
  references: 'move_up_reviews.user_id',
  moves: ({ source, target }) =>
    sql`(select count(*) from move_up_reviews a where a.user_id = ${source} and not (a.status = 'pending' and exists (select 1 from move_up_reviews b where b.user_id = ${target} and b.status = 'pending')))`,
  conflicts: ({ source, target }) =>
    sql`(select count(*) from move_up_reviews a where a.user_id = ${source} and a.status = 'pending' and exists (select 1 from move_up_reviews b where b.user_id = ${target} and b.status = 'pending'))`,
  apply: ({ source, target }) => [
    sql`update move_up_reviews a set user_id = ${target} where a.user_id = ${source}
         and not (a.status = 'pending' and exists (select 1 from move_up_reviews b where b.user_id = ${target} and b.status = 'pending'))`,
  ],
}

/** Every row of the source stays with it (counted as left on the archived account). */
function keepAll(item: MergeItemKey, table: string, column = 'user_id'): Part {
  const t = sql.raw(table)
  const c = sql.raw(column)
  return {
    item,
    references: `${table}.${column}`,
    moves: zero,
    conflicts: ({ source }) => sql`(select count(*) from ${t} a where a.${c} = ${source})`,
    apply: () => [],
  }
}

const ACCESS_LEVELS_MOVE = moveUnlessHeld('accessLevels', 'user_access_levels', ['access_level_id'])

/** Every table that references users.id, in the order the moves run (see the header): an admin's merge. */
export const MERGE_PARTS: Part[] = [
  moveAll('subscriptions', 'subscriptions'),
  ...followers,
  lessonProgress,
  pointEntries,
  moveUnlessHeld('taskCompletions', 'task_completions', ['task_id']),
  moveAll('formResponses', 'form_responses'),
  moveUnlessHeld('groups', 'group_members'),
  moveUnlessHeld('groups', 'challenge_group_members', ['challenge_group_id']),
  moveUnlessHeld('groups', 'accountability_group_members'),
  ACCESS_LEVELS_MOVE,
  moveAll('profileWins', 'user_wins'),
  moveUnlessHeld('other', 'user_profiles'),
  moveAll('other', 'leads'),
  moveAll('other', 'checkout_sessions'),
  moveAll('other', 'payment_proofs'),
  moveUnlessHeld('other', 'affiliates'),
  moveUnlessHeld('other', 'success_managers'),
  moveUnlessHeld('other', 'success_manager_members'),
  moveUnlessHeld('other', 'group_leaders'),
  moveUnlessHeld('other', 'stage_leaders'),
  moveUnlessHeld('other', 'stage_reviewers', ['stage_id']),
  moveUpReviews,
  moveUnlessHeld('other', 'accountability_groups', [], 'leader_id'),
  moveAll('other', 'challenge_groups', 'leader_id'),
]

/** Access levels are an admin's to give: anyone else's merge leaves them on the archived source. */
const NON_ADMIN_PARTS: Part[] = MERGE_PARTS.map((part) => (part === ACCESS_LEVELS_MOVE ? keepAll('accessLevels', 'user_access_levels') : part))

const partsFor = (actor: CurrentUser) => (mayGrantAccess(actor) ? MERGE_PARTS : NON_ADMIN_PARTS)

const CONFLICT_RULES: Partial<Record<MergeItemKey, string>> = {
  lessonProgress: 'Lessons both accounts started: the further progress is kept on the kept account',
  pointEntries: "Base points are added to the kept account's base points; points of a task both accounts completed stay with the archived account",
  taskCompletions: 'Tasks both accounts completed: the duplicate stays with the archived account',
  groups: 'The kept account stays in its own groups; the duplicate membership stays with the archived account',
  accessLevels: 'Already held by the kept account',
  other: 'Where the kept account already has its own (a profile, an affiliate account, a role), the duplicate stays with the archived account',
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

/** The counts of every item, in one statement. */
async function countItems(executor: Executor, ids: Ids, parts: Part[]) {
  const columns = parts.flatMap((part, at) => [
    sql`(${part.moves(ids)})::int as ${sql.raw(`m${at}`)}`,
    sql`(${part.conflicts(ids)})::int as ${sql.raw(`c${at}`)}`,
  ])
  const result = await executor.execute<Record<string, number>>(sql`select ${sql.join(columns, sql`, `)}`)
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

