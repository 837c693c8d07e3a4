import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { groupMessages } from '../../../../common/validation/groups'
import { accountabilityGroupMembers, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { accountabilityBuddies, challengeBuddies } from './myGroups'
import {
  assignChallengeMembers,
  challengeGroups,
  createChallengeGroup,
  removeChallengeMembers,
  updateChallengeGroup,
} from './challengeGroups'
import { groupAdminWorld } from './groups.scenarios'
import {
  accountabilityGroup,
  accountabilityGroups,
  accountabilityUserChoices,
  assignAccountabilityMembers,
  createAccountabilityGroup,
  deleteAccountabilityGroup,
  removeAccountabilityMembers,
  updateAccountabilityGroup,
} from './accountabilityGroups'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const enableBuddies = () =>
  db.execute(`insert into settings (name, scope, value) values ('enable-challenge-buddies', 'default', 'true') on conflict do nothing`)

describe('accountability groups (admin)', () => {
  scenario('creates a group by choosing its team lead; a user leads at most one', groupAdminWorld, async ({ admin, ana, ben }) => {
    const created = await asUser(admin, () => createAccountabilityGroup({ input: { name: 'Early Birds', leaderId: ana.id } }))
    expect(created).toMatchObject({ name: 'Early Birds', leader: { id: ana.id, name: 'Ana Aquino' }, memberCount: 0, members: [] })
    const twice = await refusal(() => asUser(admin, () => createAccountabilityGroup({ input: { name: 'Night Owls', leaderId: ana.id } })))
    expect(twice.extensions.properties?.messages).toEqual({ leaderId: [groupMessages.leaderTaken] })
    const none = await refusal(() => asUser(admin, () => createAccountabilityGroup({ input: { name: 'Night Owls', leaderId: 0 } })))
    expect(none.extensions.properties?.messages.leaderId).toEqual([groupMessages.leaderRequired])
    // Picking another team lead.
    const changed = await asUser(admin, () => updateAccountabilityGroup({ id: created.id, input: { name: 'Early Birds', leaderId: ben.id } }))
    expect(changed.leader?.id).toBe(ben.id)
    expect((await currentUserFor(ben.id)).accountabilityAsLeaderId).toBe(created.id)
    expect((await currentUserFor(ana.id)).accountabilityAsLeaderId).toBeNull()
  })

  scenario('assigns members in bulk (one leaves their other group); the buddies page shows the same group', groupAdminWorld, async ({ admin, ana, ben, cara, dan }) => {
    await enableBuddies()
    const first = await asUser(admin, () => createAccountabilityGroup({ input: { name: 'Early Birds', leaderId: ana.id } }))
    const second = await asUser(admin, () => createAccountabilityGroup({ input: { name: 'Night Owls', leaderId: dan.id } }))
    await asUser(admin, () => assignAccountabilityMembers({ accountabilityGroupId: second.id, userIds: [cara.id] }))
    const result = await asUser(admin, () => assignAccountabilityMembers({ accountabilityGroupId: first.id, userIds: [ben.id, cara.id] }))
    expect(result).toEqual({ assignedCount: 2, movedCount: 1 })
    expect((await asUser(admin, () => accountabilityGroup({ id: first.id })))?.members.map((m) => m.name)).toEqual(['Ben Bautista', 'Cara Cruz'])
    expect((await asUser(admin, () => accountabilityGroups({}))).items.map((row) => [row.name, row.memberCount])).toEqual([
      ['Early Birds', 2],
      ['Night Owls', 0],
    ])
    // The member's facts and their buddies page follow.
    const caraUser = await currentUserFor(cara.id)
    expect(caraUser.accountabilityGroupId).toBe(first.id)
    const buddies = await asUser(caraUser, () => accountabilityBuddies({}))
    expect(buddies?.leader?.id).toBe(ana.id)
    expect(buddies?.buddies.totalCount).toBe(2)
    // The team lead cannot be one of their own members.
    expect((await refusal(() => asUser(admin, () => assignAccountabilityMembers({ accountabilityGroupId: first.id, userIds: [ana.id] })))).extensions.code).toBe('BAD_USER_INPUT')
    expect((await asUser(admin, () => accountabilityUserChoices({ search: 'cruz' })))[0].current).toBe('Early Birds')
    expect(await asUser(admin, () => removeAccountabilityMembers({ accountabilityGroupId: first.id, userIds: [cara.id] }))).toBe(1)
    expect(await asUser(admin, () => deleteAccountabilityGroup({ id: first.id }))).toBe(first.id)
    expect(await db.select().from(accountabilityGroupMembers).where(eq(accountabilityGroupMembers.userId, ben.id))).toEqual([])
    const actions = (await db.select({ action: infoLogs.action }).from(infoLogs)).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['accountability-group-created', 'accountability-members-assigned', 'accountability-members-removed', 'accountability-group-deleted']))
  })

  scenario('challenge groups: dates checked, members added in bulk and kept in their other challenges', groupAdminWorld, async ({ admin, ana, ben, cara }) => {
    await enableBuddies()
    const bad = await refusal(() => asUser(admin, () => createChallengeGroup({ input: { name: 'Sprint', startsOn: '2026-11-10', endsOn: '2026-11-01' } })))
    expect(bad.extensions.properties?.messages.endsOn).toEqual([groupMessages.endsOn])
    const old = await asUser(admin, () => createChallengeGroup({ input: { name: 'October', startsOn: '2026-10-01', endsOn: '2026-10-12' } }))
    const latest = await asUser(admin, () => createChallengeGroup({ input: { name: '12-Day Challenge', leaderId: ana.id, startsOn: '2026-11-20', endsOn: '2026-12-01' } }))
    await asUser(admin, () => assignChallengeMembers({ challengeGroupId: old.id, userIds: [ben.id] }))
    expect(await asUser(admin, () => assignChallengeMembers({ challengeGroupId: latest.id, userIds: [ben.id, cara.id] }))).toEqual({ assignedCount: 2, movedCount: 0 })
    const list = await asUser(admin, () => challengeGroups({}))
    expect(list.items.map((row) => [row.name, row.startsOn, row.memberCount, row.leader?.id ?? null])).toEqual([
      ['12-Day Challenge', '2026-11-20', 2, ana.id],
      ['October', '2026-10-01', 1, null],
    ])
    // Ben's buddies page shows his latest challenge.
    expect((await asUser(await currentUserFor(ben.id), () => challengeBuddies({})))?.name).toBe('12-Day Challenge')
    await asUser(admin, () => updateChallengeGroup({ id: old.id, input: { name: 'October Sprint', startsOn: '2026-10-01', endsOn: '2026-10-12' } }))
    expect(await asUser(admin, () => removeChallengeMembers({ challengeGroupId: latest.id, userIds: [ben.id] }))).toBe(1)
    expect((await asUser(await currentUserFor(ben.id), () => challengeBuddies({})))?.name).toBe('October Sprint')
  })

  scenario('guards: adminAccountabilityGroup and challengeGroups flags', groupAdminWorld, async ({ coach, ana }) => {
    for (const document of [
      'query { accountabilityGroups { totalCount } }',
      `mutation { createAccountabilityGroup(input: { name: "X", leaderId: ${ana.id} }) { id } }`,
      'query { challengeGroups { totalCount } }',
      'mutation { createChallengeGroup(input: { name: "X" }) { id } }',
    ]) {
      expect((await runGraphql(coach, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
  })
})
