// members, member, memberFilterOptions and communityOverview (api/src/graphql/members.sdl.ts);
// updateMember is in updateMember.ts. Who may call each is the SDL's @requireAccess.
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
import { hasActiveSubscription, isMemberColumn, isMemberSql, searchMatches, statusSql } from './memberSql'
import { manilaToday } from '../../lib/sql'

/** What the list may be sorted by; newest (highest id) first otherwise, and to break ties. */
const sortable = {
  name: users.lastName,
  email: users.email,
  tribeId: users.tribeId,
  createdAt: users.createdAt,
}

const listArgs = pageArgsSchema(sortable).merge(memberFiltersSchema)

/** A timestamp as the DateTime scalar's ISO text. */
export function iso(value: Date | string): string
export function iso(value: Date | string | null): string | null
export function iso(value: Date | string | null): string | null {
  return value == null ? null : new Date(value).toISOString()
}

type Ref = { id: number; name: string } | null
type StageRef = { id: number; number: number; name: string } | null

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

type MemberRow = {
  id: number
  email: string
  firstName: string
  middleName: string | null
  lastName: string
  suffix: string | null
  tribeId: string | null
  slug: string
  mobileNumber: string | null
  sex: string | null
  birthdate: string | null
  roles: string[]
  isFastTrackStudent: boolean
  disabledAt: string | null
  archivedAt: string | null
  lastLoginAt: string | null
  createdAt: string
  status: string
  isMember: boolean
  batch: Ref
  group: Ref
  subGroup: Ref
  stage: StageRef
  accessLevels: { id: number; name: string; label: string }[]
  basePoints: number
  totalPoints: number
}

/** The member's own row with everything one statement can bring (batch, group, stage, levels, points). */
async function memberRow(id: number, now: Date): Promise<MemberRow | null> {
  type Raw = Omit<MemberRow, 'createdAt' | 'disabledAt' | 'archivedAt' | 'lastLoginAt'> & Record<'createdAt', Date | string> &
    Record<'disabledAt' | 'archivedAt' | 'lastLoginAt', Date | string | null>
  const rows = await db.execute<Raw>(sql`
    select u.id, u.email, u.first_name as "firstName", u.middle_name as "middleName", u.last_name as "lastName",
           u.suffix, u.tribe_id as "tribeId", u.slug, u.mobile_number as "mobileNumber", u.sex,
           to_char(u.birthdate, 'YYYY-MM-DD') as birthdate, u.roles, u.is_fast_track_student as "isFastTrackStudent",
           u.disabled_at as "disabledAt", u.archived_at as "archivedAt", u.last_login_at as "lastLoginAt", u.created_at as "createdAt",
           (select ${statusSql(now)} from users where users.id = u.id) as status,
           (select ${isMemberColumn} from users where users.id = u.id) as "isMember",
           case when b.id is null then null else json_build_object('id', b.id, 'name', b.name) end as batch,
           case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as "group",
           case when sg.id is null then null else json_build_object('id', sg.id, 'name', sg.name) end as "subGroup",
           case when st.id is null then null else json_build_object('id', st.id, 'number', st.number, 'name', st.name) end as stage,
           coalesce((select json_agg(json_build_object('id', al.id, 'name', al.name, 'label', al.label) order by al.id)
                       from user_access_levels ual join access_levels al on al.id = ual.access_level_id
                      where ual.user_id = u.id), '[]'::json) as "accessLevels",
           coalesce((select pe.points from point_entries pe where pe.user_id = u.id and pe.kind = 'base'), 0)::int as "basePoints",
           coalesce((select sum(pe.points) from point_entries pe where pe.user_id = u.id), 0)::int as "totalPoints"
      from users u
      left join batches b on b.id = u.batch_id
      left join stages st on st.id = u.stage_id
      left join group_members gm on gm.user_id = u.id
      left join groups g on g.id = gm.group_id
      left join sub_groups sg on sg.id = gm.sub_group_id
     where u.id = ${id}`)
  const row = rows.rows[0]
  if (!row) return null
  return {
    ...row,
    createdAt: iso(row.createdAt),
    disabledAt: iso(row.disabledAt),
    archivedAt: iso(row.archivedAt),
    lastLoginAt: iso(row.lastLoginAt),
  }
}

