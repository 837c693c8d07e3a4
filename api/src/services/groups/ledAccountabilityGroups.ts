// ledAccountabilityGroups (/accountability-groups): the group and stage leaders' menu
// item "Accountability Groups" (docs/product.md, "Menus"). A leader sees the accountability groups of
// the people they lead: every group whose team lead or a live member is in the group they lead
// (currentUser.managedGroup, its sub-groups included) or at the stage they lead
// (currentUser.managedStage), with its team lead and all its live members (buddy groups are a
// handful of people). Anyone else leads nobody here: an empty list. Staff see every group at
// /admin-accountability-group instead.
//
// SQL: ONE statement whatever the number of groups or members: the total and the page's groups,
// their lead and members as json (personJson: stage, points, last activity) together.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { emptyList, pageOf, PERSON_ORDER, personJson, toGroupPerson, type PersonJson } from './people'

type Row = { total: number; items: { id: number; name: string; leader: PersonJson | null; member_count: number; members: PersonJson[] }[] }

/** SQL: the user whose id is `userId` is one the viewer leads (in their group, or at their stage); null when they lead neither. */
function ledBy(viewer: CurrentUser, userId: SQL): SQL | null {
  const reach: SQL[] = []
  if (viewer.managedGroup) {
    reach.push(sql`exists (select 1 from group_members gm where gm.user_id = ${userId} and gm.group_id = ${viewer.managedGroup.id})`)
  }
  if (viewer.managedStage) {
    reach.push(sql`exists (select 1 from users s where s.id = ${userId} and s.stage_id = ${viewer.managedStage.id})`)
  }
  return reach.length ? sql`(${sql.join(reach, sql` or `)})` : null
}

export const ledAccountabilityGroups = (async (args) => {
  const user = requireAuth(currentUser())
  const page = pageOf(args)
  const leadIsLed = ledBy(user, sql`ag.leader_id`)
  const memberIsLed = ledBy(user, sql`agm.user_id`)
  if (!leadIsLed || !memberIsLed) return emptyList(page)
  // The groups in reach: by their lead, or by a live member.
  const inReach = sql`accountability_groups ag where ${leadIsLed}
    or exists (select 1 from accountability_group_members agm join users au on au.id = agm.user_id
               where agm.accountability_group_id = ag.id and au.archived_at is null and ${memberIsLed})`
  const live = sql`accountability_group_members m join users u on u.id = m.user_id left join stages st on st.id = u.stage_id
    where m.accountability_group_id = g.id and u.archived_at is null`
  const result = await db.execute<Row>(sql`
    select
      (select count(*)::int from ${inReach}) as total,
      coalesce((
        select json_agg(json_build_object(
          'id', g.id, 'name', g.name,
          'leader', (select ${personJson()} from users u left join stages st on st.id = u.stage_id where u.id = g.leader_id and u.archived_at is null),
          'member_count', (select count(*)::int from ${live}),
          'members', coalesce((select json_agg(${personJson()} order by ${PERSON_ORDER}) from ${live}), '[]'::json)
        ) order by g.name, g.id)
        from (select ag.* from ${inReach} order by ag.name, ag.id limit ${page.limit} offset ${page.offset}) g
      ), '[]'::json) as items`)
  const row = result.rows[0]
  return {
    items: row.items.map((group) => ({
      id: group.id,
      name: group.name,
      leader: group.leader ? toGroupPerson(group.leader) : null,
      memberCount: group.member_count,
      members: group.members.map(toGroupPerson),
    })),
    totalCount: row.total,
    page: page.page,
    pageSize: page.pageSize,
  }
}) satisfies QueryResolvers['ledAccountabilityGroups']
