import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { groupMessages } from '../../../../common/validation/groups'
import { groupLeaders, groupMembers as membersTable, groups as groupsTable, infoLogs, subGroups } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import {
  createGroup,
  createSubGroup,
  deleteGroup,
  group,
  groupMembers,
  groups,
  groupUserChoices,
  HAS_MEMBERS,
  moveGroupMembers,
  removeGroupMembers,
  updateGroup,
  updateSubGroup,
} from './groups'
import { groupAdminWorld, insertGroup, statementsOf } from './groups.scenarios'

type Refusal = { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> }; [key: string]: unknown } }

async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

const logsOf = (action: string) => db.select().from(infoLogs).where(eq(infoLogs.action, action))
const membershipOf = async (userId: number) => (await db.select().from(membersTable).where(eq(membersTable.userId, userId)))[0] ?? null

describe('groups (admin)', () => {
  scenario('lists groups by name with live member and sub-group counts, searched and paged', groupAdminWorld, async ({ admin, north, ana }) => {
    await insertGroup('100% Club')
    const page = await asUser(admin, () => groups({}))
    expect(page.items.map((row) => [row.name, row.memberCount, row.subGroupCount])).toEqual([
      ['100% Club', 0, 0],
      ['North', 2, 1],
      ['South', 1, 0],
    ])
    expect((await asUser(admin, () => groups({ search: 'NOR' }))).items.map((row) => row.id)).toEqual([north.id])
    expect((await asUser(admin, () => groups({ search: '%' }))).items.map((row) => row.name)).toEqual(['100% Club'])
    expect(await asUser(admin, () => groups({ pageSize: 2, page: 2 }))).toMatchObject({ totalCount: 3, page: 2, items: [{ name: 'South' }] })
    expect((await asUser(admin, () => groups({ sortBy: 'memberCount', sortOrder: 'desc' }))).items[0].name).toBe('North')
    // An archived member no longer counts.
    await db.execute(`update users set archived_at = now() where id = ${ana.id}`)
    expect((await asUser(admin, () => group({ id: north.id })))?.memberCount).toBe(1)
  })

  scenario('answers a group with its leaders and sub-groups, and pages its members', groupAdminWorld, async ({ admin, north, alpha, ana, ben, dan }) => {
    await db.insert(groupLeaders).values([
      { userId: dan.id, groupId: north.id },
      { userId: ana.id, groupId: north.id, subGroupId: alpha.id },
    ])
    const found = await asUser(admin, () => group({ id: north.id }))
    expect(found?.leaders.map((leader) => leader.name)).toEqual(['Dan Dizon'])
    expect(found?.subGroups).toEqual([{ id: alpha.id, groupId: north.id, name: 'Alpha', description: null, memberCount: 1, leaders: [expect.objectContaining({ name: 'Ana Aquino' })] }])
    const members = await asUser(admin, () => groupMembers({ groupId: north.id }))
    expect(members.items.map((row) => [row.id, row.subGroupName])).toEqual([
      [ana.id, null],
      [ben.id, 'Alpha'],
    ])
    expect((await asUser(admin, () => groupMembers({ groupId: north.id, subGroupId: alpha.id }))).items.map((row) => row.id)).toEqual([ben.id])
    expect((await asUser(admin, () => groupMembers({ groupId: north.id, search: 'bautista' }))).totalCount).toBe(1)
    expect(await asUser(admin, () => group({ id: 999_999 }))).toBeNull()
  })

  scenario('creates a group with leaders; the name is required and unique (a field message)', groupAdminWorld, async ({ admin, dan, ana }) => {
    const created = await asUser(admin, () => createGroup({ input: { name: '  East  ', description: 'New cohort', leaderIds: [dan.id] } }))
    expect(created).toMatchObject({ name: 'East', description: 'New cohort', memberCount: 0, leaders: [{ id: dan.id }] })
    expect(await logsOf('group-created')).toHaveLength(1)
    const taken = await refusal(() => asUser(admin, () => createGroup({ input: { name: 'north' } })))
    expect(taken.extensions.properties?.messages).toEqual({ name: [groupMessages.nameTaken] })
    const blank = await refusal(() => asUser(admin, () => createGroup({ input: { name: ' ' } })))
    expect(blank.extensions.properties?.messages.name).toEqual([groupMessages.nameRequired])
    // A user leads at most one group or sub-group: the field says who.
    const twice = await refusal(() => asUser(admin, () => createGroup({ input: { name: 'West', leaderIds: [dan.id, ana.id] } })))
    expect(twice.extensions.properties?.messages.leaderIds?.[0]).toBe(groupMessages.leaderElsewhere('Dan Dizon'))
    expect(await db.select().from(groupsTable).where(eq(groupsTable.name, 'West'))).toEqual([])
  })

  scenario('edits a group: its name (still unique) and exactly the leaders chosen', groupAdminWorld, async ({ admin, north, ana, ben, dan }) => {
    await asUser(admin, () => updateGroup({ id: north.id, input: { name: 'North', leaderIds: [ana.id, ben.id] } }))
    const updated = await asUser(admin, () => updateGroup({ id: north.id, input: { name: 'North Star', description: 'x', leaderIds: [ben.id, dan.id] } }))
    expect(updated.leaders.map((leader) => leader.id).sort()).toEqual([ben.id, dan.id].sort())
    expect(updated.name).toBe('North Star')
    const taken = await refusal(() => asUser(admin, () => updateGroup({ id: north.id, input: { name: 'South' } })))
    expect(taken.extensions.properties?.messages).toEqual({ name: [groupMessages.nameTaken] })
    expect((await refusal(() => asUser(admin, () => updateGroup({ id: 999_999, input: { name: 'Nowhere' } })))).extensions.code).toBe('NOT_FOUND')
    expect(await logsOf('group-updated')).toHaveLength(2)
  })

  scenario('creates and edits sub-groups: the name is unique in its group, and it stays in its group', groupAdminWorld, async ({ admin, north, south, alpha, cara }) => {
    const beta = await asUser(admin, () => createSubGroup({ input: { groupId: north.id, name: 'Beta', leaderIds: [cara.id] } }))
    expect(beta).toMatchObject({ groupId: north.id, name: 'Beta', memberCount: 0, leaders: [{ id: cara.id }] })
    // The same name in another group is fine.
    await asUser(admin, () => createSubGroup({ input: { groupId: south.id, name: 'Alpha' } }))
    const taken = await refusal(() => asUser(admin, () => createSubGroup({ input: { groupId: north.id, name: 'Alpha' } })))
    expect(taken.extensions.properties?.messages).toEqual({ name: [groupMessages.subGroupNameTaken] })
    const renamed = await asUser(admin, () => updateSubGroup({ id: alpha.id, input: { groupId: north.id, name: 'Alpha One', leaderIds: [] } }))
    expect(renamed.name).toBe('Alpha One')
    const moved = await refusal(() => asUser(admin, () => updateSubGroup({ id: alpha.id, input: { groupId: south.id, name: 'Alpha One' } })))
    expect(moved.extensions.code).toBe('BAD_USER_INPUT')
    expect((await db.select().from(subGroups).where(eq(subGroups.id, alpha.id)))[0].groupId).toBe(north.id)
  })

  scenario('moves members in bulk in one transaction: one from another group leaves it; the counts follow', groupAdminWorld, async ({ admin, north, south, alpha, ana, cara, dan }) => {
    const result = await asUser(admin, () => moveGroupMembers({ userIds: [cara.id, dan.id, dan.id], groupId: north.id, subGroupId: alpha.id }))
    expect(result).toEqual({ movedCount: 2, fromOtherGroupsCount: 1 })
    expect(await membershipOf(cara.id)).toMatchObject({ groupId: north.id, subGroupId: alpha.id })
    expect(await membershipOf(dan.id)).toMatchObject({ groupId: north.id, subGroupId: alpha.id })
    const counts = Object.fromEntries((await asUser(admin, () => groups({}))).items.map((row) => [row.name, row.memberCount]))
    expect(counts).toEqual({ North: 4, South: 0 })
    // The member's facts follow on their next request.
    expect((await currentUserFor(cara.id)).group).toEqual({ id: north.id, name: 'North' })
    // A sub-group of another group is refused, and nothing moves.
    const wrong = await refusal(() => asUser(admin, () => moveGroupMembers({ userIds: [ana.id], groupId: south.id, subGroupId: alpha.id })))
    expect(wrong.extensions.properties?.messages).toEqual({ subGroupId: [groupMessages.subGroup] })
    const unknown = await refusal(() => asUser(admin, () => moveGroupMembers({ userIds: [ana.id, 999_999], groupId: south.id })))
    expect(unknown.extensions.properties?.messages).toEqual({ userIds: [groupMessages.people] })
    expect(await membershipOf(ana.id)).toMatchObject({ groupId: north.id })
    expect((await refusal(() => asUser(admin, () => moveGroupMembers({ userIds: [], groupId: south.id })))).extensions.properties?.messages.userIds).toEqual([groupMessages.people])
    expect(await logsOf('group-members-moved')).toHaveLength(1)
  })

  scenario('a bulk move sends the same number of statements whatever the count', groupAdminWorld, async ({ admin, south }) => {
    const few = await Promise.all([1, 2].map(() => createUser()))
    const many = await Promise.all(Array.from({ length: 12 }, () => createUser()))
    const move = (ids: number[]) => () => asUser(admin, () => moveGroupMembers({ userIds: ids, groupId: south.id }))
    const a = await statementsOf(move(few.map((user) => user.id)))
    const b = await statementsOf(move(many.map((user) => user.id)))
    if (a !== null) {
      expect(b).toBe(a)
      // The target, the people, the upsert and the info log.
      expect(a).toBe(4)
    }
    expect((await asUser(admin, () => group({ id: south.id })))?.memberCount).toBe(15)
  })

  scenario('the list and a group page send the same number of statements whatever the number of groups, leaders and sub-groups', groupAdminWorld, async ({ admin, north }) => {
    const LIST = 'query { groups { items { id name memberCount subGroupCount leaders { name } } totalCount } }'
    const ONE = `query { group(id: ${north.id}) { name leaders { name } subGroups { name memberCount leaders { name } } } }`
    const before = [await statementsOf(() => runGraphql(admin, LIST)), await statementsOf(() => runGraphql(admin, ONE))]
    for (let i = 0; i < 4; i += 1) {
      const extra = await insertGroup(`Extra ${i}`)
      const leader = await createUser()
      await db.insert(groupLeaders).values({ userId: leader.id, groupId: extra.id })
      await db.insert(subGroups).values({ groupId: north.id, name: `Sub ${i}` })
    }
    const after = [await statementsOf(() => runGraphql(admin, LIST)), await statementsOf(() => runGraphql(admin, ONE))]
    if (before[0] !== null) {
      expect(after).toEqual(before)
      // The page and its count; the group in one.
      expect(after).toEqual([2, 1])
    }
    expect((await runGraphql(admin, LIST)).errors).toBeUndefined()
  })

  scenario('removes members from a group, and deletes a group with members only when told', groupAdminWorld, async ({ admin, north, south, ana, cara }) => {
    expect(await asUser(admin, () => removeGroupMembers({ groupId: north.id, userIds: [ana.id, cara.id] }))).toBe(1)
    expect(await membershipOf(ana.id)).toBeNull()
    expect(await membershipOf(cara.id)).toMatchObject({ groupId: south.id })
    const refused = await refusal(() => asUser(admin, () => deleteGroup({ id: south.id })))
    expect(refused.extensions).toMatchObject({ code: HAS_MEMBERS, memberCount: 1 })
    expect(refused.message).toContain('they will have no group')
    expect(await asUser(admin, () => deleteGroup({ id: south.id, removeMembers: true }))).toEqual({ id: south.id, removedMemberCount: 1 })
    expect(await membershipOf(cara.id)).toBeNull()
    expect((await currentUserFor(cara.id)).group).toBeNull()
    expect(await logsOf('group-deleted')).toHaveLength(1)
  })

  scenario('the user picker says where each person is now', groupAdminWorld, async ({ admin, ben, dan }) => {
    const choices = await asUser(admin, () => groupUserChoices({ search: 'b' }))
    expect(choices.find((row) => row.id === ben.id)?.current).toBe('North / Alpha')
    expect((await asUser(admin, () => groupUserChoices({ ids: [dan.id] })))).toEqual([expect.objectContaining({ id: dan.id, current: null })])
  })

  scenario('guards: reads by page flags, creating by group_create, writes by editGroup', groupAdminWorld, async ({ coach, member, north, ana }) => {
    const read = await runGraphql(coach, `query { groups { totalCount } group(id: ${north.id}) { name } }`)
    expect(read.errors).toBeUndefined()
    for (const document of [
      'mutation { createGroup(input: { name: "X" }) { id } }',
      `mutation { updateGroup(id: ${north.id}, input: { name: "X" }) { id } }`,
      `mutation { moveGroupMembers(userIds: [${ana.id}], groupId: ${north.id}) { movedCount } }`,
      `mutation { deleteGroup(id: ${north.id}) { id } }`,
    ]) {
      expect((await runGraphql(coach, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
    }
    expect((await runGraphql(member, 'query { groups { totalCount } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(null, 'query { groups { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(await db.select().from(groupLeaders).where(and(eq(groupLeaders.groupId, north.id)))).toEqual([])
  })
})
