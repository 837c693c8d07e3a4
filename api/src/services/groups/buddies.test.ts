// Buddies: a member sees only their own accountability or challenge group, and only while the
// setting enable-challenge-buddies is 'true'.
import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { accountabilityBuddies, challengeBuddies } from './buddies'
import { groupWorld } from './myGroups.scenarios'

const buddyNames = (group: { buddies: { items: { firstName: string }[] } } | null) => group?.buddies.items.map((b) => b.firstName)

describe('accountabilityBuddies', () => {
  scenario('a buddy sees their group, its leader with stage and points, and the buddies (no archived)', groupWorld, async (w) => {
    const ana = await currentUserFor(w.people.ana.id)
    const group = await asUser(ana, () => accountabilityBuddies({}))
    expect(group).toMatchObject({
      id: w.team.id,
      name: 'Early Birds',
      startsOn: null,
      leader: { id: w.people.ben.id, firstName: 'Ben', stage: { number: 1 }, points: 0, lastActivityAt: w.people.ben.lastLoginAt!.toISOString() },
      buddies: { totalCount: 2, page: 1, pageSize: 10 },
    })
    expect(buddyNames(group)).toEqual(['Ana', 'Carl'])
    expect(group!.buddies.items[0]).toMatchObject({ points: 15, stage: { number: 2 } })
  })

  scenario('the leader sees the group they lead; someone with no group gets null', groupWorld, async (w) => {
    const ben = await currentUserFor(w.people.ben.id)
    expect(ben.accountabilityAsLeaderId).toBe(w.team.id)
    expect(buddyNames(await asUser(ben, () => accountabilityBuddies({})))).toEqual(['Ana', 'Carl'])
    const outsider = await currentUserFor(w.people.outsider.id)
    expect(await asUser(outsider, () => accountabilityBuddies({}))).toBeNull()
  })

  scenario('the setting switches it off (false, or missing) and on again', groupWorld, async (w) => {
    const ana = await currentUserFor(w.people.ana.id)
    await db.update(settings).set({ value: 'false' }).where(eq(settings.id, w.setting.id))
    expect(await asUser(ana, () => accountabilityBuddies({}))).toBeNull()
    expect(await asUser(ana, () => challengeBuddies({}))).toBeNull()
    await db.delete(settings).where(eq(settings.id, w.setting.id))
    expect(await asUser(ana, () => accountabilityBuddies({}))).toBeNull()
    await db.insert(settings).values({ name: 'enable-challenge-buddies', value: 'true', type: 'boolean' })
    expect(await asUser(ana, () => accountabilityBuddies({}))).not.toBeNull()
  })

  scenario('buddies page by name', groupWorld, async (w) => {
    const ana = await currentUserFor(w.people.ana.id)
    const second = await asUser(ana, () => accountabilityBuddies({ page: 2, pageSize: 1 }))
    expect(second!.buddies).toMatchObject({ totalCount: 2, page: 2, pageSize: 1 })
    expect(buddyNames(second)).toEqual(['Carl'])
  })
})

describe('challengeBuddies', () => {
  scenario('a member sees their latest challenge and its leader; the leader sees it too; others get null', groupWorld, async (w) => {
    const ana = await currentUserFor(w.people.ana.id)
    const group = await asUser(ana, () => challengeBuddies({}))
    expect(group).toMatchObject({ name: 'Team Sampaguita', startsOn: '2026-01-01', endsOn: '2026-01-12', leader: { firstName: 'Carl' } })
    expect(buddyNames(group)).toEqual(['Ana', 'Vince'])
    const cruz = await currentUserFor(w.people.cruz.id)
    expect(await asUser(cruz, () => challengeBuddies({}))).toMatchObject({ id: w.challenge.id })
    const ben = await currentUserFor(w.people.ben.id)
    expect(await asUser(ben, () => challengeBuddies({}))).toBeNull()
  })

  scenario('through GraphQL: signed out is refused; Date and DateTime come as the scalars say', groupWorld, async (w) => {
    const query = `{ challengeBuddies { name startsOn leader { firstName } buddies { totalCount items { firstName } } } accountabilityBuddies { name } }`
    expect((await runGraphql(null, query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    const result = await runGraphql(await currentUserFor(w.people.ana.id), query)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      challengeBuddies: { name: 'Team Sampaguita', startsOn: '2026-01-01', leader: { firstName: 'Carl' }, buddies: { totalCount: 2, items: [{ firstName: 'Ana' }, { firstName: 'Vince' }] } },
      accountabilityBuddies: { name: 'Early Birds' },
    })
  })
})
