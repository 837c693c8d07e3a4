// Every myGroups operation answers in a FIXED number of SQL statements (docs/api.md, "Groups and
// buddies"): counted on the small world, then again after adding 120 members to a group, its
// sub-group, the accountability group and the challenge, each with points and activity.
import { describe, expect } from 'vitest'
import { accountabilityGroupMembers, challengeGroupMembers, groupMembers, lessonProgress, pointEntries, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { accountabilityBuddies, challengeBuddies } from './buddies'
import { viewGroup, viewGroupMembers, viewSubGroup, viewSubGroupMembers } from './myGroupsGroups'
import { groupWorld } from './myGroups.scenarios'

/** The documented statement count of each operation (docs/api.md). */
export const STATEMENTS = {
  viewGroup: 1,
  viewGroupMembers: 1,
  viewSubGroup: 1,
  viewSubGroupMembers: 1,
  accountabilityBuddies: 1,
  challengeBuddies: 1,
} as const

type World = Awaited<ReturnType<typeof groupWorld>>

async function measure(w: World) {
  const leader = await currentUserFor(w.people.leader.id)
  const ana = await currentUserFor(w.people.ana.id)
  const operations: Record<keyof typeof STATEMENTS, () => Promise<unknown>> = {
    viewGroup: () => asUser(leader, () => viewGroup({})),
    viewGroupMembers: () => asUser(leader, () => viewGroupMembers({ page: 2, pageSize: 5 })),
    viewSubGroup: () => asUser(leader, () => viewSubGroup({ id: w.subGroups.north.id })),
    viewSubGroupMembers: () => asUser(leader, () => viewSubGroupMembers({ subGroupId: w.subGroups.north.id })),
    accountabilityBuddies: () => asUser(ana, () => accountabilityBuddies({ pageSize: 50 })),
    challengeBuddies: () => asUser(ana, () => challengeBuddies({})),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(operations)) {
    const { count, result } = await countStatements(run)
    expect(result).not.toBeNull()
    counts[name] = count
  }
  return counts
}

async function grow(w: World) {
  const added = await db
    .insert(users)
    .values(Array.from({ length: 120 }, (_, n) => ({ email: `grown${n}@example.com`, slug: `grown-${n}`, firstName: `G${n}`, lastName: 'Grown', stageId: w.stages.stage1.id })))
    .returning()
  await db.insert(groupMembers).values(added.map((u, n) => ({ userId: u.id, groupId: w.groups.luzon.id, subGroupId: n % 2 ? w.subGroups.north.id : null })))
  await db.insert(accountabilityGroupMembers).values(added.map((u) => ({ userId: u.id, accountabilityGroupId: w.team.id })))
  await db.insert(challengeGroupMembers).values(added.map((u) => ({ userId: u.id, challengeGroupId: w.challenge.id })))
  await db.insert(pointEntries).values(added.map((u, n) => ({ userId: u.id, kind: 'manual' as const, points: n })))
  const [lesson] = await db.select({ id: lessonProgress.lessonId }).from(lessonProgress)
  await db.insert(lessonProgress).values(added.map((u) => ({ userId: u.id, lessonId: lesson.id })))
}

describe('statements per operation', () => {
  scenario('are fixed: the same on a small group and a grown one, and as documented', groupWorld, async (w) => {
    const small = await measure(w)
    await grow(w)
    const grown = await measure(w)
    expect(small).toEqual(STATEMENTS)
    expect(grown).toEqual(STATEMENTS)
  })
})
