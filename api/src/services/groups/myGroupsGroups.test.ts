// Who reads which group and sub-group, and what a member row says (stage, points, last activity).
import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { viewGroup, viewGroupMembers, viewSubGroup, viewSubGroupMembers } from './myGroupsGroups'
import { groupWorld } from './myGroups.scenarios'

const names = (list: { items: { firstName: string }[] }) => list.items.map((person) => person.firstName)

describe('viewGroup and viewGroupMembers', () => {
  scenario('the leader reads their group: counts, leaders, sub-groups, and members by name without the archived', groupWorld, async (w) => {
    const leader = await currentUserFor(w.people.leader.id)
    expect(leader.managedGroup).toEqual({ id: w.groups.luzon.id, name: 'Luzon' })
    expect(leader.managedSubGroup).toBeNull()
    const group = await asUser(leader, () => viewGroup({}))
    expect(group).toEqual({
      id: w.groups.luzon.id,
      name: 'Luzon',
      description: 'North of the islands',
      memberCount: 3,
      leaders: [{ id: w.people.leader.id, firstName: 'Lena', lastName: 'Leader', slug: w.people.leader.slug }],
      subGroups: [
        { id: w.subGroups.north.id, name: 'North', description: null, memberCount: 1 },
        { id: w.subGroups.south.id, name: 'South', description: null, memberCount: 1 },
      ],
    })
    const members = await asUser(leader, () => viewGroupMembers({}))
    expect(members).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 })
    expect(names(members)).toEqual(['Ana', 'Ben', 'Carl'])
  })

  scenario('a member row carries stage, Tribe Points (the ledger) and the latest activity', groupWorld, async (w) => {
    const leader = await currentUserFor(w.people.leader.id)
    const { items } = await asUser(leader, () => viewGroupMembers({}))
    const [ana, ben, cruz] = items
    expect(ana).toMatchObject({
      id: w.people.ana.id,
      lastName: 'Aquino',
      stage: { id: w.stages.stage2.id, number: 2, name: 'Launch' },
      points: 15,
      subGroup: { id: w.subGroups.north.id, name: 'North' },
    })
    // The task a day ago is later than the lesson two days ago.
    expect(ana.lastActivityAt).toBe(w.taskDoneAt.toISOString())
    expect(ben).toMatchObject({ stage: { number: 1 }, points: 0, subGroup: { name: 'South' } })
    expect(ben.lastActivityAt).toBe(w.people.ben.lastLoginAt!.toISOString())
    expect(cruz).toMatchObject({ stage: null, points: 0, lastActivityAt: null, subGroup: null })
  })

  scenario('pages follow the name order; a bad page is a field message', groupWorld, async (w) => {
    const leader = await currentUserFor(w.people.leader.id)
    const second = await asUser(leader, () => viewGroupMembers({ page: 2, pageSize: 2 }))
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 })
    expect(names(second)).toEqual(['Carl'])
    const error = await asUser(leader, () => viewGroupMembers({ page: 0, pageSize: 500 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserInputError)
    expect((error as UserInputError).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      properties: { messages: { page: ['Page must be 1 or more'], pageSize: ['Page size must be between 1 and 100'] } },
    })
  })

  scenario('another group, a member, an outsider: answered like a missing group', groupWorld, async (w) => {
    const leader = await currentUserFor(w.people.leader.id)
    expect(await asUser(leader, () => viewGroup({ id: w.groups.visayas.id }))).toBeNull()
    expect(await asUser(leader, () => viewGroupMembers({ groupId: w.groups.visayas.id }))).toMatchObject({ items: [], totalCount: 0 })
    expect(await asUser(leader, () => viewGroup({ id: 999_999 }))).toBeNull()
    for (const who of [w.people.ana, w.people.outsider, w.people.subLeader]) {
      const user = await currentUserFor(who.id)
      expect(await asUser(user, () => viewGroup({}))).toBeNull()
      expect(await asUser(user, () => viewGroup({ id: w.groups.luzon.id }))).toBeNull()
      expect(await asUser(user, () => viewGroupMembers({ groupId: w.groups.luzon.id }))).toMatchObject({ items: [], totalCount: 0 })
    }
  })

  scenario('staff whose page access allows viewGroupMembers read any group', groupWorld, async (w) => {
    const coach = await currentUserFor(w.people.coach.id)
    expect(await asUser(coach, () => viewGroup({}))).toBeNull() // leads none: no default group
    expect(await asUser(coach, () => viewGroup({ id: w.groups.visayas.id }))).toMatchObject({ name: 'Visayas', memberCount: 1 })
    expect(names(await asUser(coach, () => viewGroupMembers({ groupId: w.groups.visayas.id })))).toEqual(['Vince'])
  })

  scenario('through GraphQL: signed out is refused, the leader gets the contract fields', groupWorld, async (w) => {
    const query = `{ viewGroup { name memberCount subGroups { name memberCount } } viewGroupMembers(pageSize: 1) { totalCount items { firstName points stage { number } lastActivityAt subGroup { name } } } }`
    const anonymous = await runGraphql(null, query)
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    const result = await runGraphql(await currentUserFor(w.people.leader.id), query)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      viewGroup: { name: 'Luzon', memberCount: 3, subGroups: [{ name: 'North', memberCount: 1 }, { name: 'South', memberCount: 1 }] },
      viewGroupMembers: {
        totalCount: 3,
        items: [{ firstName: 'Ana', points: 15, stage: { number: 2 }, lastActivityAt: new Date(w.taskDoneAt), subGroup: { name: 'North' } }],
      },
    })
    // The buddies switch does not touch groups.
    await db.update(settings).set({ value: 'false' }).where(eq(settings.id, w.setting.id))
    expect((await runGraphql(await currentUserFor(w.people.leader.id), query)).data?.viewGroup).not.toBeNull()
  })
})

