// accountabilityBuddies (/accountability-buddies) and challengeBuddies (/challenge-buddies): the
// user's own group, its leader and one page of its members. Row rules: access.ts (own group only,
// setting enable-challenge-buddies on). SQL: 1 statement each, whatever the group's size: the
// setting, the group, its leader, the member count and the page's rows together.
import { sql, type SQL } from 'drizzle-orm'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { buddiesEnabled, ownAccountabilityGroupId } from './access'
import { liveCount, pageIds, pageOf, PERSON_ORDER, personJson, toGroupPerson, type Page, type PersonJson } from './people'

type BuddyGroupRow = {
  id: number
  name: string
  starts_on: string | null
  ends_on: string | null
  leader: PersonJson | null
  total: number
  items: PersonJson[]
}

/**
 * The group row `groupRow` (a SELECT of id, name, starts_on, ends_on, leader_id as `grp`), its
 * leader and one page of the members in `membersTable` (member rows `m` with user_id and
 * `groupColumn`).
 */
function buddyGroupSql(groupRow: SQL, membersTable: SQL, groupColumn: SQL, page: Page): SQL {
  return sql`
    select grp.id, grp.name, grp.starts_on, grp.ends_on,
      (select ${personJson()} from users u left join stages st on st.id = u.stage_id
        where u.id = grp.leader_id and u.archived_at is null) as leader,
      ${liveCount(sql`${membersTable} m`, sql`m.user_id`, sql`${groupColumn} = grp.id`)} as total,
      coalesce((select json_agg(${personJson()} order by ${PERSON_ORDER})
        from (${pageIds(sql`${membersTable} m`, sql`m`, sql`${groupColumn} = grp.id`, page)}) pg
          join users u on u.id = pg.user_id
          left join stages st on st.id = u.stage_id), '[]'::json) as items
    from (${groupRow}) grp
    where ${buddiesEnabled()}`
}

function toBuddyGroup(row: BuddyGroupRow | undefined, page: Page) {
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    leader: row.leader ? toGroupPerson(row.leader) : null,
    buddies: { items: row.items.map(toGroupPerson), totalCount: row.total, page: page.page, pageSize: page.pageSize },
  }
}

export const accountabilityBuddies = (async (args) => {
  const user = requireAuth(currentUser())
  const page = pageOf(args)
  const groupId = ownAccountabilityGroupId(user)
  if (groupId === null) return null
  const result = await db.execute<BuddyGroupRow>(
    buddyGroupSql(
      sql`select ag.id, ag.name, null::text as starts_on, null::text as ends_on, ag.leader_id from accountability_groups ag where ag.id = ${groupId}`,
      sql`accountability_group_members`,
      sql`m.accountability_group_id`,
      page,
    ),
  )
  return toBuddyGroup(result.rows[0], page)
}) satisfies QueryResolvers['accountabilityBuddies']

export const challengeBuddies = (async (args) => {
  const user = requireAuth(currentUser())
  const page = pageOf(args)
  // The user's latest challenge (by start; undated last), among the ones they belong to or lead.
  const result = await db.execute<BuddyGroupRow>(
    buddyGroupSql(
      sql`select cg.id, cg.name, cg.starts_on::text as starts_on, cg.ends_on::text as ends_on, cg.leader_id from challenge_groups cg
        where cg.leader_id = ${user.id}
          or exists (select 1 from challenge_group_members cgm where cgm.challenge_group_id = cg.id and cgm.user_id = ${user.id})
        order by cg.starts_on desc nulls last, cg.id desc limit 1`,
      sql`challenge_group_members`,
      sql`m.challenge_group_id`,
      page,
    ),
  )
  return toBuddyGroup(result.rows[0], page)
}) satisfies QueryResolvers['challengeBuddies']
