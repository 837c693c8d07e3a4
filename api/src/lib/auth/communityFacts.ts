// A user's facts beyond their own row, in ONE query of scalar subqueries, each served by an index
// on the user's id (no per-row lookups): the access levels they hold, and the community side of
// currentUser (batch, stage, groups, reviews, accountability, membership, journey form).
// Every table read here moves a facts stamp when written (db/migrations/0003_*), which is what
// lets userFactsCache.ts keep the answer between requests.
import { sql } from 'drizzle-orm'
import { JOURNEY_FORM_SLUG } from '../../../../db/schema'
import { db } from '../db'
import { startOfManilaDay } from '../time'
import type { CurrentUser } from '../../../../common/currentUser'

export type CommunityFacts = Pick<
  CurrentUser,
  | 'batch'
  | 'stage'
  | 'group'
  | 'managedGroup'
  | 'managedSubGroup'
  | 'managedStage'
  | 'stagesAsReviewer'
  | 'accountabilityAsLeaderId'
  | 'accountabilityGroupId'
  | 'membershipStatus'
  | 'isBatch17'
  | 'isJourneyFormCompleted'
>

/**
 * membershipStatus over the user's subscriptions that were not unenrolled: more than one
 * unexpired -> 'Multiple Subscriptions Found'; one -> 'Active'; only expired ones -> 'Expired';
 * none -> null.
 */
export function membershipStatus(active: number, total: number): CurrentUser['membershipStatus'] {
  if (active > 1) return 'Multiple Subscriptions Found'
  if (active === 1) return 'Active'
  return total > 0 ? 'Expired' : null
}

export type UserFacts = {
  /** Ids of the access levels the user holds, ascending. */
  accessLevelIds: number[]
  community: CommunityFacts
}

type Row = {
  access_level_ids: number[]
  batch: { id: number; name: string; number: number | null } | null
  stage: { id: number; number: number; name: string } | null
  group: { id: number; name: string } | null
  managed_group: { id: number; name: string } | null
  managed_sub_group: { id: number; groupId: number } | null
  managed_stage: { id: number; number: number; name: string } | null
  stages_as_reviewer: { id: number; number: number; name: string }[]
  accountability_as_leader_id: number | null
  accountability_group_id: number | null
  active_subscriptions: number
  subscriptions: number
  journey_form_completed: boolean
}

/** The facts of `userId` as of `now` (membership depends on the Manila day). */
export async function loadUserFacts(userId: number, now = new Date()): Promise<UserFacts> {
  // Expired = expiry before 00:00 today in Manila.
  const today = startOfManilaDay(now).toISOString()
  const result = await db.execute<Row>(sql`
    select
      (select coalesce(json_agg(ual.access_level_id order by ual.access_level_id), '[]'::json)
         from user_access_levels ual where ual.user_id = u.id) as access_level_ids,
      (select json_build_object('id', b.id, 'name', b.name, 'number', b.number)
         from batches b where b.id = u.batch_id) as batch,
      (select json_build_object('id', s.id, 'number', s.number, 'name', s.name)
         from stages s where s.id = u.stage_id) as stage,
      (select json_build_object('id', g.id, 'name', g.name)
         from group_members gm join groups g on g.id = gm.group_id where gm.user_id = u.id) as group,
      (select json_build_object('id', g.id, 'name', g.name)
         from group_leaders gl join groups g on g.id = gl.group_id
         where gl.user_id = u.id and gl.sub_group_id is null) as managed_group,
      (select json_build_object('id', gl.sub_group_id, 'groupId', gl.group_id)
         from group_leaders gl where gl.user_id = u.id and gl.sub_group_id is not null) as managed_sub_group,
      (select json_build_object('id', s.id, 'number', s.number, 'name', s.name)
         from stage_leaders sl join stages s on s.id = sl.stage_id where sl.user_id = u.id
         order by s.number limit 1) as managed_stage,
      (select coalesce(json_agg(json_build_object('id', s.id, 'number', s.number, 'name', s.name) order by s.number), '[]'::json)
         from stage_reviewers sr join stages s on s.id = sr.stage_id where sr.user_id = u.id) as stages_as_reviewer,
      (select ag.id from accountability_groups ag where ag.leader_id = u.id) as accountability_as_leader_id,
      (select agm.accountability_group_id from accountability_group_members agm where agm.user_id = u.id)
         as accountability_group_id,
      (select count(*)::int from subscriptions su
         where su.user_id = u.id and su.unenrolled_at is null and su.expiry >= ${today}::timestamptz) as active_subscriptions,
      (select count(*)::int from subscriptions su where su.user_id = u.id and su.unenrolled_at is null) as subscriptions,
      exists (select 1 from form_responses fr join forms f on f.id = fr.form_id
               where fr.user_id = u.id and f.slug = ${JOURNEY_FORM_SLUG}) as journey_form_completed
    from users u where u.id = ${userId}
  `)
  const row = result.rows[0]
  if (!row) throw new Error(`user ${userId} vanished while loading the current user`)
  const community: CommunityFacts = {
    batch: row.batch ? { id: row.batch.id, name: row.batch.name } : null,
    stage: row.stage,
    group: row.group,
    managedGroup: row.managed_group,
    managedSubGroup: row.managed_sub_group,
    managedStage: row.managed_stage,
    stagesAsReviewer: row.stages_as_reviewer ?? [],
    accountabilityAsLeaderId: row.accountability_as_leader_id,
    accountabilityGroupId: row.accountability_group_id,
    membershipStatus: membershipStatus(row.active_subscriptions, row.subscriptions),
    // Batch 17 by its number (batches.number), which survives a rename of the batch.
    isBatch17: row.batch?.number === 17,
    isJourneyFormCompleted: row.journey_form_completed,
  }
  return { accessLevelIds: row.access_level_ids, community }
}