describe('viewSubGroup and viewSubGroupMembers', () => {
  scenario('the sub-group leader reads their sub-group (by default too), and no other', groupWorld, async (w) => {
    const subLeader = await currentUserFor(w.people.subLeader.id)
    expect(subLeader.managedSubGroup).toEqual({ id: w.subGroups.north.id, groupId: w.groups.luzon.id })
    expect(subLeader.managedGroup).toBeNull()
    expect(await asUser(subLeader, () => viewSubGroup({ id: w.subGroups.north.id }))).toEqual({
      id: w.subGroups.north.id,
      name: 'North',
      description: null,
      groupId: w.groups.luzon.id,
      groupName: 'Luzon',
      memberCount: 1,
      leaders: [{ id: w.people.subLeader.id, firstName: 'Sam', lastName: 'Sublead', slug: w.people.subLeader.slug }],
    })
    expect(names(await asUser(subLeader, () => viewSubGroupMembers({})))).toEqual(['Ana'])
    expect(await asUser(subLeader, () => viewSubGroup({ id: w.subGroups.south.id }))).toBeNull()
    expect(await asUser(subLeader, () => viewSubGroupMembers({ subGroupId: w.subGroups.south.id }))).toMatchObject({ totalCount: 0, items: [] })
  })

  scenario('the group leader reads its sub-groups, not another group’s; staff with the flag read all', groupWorld, async (w) => {
    const leader = await currentUserFor(w.people.leader.id)
    expect(names(await asUser(leader, () => viewSubGroupMembers({ subGroupId: w.subGroups.south.id })))).toEqual(['Ben'])
    expect(await asUser(leader, () => viewSubGroup({ id: w.subGroups.cebu.id }))).toBeNull()
    expect(await asUser(leader, () => viewSubGroupMembers({}))).toMatchObject({ totalCount: 0 }) // leads no sub-group
    const coach = await currentUserFor(w.people.coach.id)
    expect(await asUser(coach, () => viewSubGroup({ id: w.subGroups.cebu.id }))).toMatchObject({ name: 'Cebu', groupName: 'Visayas' })
    const member = await currentUserFor(w.people.ana.id)
    expect(await asUser(member, () => viewSubGroup({ id: w.subGroups.north.id }))).toBeNull()
    expect(await asUser(member, () => viewSubGroupMembers({ subGroupId: w.subGroups.north.id }))).toMatchObject({ totalCount: 0 })
  })
})
