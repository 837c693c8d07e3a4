// viewGroup / viewGroupMembers (/view-group, /groups/members) and viewSubGroup /
// viewSubGroupMembers (/sub-group/{id}, /subgroups/members). Row rules: access.ts.
// SQL: 1 statement each, whatever the size of the group:
//   - a group: its row, its member count, its leaders and its sub-groups with their counts;
//   - a member page: the count and the page's rows (people.ts computes stage, points and last
//     activity for those rows only), the readability rule inside the same statement.
import { sql } from 'drizzle-orm'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { groupReadable, subGroupReadable } from './access'
import { emptyList, liveCount, pageIds, pageOf, PERSON_ORDER, personJson, toGroupPerson, type Page, type PersonJson } from './people'
import { isRowId } from '../../lib/validation'

type Leader = { id: number; firstName: string; lastName: string; slug: string }

/** The leaders of group `groupSql` (sub-group `subGroupSql`, or the whole group when null). */
const leadersOf = (groupSql: ReturnType<typeof sql>, subGroupSql: ReturnType<typeof sql> | null) => sql`
  coalesce((select json_agg(json_build_object('id', lu.id, 'firstName', lu.first_name, 'lastName', lu.last_name, 'slug', lu.slug)
      order by lu.last_name, lu.first_name, lu.id)
    from group_leaders gl join users lu on lu.id = gl.user_id
    where gl.group_id = ${groupSql} and ${subGroupSql ? sql`gl.sub_group_id = ${subGroupSql}` : sql`gl.sub_group_id is null`}
      and lu.archived_at is null), '[]'::json)`

/** Members (not archived) of the group_members rows matching `where` (alias gm). */
const memberCount = (where: ReturnType<typeof sql>) => liveCount(sql`group_members gm`, sql`gm.user_id`, where)

export const viewGroup = (async ({ id }) => {
  const user = requireAuth(currentUser())
  const groupId = id ?? user.managedGroup?.id ?? null
  if (groupId === null || !isRowId(groupId)) return null
  const result = await db.execute<{
    id: number
    name: string
    description: string | null
    member_count: number
    leaders: Leader[]
    sub_groups: { id: number; name: string; description: string | null; memberCount: number }[]
  }>(sql`
    select g.id, g.name, g.description,
      ${memberCount(sql`gm.group_id = g.id`)} as member_count,
      ${leadersOf(sql`g.id`, null)} as leaders,
      coalesce((select json_agg(json_build_object('id', sg.id, 'name', sg.name, 'description', sg.description,
          'memberCount', ${memberCount(sql`gm.sub_group_id = sg.id`)}) order by sg.name, sg.id)
        from sub_groups sg where sg.group_id = g.id), '[]'::json) as sub_groups
    from groups g
    where g.id = ${groupId} and ${groupReadable(user, sql`g.id`)}`)
  const row = result.rows[0]
  if (!row) return null
  return { id: row.id, name: row.name, description: row.description, memberCount: row.member_count, leaders: row.leaders, subGroups: row.sub_groups }
}) satisfies QueryResolvers['viewGroup']

/** One page of the members matching `where` (alias gm), with their sub-group, in one statement. */
async function memberPage(where: ReturnType<typeof sql>, page: Page) {
  const result = await db.execute<{ total: number; items: PersonJson[] }>(sql`
    select ${memberCount(where)} as total,
      coalesce((select json_agg(${personJson(sql`case when sg.id is null then null else json_build_object('id', sg.id, 'name', sg.name) end`)} order by ${PERSON_ORDER})
        from (${pageIds(sql`group_members gm`, sql`gm`, where, page)}) pg
          join users u on u.id = pg.user_id
          left join stages st on st.id = u.stage_id
          left join sub_groups sg on sg.id = pg.sub_group_id), '[]'::json) as items`)
  const { total, items } = result.rows[0]
  return { items: items.map(toGroupPerson), totalCount: total, page: page.page, pageSize: page.pageSize }
}

export const viewGroupMembers = (async (args) => {
  const user = requireAuth(currentUser())
  const page = pageOf(args)
  const groupId = args.groupId ?? user.managedGroup?.id ?? null
  if (groupId === null || !isRowId(groupId)) return emptyList(page)
  return memberPage(sql`gm.group_id = ${groupId} and ${groupReadable(user, sql`gm.group_id`)}`, page)
}) satisfies QueryResolvers['viewGroupMembers']

export const viewSubGroup = (async ({ id }) => {
  const user = requireAuth(currentUser())
  if (!isRowId(id)) return null
  const result = await db.execute<{
    id: number
    name: string
    description: string | null
    group_id: number
    group_name: string
    member_count: number
    leaders: Leader[]
  }>(sql`
    select sg.id, sg.name, sg.description, g.id as group_id, g.name as group_name,
      ${memberCount(sql`gm.sub_group_id = sg.id`)} as member_count,
      ${leadersOf(sql`g.id`, sql`sg.id`)} as leaders
    from sub_groups sg join groups g on g.id = sg.group_id
    where sg.id = ${id} and ${subGroupReadable(user, sql`sg.id`, sql`sg.group_id`)}`)
  const row = result.rows[0]
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    groupName: row.group_name,
    memberCount: row.member_count,
    leaders: row.leaders,
  }
}) satisfies QueryResolvers['viewSubGroup']

export const viewSubGroupMembers = (async (args) => {
  const user = requireAuth(currentUser())
  const page = pageOf(args)
  const subGroupId = args.subGroupId ?? user.managedSubGroup?.id ?? null
  if (subGroupId === null || !isRowId(subGroupId)) return emptyList(page)
  // The rule needs the sub-group's group: gm.group_id is it (a foreign key pins the pair).
  return memberPage(sql`gm.sub_group_id = ${subGroupId} and ${subGroupReadable(user, sql`gm.sub_group_id`, sql`gm.group_id`)}`, page)
}) satisfies QueryResolvers['viewSubGroupMembers']
