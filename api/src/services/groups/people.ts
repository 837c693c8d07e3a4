// A group member or buddy as a row (GroupPerson): name, stage, Tribe Points and last activity,
// computed in SQL for the rows of ONE page only, each by an index on the user's id:
//   points         sum(point_entries.points) (the ledger; point_entries_user_id_created_at_idx)
//   last activity  the latest of users.last_login_at, lesson_progress.updated_at (its primary key
//                  starts with user_id) and task_completions.completed_at (unique on user_id,
//                  task_id). Sessions are not used: expired ones are deleted, so they forget.
// Archived users are no longer part of any group list.
import { sql, type SQL } from 'drizzle-orm'
import { profileImageUrl } from '../../../../common/files.downloads'
import { DEFAULT_PAGE_SIZE } from '../../../../common/pagination'
import { pageArgsSchema, pageMessages } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'

export type PersonJson = {
  id: number
  first_name: string
  last_name: string
  slug: string
  profile_image: string | null
  stage: { id: number; number: number; name: string } | null
  points: number
  last_activity_at: string | null
  sub_group: { id: number; name: string } | null
}

/** The JSON object of user `u` (joined stages `st`; `subGroup` an SQL json or null). */
export function personJson(subGroup: SQL = sql`null::json`): SQL {
  return sql`json_build_object(
    'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'slug', u.slug,
    'profile_image', u.profile_image,
    'stage', case when st.id is null then null else json_build_object('id', st.id, 'number', st.number, 'name', st.name) end,
    'points', (select coalesce(sum(pe.points), 0)::int from point_entries pe where pe.user_id = u.id),
    'last_activity_at', greatest(
      u.last_login_at,
      (select max(lp.updated_at) from lesson_progress lp where lp.user_id = u.id),
      (select max(tc.completed_at) from task_completions tc where tc.user_id = u.id)),
    'sub_group', ${subGroup})`
}

/**
 * How many rows of `rows` (a membership table with its alias, e.g. `group_members gm`, whose
 * `userColumn` names the member) matching `where` (not naming `u`) belong to users who are not archived. Counted as all rows minus the archived ones: the
 * first is an index-only count on the group's index, the second starts from the few archived
 * users (users_archived_at_idx). Joining every member to users instead reads the whole users table
 * for a large group (50 ms at 33,000 members of 100,000 users; docs/benchmarks.md).
 */
export function liveCount(rows: SQL, userColumn: SQL, where: SQL): SQL {
  return sql`((select count(*) from ${rows} where ${where})
    - (select count(*) from ${rows} join users u on u.id = ${userColumn} where ${where} and u.archived_at is not null))::int`
}

/** Name order, stable: the tie-breaker is the id. */
export const PERSON_ORDER = sql`u.last_name, u.first_name, u.id`

/**
 * The membership rows (`alias`.*, with user_id) of one page of `rows` matching `where`, by name,
 * archived users left out. Only these rows then get personJson(): computed around the cut, the
 * points and activity subqueries would run for every row skipped by the offset as well.
 */
export function pageIds(rows: SQL, alias: SQL, where: SQL, page: Page): SQL {
  return sql`select ${alias}.* from ${rows} join users u on u.id = ${alias}.user_id
    where ${where} and u.archived_at is null
    order by ${PERSON_ORDER} limit ${page.limit} offset ${page.offset}`
}

export function toGroupPerson(row: PersonJson) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    slug: row.slug,
    // The browser's address of the picture (an upload is served by /api/files/profile-images).
    profileImage: profileImageUrl(row.id, row.profile_image),
    stage: row.stage,
    points: row.points,
    lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
    subGroup: row.sub_group,
  }
}

const pageArgs = pageArgsSchema({})

/** The page arguments checked (BAD_USER_INPUT on a bad page or pageSize): limit and offset. */
export function pageOf(args: { page?: number | null; pageSize?: number | null }) {
  const { page, pageSize } = parseInput(pageArgs, { page: args.page, pageSize: args.pageSize }, pageMessages.list)
  const current = page ?? 1
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  return { page: current, pageSize: size, limit: size, offset: (current - 1) * size }
}

export type Page = ReturnType<typeof pageOf>

export const emptyList = (page: Page) => ({ items: [], totalCount: 0, page: page.page, pageSize: page.pageSize })