/** The member's subscriptions, newest first, with their derived status. */
async function memberSubscriptions(id: number, now: Date) {
  const rows = await db.execute<{
    id: number
    funnelName: string
    productName: string
    startsAt: string
    expiry: string
    unenrolledAt: string | null
    status: string
  }>(sql`
    select s.id, f.name as "funnelName", p.name as "productName", s.starts_at as "startsAt", s.expiry,
           s.unenrolled_at as "unenrolledAt",
           case when s.unenrolled_at is not null then 'unenrolled' when s.expiry >= ${manilaToday(now)} then 'active' else 'expired' end as status
      from subscriptions s
      join funnels f on f.id = s.funnel_id
      join products p on p.id = f.product_id
     where s.user_id = ${id}
     order by s.starts_at desc, s.id desc`)
  return rows.rows.map((row) => ({
    ...row,
    startsAt: iso(row.startsAt),
    expiry: iso(row.expiry),
    unenrolledAt: iso(row.unenrolledAt),
  }))
}

/** Lessons completed per course the member has progress in, with the course's lesson count. */
async function memberCourseProgress(id: number) {
  const rows = await db.execute<{ courseId: number; courseName: string; completedLessons: number; totalLessons: number }>(sql`
    select c.id as "courseId", c.name as "courseName",
           count(lp.completed_at)::int as "completedLessons",
           (select count(*) from lessons l2 join units u2 on u2.id = l2.unit_id where u2.course_id = c.id and l2.archived_at is null)::int as "totalLessons"
      from lesson_progress lp
      join lessons l on l.id = lp.lesson_id
      join units un on un.id = l.unit_id
      join courses c on c.id = un.course_id
     where lp.user_id = ${id}
     group by c.id, c.name
     order by c.name, c.id`)
  return rows.rows
}

/** The 20 latest info log entries the member made or that name their record. */
async function memberLogs(id: number) {
  const rows = await db.execute<{ id: string; action: string; createdAt: string; actorName: string | null; details: unknown }>(sql`
    select l.id::text as id, l.action, l.created_at as "createdAt",
           nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') as "actorName", l.details
      from (
        (select * from info_logs where user_id = ${id} order by created_at desc, id desc limit 20)
        union
        (select * from info_logs where entity_type = 'user' and entity_id = ${String(id)} order by created_at desc, id desc limit 20)
      ) l
      left join users a on a.id = l.user_id
     order by l.created_at desc, l.id desc
     limit 20`)
  return rows.rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), details: JSON.stringify(row.details ?? {}) }))
}

/** The member's profile for the back office: four statements, run together. */
export async function findMember(id: number) {
  const now = new Date()
  const [row, subscriptions, courseProgress, recentLogs] = await Promise.all([
    memberRow(id, now),
    memberSubscriptions(id, now),
    memberCourseProgress(id),
    memberLogs(id),
  ])
  if (!row) return null
  const { roles, ...rest } = row
  return { ...rest, isAdmin: roles.includes('admin'), subscriptions, courseProgress, recentLogs }
}

export const member = (async ({ id }) => findMember(id)) satisfies QueryResolvers['member']

export const memberFilterOptions = (async () => {
  const [batchRows, groupRows, stageRows, levelRows] = await Promise.all([
    db.select({ id: batches.id, name: batches.name }).from(batches).orderBy(desc(batches.launchFrom), desc(batches.id)),
    db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.name), asc(groups.id)),
    db.select({ id: stages.id, number: stages.number, name: stages.name }).from(stages).orderBy(asc(stages.number)),
    db.select({ id: accessLevels.id, name: accessLevels.name, label: accessLevels.label }).from(accessLevels).orderBy(asc(accessLevels.id)),
  ])
  return { batches: batchRows, groups: groupRows, stages: stageRows, accessLevels: levelRows }
}) satisfies QueryResolvers['memberFilterOptions']

export const communityOverview = (async () => {
  const now = new Date()
  // "This week": the last 7 Manila days, today included.
  const weekStart = addDays(startOfManilaDay(now), -6)
  const [totals, byBatch, byStage] = await Promise.all([
    // The active members as one hash join on the distinct holders of a live subscription, not a
    // subquery per user (EXPLAIN at --scale 100000: 700 ms -> under 100 ms).
    db
      .execute<{ total: number; archived: number; active: number; newThisWeek: number }>(sql`
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
