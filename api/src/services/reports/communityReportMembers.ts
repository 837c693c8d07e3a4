// The members behind the community report's counts (communityReportMembers, and the export in
// communityReportExport.ts): the same scope and status (communityReportScope.ts), by name, each with
// what they did in the range (communityReportActivity.ts's definitions, per member).
// Statements: 2 (the page and its count, run together).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import { activityRange, type DayRange } from '../../../../common/reportPeriods'
import { communityReportMembersFilterSchema, type CommunityReportMembersFilter } from '../../../../common/validation/reports.communityReport'
import { batches, groupMembers, groups, stages, users } from '../../../../db/schema'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { paginate, pageArgsSchema } from '../../lib/paginate'
import { manilaDate } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { inRange } from './communityReportActivity'
import { communityMembersWhere, statusPerRow, statusWhere } from './communityReportScope'

/** Parses the list's (and the export's) filters: the report's and a status. */
export const parseCommunityMembersFilter = (args: unknown) =>
  parseInput(communityReportMembersFilterSchema, args, 'Invalid community report request')

/** The members the list shows (one statement's WHERE). */
export const communityMembersListWhere = (filter: CommunityReportMembersFilter, now: Date): SQL =>
  and(communityMembersWhere(filter), statusWhere(filter.status, now))!

/** One member's figures in the range, each a probe of its table's index on the member. */
function memberActivity(range: DayRange | null) {
  return {
    lessonsCompleted: sql<number>`(select count(*)::int from lesson_progress lp where lp.user_id = "users"."id" and lp.completed_at is not null and ${inRange(sql`lp.completed_at`, range)})`,
    tasksFinished: sql<number>`(select count(*)::int from task_completions tc where tc.user_id = "users"."id" and ${inRange(sql`tc.completed_at`, range)})`,
    pointsEarned: sql<number>`(select coalesce(sum(pe.points), 0)::int from point_entries pe where pe.user_id = "users"."id" and pe.kind <> 'base' and ${inRange(sql`pe.created_at`, range)})`,
  }
}

/** The members' rows (a page or an export batch), by last name, first name and id. */
export function selectCommunityMembers(where: SQL, range: DayRange | null, now: Date) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      batchId: batches.id,
      batchName: batches.name,
      stageId: stages.id,
      stageNumber: stages.number,
      stageName: stages.name,
      groupId: groups.id,
      groupName: groups.name,
      status: statusPerRow(now),
      ...memberActivity(range),
    })
    .from(users)
    .leftJoin(batches, eq(batches.id, users.batchId))
    .leftJoin(stages, eq(stages.id, users.stageId))
    .leftJoin(groupMembers, eq(groupMembers.userId, users.id))
    .leftJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(where)
}
export type CommunityMemberRow = Awaited<ReturnType<typeof selectCommunityMembers>>[number]

/** A row as the API answers it. */
export function toCommunityMember(row: CommunityMemberRow) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    batch: row.batchId != null ? { id: row.batchId, name: row.batchName! } : null,
    stage: row.stageId != null ? { id: row.stageId, number: row.stageNumber!, name: row.stageName! } : null,
    group: row.groupId != null ? { id: row.groupId, name: row.groupName! } : null,
    status: row.status,
    lessonsCompleted: Number(row.lessonsCompleted),
    tasksFinished: Number(row.tasksFinished),
    pointsEarned: Number(row.pointsEarned),
  }
}

export const MEMBER_ORDER = [asc(users.lastName), asc(users.firstName), asc(users.id)]

const listArgs = pageArgsSchema({}).merge(communityReportMembersFilterSchema)

export const communityReportMembers = (async (args) => {
  requireAccess(currentUser(), { page: 'communityReport' })
  const { page, pageSize, ...filter } = parseInput(listArgs, args, 'Invalid community report request')
  const now = new Date()
  const range = activityRange(filter.range, manilaDate(now))
  const where = communityMembersListWhere(filter, now)
  return paginate(
    { page, pageSize },
    {
      sortable: {},
      defaultSort: MEMBER_ORDER,
      rows: async ({ limit, offset, orderBy }) => (await selectCommunityMembers(where, range, now).orderBy(...orderBy).limit(limit).offset(offset)).map(toCommunityMember),
      count: async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
    },
  )
}) satisfies QueryResolvers['communityReportMembers']
