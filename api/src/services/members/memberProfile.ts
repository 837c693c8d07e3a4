// member(id) (api/src/graphql/members.sdl.ts): a member's profile for the back office, four
// statements run together (docs/api.md, "Members"): the users row with everything one statement can
// bring, the subscriptions, the course progress and the latest info log entries.
import { sql } from 'drizzle-orm'
import { db } from '../../lib/db'
import { manilaToday } from '../../lib/sql'
import type { QueryResolvers } from '../../types/graphql'
import { isMemberColumn, iso, statusSql } from './memberSql'

type Ref = { id: number; name: string } | null
type StageRef = { id: number; number: number; name: string } | null

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
