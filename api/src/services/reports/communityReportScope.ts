// Who the community report counts, and their status, shared by the report, its members list and
// the export so the three always agree:
//
//   a member   holds the member access level (memberSql.ts isMemberSql) and is not archived;
//   filters    batch and stage on the users row, group through group_members (one group a member);
//   status     the enrolment status of the member's page (profiles/membership.ts enrolmentStatus):
//              Active with a subscription neither unenrolled nor expired (the members list's
//              "active", hasActiveSubscription), Inactive with only expired ones, else Not Enrolled.
//
// The status has three spellings of the same rule because the uses need different plans: over every
// member (the list's status filter) an uncorrelated IN is one hash of the subscriptions; for the
// rows a page or an export batch shows, a LIMIT 1 probe per row avoids building that hash for 25.
// "Only expired ones" is asked as "an expired one" after Active was ruled out: the same members,
// and the expired subscriptions are the few that subscriptions_expiry_idx finds.
//
// The report's counts and its activity read the same scope from community_members (kept by
// triggers, db/schema/communityReport.ts; the recount test is communityMembers.test.ts): one narrow
// row per member in scope with the batch, stage, group and latest live expiry, so counting 100,000
// members is one 35 ms scan of it and no join, where the joins and hashes cost 400. Its status
// (keptStatus) compares that expiry with today when asked: stored, it would go stale overnight.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { CommunityReportFilter, CommunityStatus } from '../../../../common/validation/reports.communityReport'
import { users } from '../../../../db/schema'
import { manilaToday } from '../../lib/sql'
import { isMemberSql } from '../members/memberSql'

/** The members the filters keep (columns spelled "users"."x": the statement's users row). */
export function communityMembersWhere(filter: Pick<CommunityReportFilter, 'batchId' | 'groupId' | 'stageId'>): SQL {
  return and(
    isNull(users.archivedAt),
    isMemberSql,
    filter.batchId ? eq(users.batchId, filter.batchId) : undefined,
    filter.stageId ? eq(users.stageId, filter.stageId) : undefined,
    filter.groupId ? sql`exists (select 1 from group_members fgm where fgm.user_id = "users"."id" and fgm.group_id = ${filter.groupId})` : undefined,
  )!
}

/** The kept members (community_members `cm`) the filters keep: the same members as communityMembersWhere. */
export function keptMembersWhere(filter: Pick<CommunityReportFilter, 'batchId' | 'groupId' | 'stageId'>): SQL {
  return and(
    sql`true`,
    filter.batchId ? sql`cm.batch_id = ${filter.batchId}` : undefined,
    filter.stageId ? sql`cm.stage_id = ${filter.stageId}` : undefined,
    filter.groupId ? sql`cm.group_id = ${filter.groupId}` : undefined,
  )!
}

/** The status of a kept member (`cm`): its latest live expiry against today (the rule of statusForAll). */
export function keptStatus(now: Date): SQL<CommunityStatus> {
  return sql<CommunityStatus>`case when cm.active_until >= ${manilaToday(now)} then 'Active' when cm.active_until is not null then 'Inactive' else 'Not Enrolled' end`
}

/** The status over every member at once: each IN is one hashed scan of subscriptions. */
export function statusForAll(now: Date): SQL<CommunityStatus> {
  return sql<CommunityStatus>`case
    when "users"."id" in (select sa.user_id from subscriptions sa where sa.unenrolled_at is null and sa.expiry >= ${manilaToday(now)}) then 'Active'
    when "users"."id" in (select se.user_id from subscriptions se where se.unenrolled_at is null and se.expiry < ${manilaToday(now)}) then 'Inactive'
    else 'Not Enrolled' end`
}

/** The status of the rows shown (a page, an export batch): a LIMIT 1 index probe per row. */
export function statusPerRow(now: Date): SQL<CommunityStatus> {
  return sql<CommunityStatus>`case
    when (select true from subscriptions sa where sa.user_id = "users"."id" and sa.unenrolled_at is null and sa.expiry >= ${manilaToday(now)} limit 1) then 'Active'
    when (select true from subscriptions se where se.user_id = "users"."id" and se.unenrolled_at is null limit 1) then 'Inactive'
    else 'Not Enrolled' end`
}

/**
 * Only the members of `status`, in the hashed spelling: no planner walks the members by name to
 * stop at a page, it reads them all, and a probe per member cost 300 ms at 100,000 members where
 * the hashes cost 80 to 170 (a loaded machine).
 */
export function statusWhere(status: CommunityStatus | null | undefined, now: Date): SQL | undefined {
  return status ? sql`${statusForAll(now)} = ${status}` : undefined
}
