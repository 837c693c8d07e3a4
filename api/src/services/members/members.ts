// members, member, memberFilterOptions and communityOverview (api/src/graphql/members.sdl.ts);
// member (the profile) is in memberProfile.ts, re-exported here; updateMember is in updateMember.ts. Who may call each is the SDL's @requireAccess.
// Statement counts (docs/api.md, "Members"): members 2 (the page and its count, run together,
// whatever the page and filters), member 4, memberFilterOptions 4, communityOverview 3.
import { and, asc, count, desc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm'
import { memberFiltersSchema } from '../../../../common/validation/members'
import { accessLevels, batches, groupMembers, groups, stages, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { addDays, startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { hasActiveSubscription, isMemberColumn, isMemberSql, iso, searchMatches, statusSql } from './memberSql'
import { manilaToday } from '../../lib/sql'

export { findMember, member } from './memberProfile'

/** What the list may be sorted by; newest (highest id) first otherwise, and to break ties. */
const sortable = {
  name: users.lastName,
  email: users.email,
  tribeId: users.tribeId,
  createdAt: users.createdAt,
}

const listArgs = pageArgsSchema(sortable).merge(memberFiltersSchema)

/** The WHERE of the list: every filter on the users row itself or an EXISTS on one index. */
export function memberConditions(filters: ReturnType<typeof memberFiltersSchema.parse>, now: Date): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.search) conditions.push(searchMatches(filters.search))
  if (filters.status === 'archived') conditions.push(isNotNull(users.archivedAt))
  if (filters.status === 'active') conditions.push(and(isNull(users.archivedAt), hasActiveSubscription(now))!)
  if (filters.status === 'inactive') conditions.push(and(isNull(users.archivedAt), not(hasActiveSubscription(now)))!)
  if (filters.batchId) conditions.push(eq(users.batchId, filters.batchId))
  if (filters.stageId) conditions.push(eq(users.stageId, filters.stageId))
  if (filters.groupId) {
    conditions.push(sql`exists (select 1 from group_members fgm where fgm.user_id = "users"."id" and fgm.group_id = ${filters.groupId})`)
  }
  if (filters.accessLevelId) {
    conditions.push(
      sql`exists (select 1 from user_access_levels fual where fual.user_id = "users"."id" and fual.access_level_id = ${filters.accessLevelId})`,
    )
  }
  if (filters.memberType === 'member') conditions.push(isMemberSql)
  if (filters.memberType === 'non-member') conditions.push(not(isMemberSql))
  return conditions.length ? and(...conditions) : undefined
}

export const members = (async (args) => {
  const { page, pageSize, sortBy, sortOrder, ...filters } = parseInput(listArgs, args, 'Invalid members list request')
  const now = new Date()
  const where = memberConditions(filters, now)
  return paginate(
    { page, pageSize, sortBy, sortOrder },
    {
      sortable,
      defaultSort: [desc(users.id)],
      rows: async ({ limit, offset, orderBy }) => {
        const rows = await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            tribeId: users.tribeId,
            disabledAt: users.disabledAt,
            createdAt: users.createdAt,
            batchId: batches.id,
            batchName: batches.name,
            groupId: groups.id,
            groupName: groups.name,
            stageId: stages.id,
            stageNumber: stages.number,
            stageName: stages.name,
            status: statusSql(now),
            isMember: isMemberColumn,
          })
          .from(users)
          .leftJoin(batches, eq(batches.id, users.batchId))
          .leftJoin(stages, eq(stages.id, users.stageId))
          .leftJoin(groupMembers, eq(groupMembers.userId, users.id))
          .leftJoin(groups, eq(groups.id, groupMembers.groupId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
        return rows.map((row) => ({
          id: row.id,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          tribeId: row.tribeId,
          disabledAt: iso(row.disabledAt),
          createdAt: iso(row.createdAt),
          status: row.status,
          isMember: row.isMember,
          batch: row.batchId != null ? { id: row.batchId, name: row.batchName! } : null,
          group: row.groupId != null ? { id: row.groupId, name: row.groupName! } : null,
          stage: row.stageId != null ? { id: row.stageId, number: row.stageNumber!, name: row.stageName! } : null,
        }))
      },
      count: async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
    },
  )
}) satisfies QueryResolvers['members']

export const memberFilterOptions = (async () => {
  const [batchRows, groupRows, stageRows, levelRows] = await Promise.all([
    db.select({ id: batches.id, name: batches.name }).from(batches).orderBy(desc(batches.launchFrom), desc(batches.id)),
    db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.name), asc(groups.id)),
    db.select({ id: stages.id, number: stages.number, name: stages.name }).from(stages).orderBy(asc(stages.number)),
    db.select({ id: accessLevels.id, name: accessLevels.name, label: accessLevels.label }).from(accessLevels).orderBy(asc(accessLevels.id)),
  ])
  return { batches: batchRows, groups: groupRows, stages: stageRows, accessLevels: levelRows }
}) satisfies QueryResolvers['memberFilterOptions']

/** The row of communityOverview's totals statement (its aliases). */
type CommunityTotalsRow = { total: number; archived: number; active: number; newThisWeek: number }

export const communityOverview = (async () => {
  const now = new Date()
  // "This week": the last 7 Manila days, today included.
  const weekStart = addDays(startOfManilaDay(now), -6)
  const [totals, byBatch, byStage] = await Promise.all([
    // The active members as one hash join on the distinct holders of a live subscription, not a
    // subquery per user (EXPLAIN at --scale 100000: 700 ms -> under 100 ms).
    db
      .execute<CommunityTotalsRow>(sql`
        select count(*)::int as total,
               count(*) filter (where u.archived_at is not null)::int as archived,
               count(*) filter (where u.archived_at is null and live.user_id is not null)::int as active,
               count(*) filter (where u.created_at >= ${weekStart.toISOString()}::timestamptz)::int as "newThisWeek"
          from users u
          left join (select distinct s.user_id from subscriptions s where s.unenrolled_at is null and s.expiry >= ${manilaToday(now)}) live
            on live.user_id = u.id`)
      .then((result) => result.rows[0]),
    db
      .select({ filterId: batches.id, name: sql<string>`coalesce(${batches.name}, 'No batch')`, count: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(batches, eq(batches.id, users.batchId))
      .where(isNull(users.archivedAt))
      .groupBy(batches.id, batches.name)
      .orderBy(sql`${batches.launchFrom} desc nulls last`, desc(batches.id)),
    db
      .select({ filterId: stages.id, name: sql<string>`coalesce(${stages.name}, 'No stage')`, count: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(stages, eq(stages.id, users.stageId))
      .where(isNull(users.archivedAt))
      .groupBy(stages.id, stages.name, stages.number)
      .orderBy(sql`${stages.number} asc nulls last`),
  ])
  return {
    total: totals.total,
    archived: totals.archived,
    active: totals.active,
    inactive: totals.total - totals.archived - totals.active,
    newThisWeek: totals.newThisWeek,
    byBatch,
    byStage,
  }
}) satisfies QueryResolvers['communityOverview']
