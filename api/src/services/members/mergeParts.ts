// The table-by-table plan of a merge (mergeUsers.ts has the decisions in short; docs/api.md
// "Merging users" in full): for every table that references users.id, how to count what moves and
// what conflicts, and the statements that move it. A fixed number of statements whatever the data.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import type { MergeItemKey } from '../../../../common/validation/members.mergeUsers'
import { mayGrantAccess } from '../../lib/auth/staffTrust'

export type Ids = { source: number; target: number }

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
  'bug_reports.replied_by_id': 'who replied to a bug report: a record of who acted',
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
  'landing_pages.draft_updated_by_id': WHO_DID_IT,
  'landing_page_versions.published_by_id': WHO_DID_IT,
  'checkout_sessions.refund_settled_by_id': 'who settled a refund due: staff who paid the money back',
  'retention_contacts.contacted_by_id': WHO_DID_IT,
  // Derived from subscriptions by triggers (migration 0029): moving the subscriptions recomputes
  // both accounts' rows, so the merge never writes them itself.
  'membership_spans.user_id': 'derived from the subscriptions: the triggers recompute both accounts when the merge moves them',
  'subscription_renewals.user_id': 'derived from the subscriptions: the triggers recompute both accounts when the merge moves them',
  // Derived by triggers (migration 0034) from users, access levels, groups, subscriptions, funnels
  // and the activity tables: the merge's moves and the archiving of the duplicate recompute both
  // accounts' rows.
  'community_members.user_id': 'derived from users, levels, groups and subscriptions: the triggers recompute both accounts when the merge moves them',
  'retention_pairs.user_id': 'derived from the subscriptions: the triggers recompute both accounts when the merge moves them',
  'member_activity_days.user_id': 'derived from lessons, tasks, points and move-ups: the triggers move the figures of both accounts when the merge moves them',
  'member_activity_months.user_id': 'derived from lessons, tasks, points and move-ups: the triggers move the figures of both accounts when the merge moves them',
  'member_activity_totals.user_id': 'derived from lessons, tasks, points and move-ups: the triggers move the figures of both accounts when the merge moves them',
}

/** One table's share of a merge: how to count what moves and what conflicts, and the statements. */
export type Part = {
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
  // A user is tied to one affiliate (leads_user_id_key): the kept account keeps its own tie, the
  // duplicate's stays with the archived account.
  moveUnlessHeld('other', 'leads'),
  moveAll('other', 'checkout_sessions'),
  moveAll('other', 'payment_proofs'),
  // The renewal follow-ups are about the person, so the kept account carries them.
  moveAll('other', 'retention_contacts'),
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
export const NON_ADMIN_PARTS: Part[] = MERGE_PARTS.map((part) => (part === ACCESS_LEVELS_MOVE ? keepAll('accessLevels', 'user_access_levels') : part))

export const partsFor = (actor: CurrentUser) => (mayGrantAccess(actor) ? MERGE_PARTS : NON_ADMIN_PARTS)

export const CONFLICT_RULES: Partial<Record<MergeItemKey, string>> = {
  lessonProgress: 'Lessons both accounts started: the further progress is kept on the kept account',
  pointEntries: "Base points are added to the kept account's base points; points of a task both accounts completed stay with the archived account",
  taskCompletions: 'Tasks both accounts completed: the duplicate stays with the archived account',
  groups: 'The kept account stays in its own groups; the duplicate membership stays with the archived account',
  accessLevels: 'Already held by the kept account',
  other: 'Where the kept account already has its own (a profile, an affiliate account, a tie to an affiliate, a role), the duplicate stays with the archived account',
}
