// ledAccountabilityGroups (/accountability-groups): the accountability groups of the
// people a group or stage leader leads, with their team leads and members.
import { describe, expect } from 'vitest'
import { accountabilityGroupMembers, accountabilityGroups, stageLeaders } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { ledAccountabilityGroups } from './ledAccountabilityGroups'
import { groupWorld } from './myGroups.scenarios'

/** groupWorld, plus Night Owls (led by Vince of Visayas, with the outsider) and a stage-1 leader. */
async function leaderWorld() {
  const w = await groupWorld()
  const [owls] = await db.insert(accountabilityGroups).values({ name: 'Night Owls', leaderId: w.people.vince.id }).returning()
  await db.insert(accountabilityGroupMembers).values({ userId: w.people.outsider.id, accountabilityGroupId: owls.id })
  // Nobody the leaders lead: never shown to them.
  const stranger = await createUser({ firstName: 'Stan', lastName: 'Stranger' })
  await db.insert(accountabilityGroups).values({ name: 'Strangers', leaderId: stranger.id })
  const stageLead = await createUser({ firstName: 'Stella', lastName: 'Stagelead', accessLevels: ['member'] })
  await db.insert(stageLeaders).values({ userId: stageLead.id, stageId: w.stages.stage1.id })
  return { ...w, owls, stageLead }
}

const namesOf = (list: Awaited<ReturnType<typeof ledAccountabilityGroups>>) =>
  list.items.map((group) => ({ name: group.name, lead: group.leader?.firstName ?? null, members: group.members.map((member) => member.firstName) }))

describe('ledAccountabilityGroups', () => {
  scenario(
    "a group leader: the groups with a team lead or member in their group, each with its lead and live members (with stage and points)",
    leaderWorld,
    async ({ people, stages }) => {
      const leader = await currentUserFor(people.leader.id)
      const list = await asUser(leader, () => ledAccountabilityGroups({}))
      // Early Birds: Ben leads (Luzon), Ana and Cruz are buddies (Luzon); Dee is archived.
      expect(namesOf(list)).toEqual([{ name: 'Early Birds', lead: 'Ben', members: ['Ana', 'Carl'] }])
      expect(list).toMatchObject({ totalCount: 1, page: 1 })
      expect(list.items[0]).toMatchObject({ memberCount: 2 })
      expect(list.items[0].members[0]).toMatchObject({ firstName: 'Ana', stage: { id: stages.stage2.id }, points: 15 })

      const visayas = await currentUserFor(people.visayasLeader.id)
      expect(namesOf(await asUser(visayas, () => ledAccountabilityGroups({})))).toEqual([{ name: 'Night Owls', lead: 'Vince', members: ['Oscar'] }])
    },
  )

  scenario('a stage leader: the groups with a team lead or member at their stage', leaderWorld, async ({ stageLead }) => {
    const user = await currentUserFor(stageLead.id)
    // Ben (Early Birds' lead) is at stage 1; nobody in Night Owls has a stage.
    expect(namesOf(await asUser(user, () => ledAccountabilityGroups({})))).toEqual([{ name: 'Early Birds', lead: 'Ben', members: ['Ana', 'Carl'] }])
  })

  scenario('anyone else (a member, a sub-group leader, a buddy, staff): none', leaderWorld, async ({ people }) => {
    for (const person of [people.outsider, people.subLeader, people.ana, people.coach]) {
      const user = await currentUserFor(person.id)
      expect(await asUser(user, () => ledAccountabilityGroups({}))).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 10 })
    }
  })

  scenario('pages by name in one statement, through the schema; signed out is refused', leaderWorld, async ({ people }) => {
    // The Luzon leader also leads stage 1 here: both reaches count, each group once.
    await db.insert(stageLeaders).values({ userId: people.leader.id, stageId: (await db.select().from(stageLeaders))[0].stageId })
    const leader = await currentUserFor(people.leader.id)
    const { count, result } = await countStatements(() => asUser(leader, () => ledAccountabilityGroups({ page: 2, pageSize: 1 })))
    expect(count).toBe(1)
    expect(result).toMatchObject({ totalCount: 1, page: 2, pageSize: 1, items: [] })
    const answer = await runGraphql(leader, 'query { ledAccountabilityGroups(pageSize: 5) { totalCount items { name memberCount leader { lastName } members { lastName points } } } }')
    expect(answer.errors).toBeUndefined()
    expect(answer.data).toEqual({
      ledAccountabilityGroups: {
        totalCount: 1,
        items: [{ name: 'Early Birds', memberCount: 2, leader: { lastName: 'Bautista' }, members: [{ lastName: 'Aquino', points: 15 }, { lastName: 'Cruz', points: 0 }] }],
      },
    })
    expect((await runGraphql(null, 'query { ledAccountabilityGroups { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})
