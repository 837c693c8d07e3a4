import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  accessLevels,
  accountabilityGroupMembers,
  accountabilityGroups,
  batches,
  formResponses,
  forms,
  groupLeaders,
  groupMembers,
  groups,
  sharedFactsVersion,
  stageLeaders,
  stageReviewers,
  stages,
  subscriptions,
  userAccessLevels,
  userFactsVersions,
  users,
} from '../../../../db/schema'
import { createSubscription, createUser, grantAccessLevel } from '../../test/factories'
import { db } from '../db'
import { startOfManilaDay } from '../time'
import { currentUserColumns } from './loadCurrentUser'
import { userFacts } from './userFactsCache'

/** The user's facts stamp: the latest change's, else the one the user row was made with. */
const factsVersionOf = async (userId: number) =>
  (await db.select({ version: userFactsVersions.version }).from(userFactsVersions).where(eq(userFactsVersions.userId, userId)))[0]?.version ??
  (await db.select({ version: users.factsVersion }).from(users).where(eq(users.id, userId)))[0].version
const sharedVersion = async () => (await db.select().from(sharedFactsVersion))[0]?.version ?? 0

/** Runs `write` and says whose facts stamps it moved: each user's, and the shared one. */
async function stampsMovedBy(userIds: number[], write: () => Promise<unknown>) {
  const before = await Promise.all(userIds.map(factsVersionOf))
  const shared = await sharedVersion()
  await write()
  const after = await Promise.all(userIds.map(factsVersionOf))
  return { users: after.map((version, i) => version !== before[i]), shared: (await sharedVersion()) !== shared }
}

describe('the facts stamps (triggers of db/migrations/0003)', () => {
  it("every write to a user's own fact rows moves that user's stamp, and no one else's", async () => {
    const ana = await createUser()
    const ben = await createUser({ accessLevels: ['member'] }) // the level exists before Ana is granted it
    const [group, other] = await db.insert(groups).values([{ name: 'G' }, { name: 'H' }]).returning()
    const [stage] = await db.insert(stages).values({ number: 1, name: 'One' }).returning()
    const [form] = await db.insert(forms).values({ slug: 'journey-form', title: 'Journey' }).returning()
    const [team] = await db.insert(accountabilityGroups).values({ name: 'Team' }).returning()
    const onlyAna = { users: [true, false], shared: false }

    const writes: [string, () => Promise<unknown>][] = [
      ['access level granted', () => grantAccessLevel(ana.id, 'member')],
      ['access level taken', () => db.delete(userAccessLevels).where(eq(userAccessLevels.userId, ana.id))],
      ['group joined', () => db.insert(groupMembers).values({ userId: ana.id, groupId: group.id })],
      ['group changed', () => db.update(groupMembers).set({ groupId: other.id }).where(eq(groupMembers.userId, ana.id))],
      ['group left', () => db.delete(groupMembers).where(eq(groupMembers.userId, ana.id))],
      ['group led', () => db.insert(groupLeaders).values({ userId: ana.id, groupId: group.id })],
      ['group no longer led', () => db.delete(groupLeaders).where(eq(groupLeaders.userId, ana.id))],
      ['stage led', () => db.insert(stageLeaders).values({ userId: ana.id, stageId: stage.id })],
      ['stage no longer led', () => db.delete(stageLeaders).where(eq(stageLeaders.userId, ana.id))],
      ['reviewer of a stage', () => db.insert(stageReviewers).values({ userId: ana.id, stageId: stage.id })],
      ['no longer reviewer', () => db.delete(stageReviewers).where(eq(stageReviewers.userId, ana.id))],
      ['accountability member', () => db.insert(accountabilityGroupMembers).values({ userId: ana.id, accountabilityGroupId: team.id })],
      ['accountability left', () => db.delete(accountabilityGroupMembers).where(eq(accountabilityGroupMembers.userId, ana.id))],
      ['accountability leader', () => db.update(accountabilityGroups).set({ leaderId: ana.id }).where(eq(accountabilityGroups.id, team.id))],
      ['subscribed', () => createSubscription(ana.id, new Date(Date.now() + 86_400_000))],
      ['unenrolled', () => db.update(subscriptions).set({ unenrolledAt: new Date() }).where(eq(subscriptions.userId, ana.id))],
      ['journey form answered', () => db.insert(formResponses).values({ formId: form.id, userId: ana.id })],
      ['journey form answer removed', () => db.delete(formResponses).where(eq(formResponses.userId, ana.id))],
    ]
    for (const [name, write] of writes) {
      expect({ name, moved: await stampsMovedBy([ana.id, ben.id], write) }).toEqual({ name, moved: onlyAna })
    }
    // A row moving from one user to another moves both stamps.
    expect(
      await stampsMovedBy([ana.id, ben.id], () => db.update(accountabilityGroups).set({ leaderId: ben.id }).where(eq(accountabilityGroups.id, team.id))),
    ).toEqual({ users: [true, true], shared: false })
  })

  it('every write to a row any user may read moves the shared stamp', async () => {
    const user = await createUser({ accessLevels: ['member'] })
    const [group] = await db.insert(groups).values({ name: 'G' }).returning()
    const [stage] = await db.insert(stages).values({ number: 1, name: 'One' }).returning()
    const [batch] = await db.insert(batches).values({ name: 'B', number: 1, launchFrom: '2025-01-01', launchTo: '2025-02-01' }).returning()
    const [form] = await db.insert(forms).values({ slug: 'f', title: 'F' }).returning()
    const writes: [string, () => Promise<unknown>][] = [
      ['access level flags', () => db.update(accessLevels).set({ pageAccess: { home: false } }).where(eq(accessLevels.name, 'member'))],
      ['group renamed', () => db.update(groups).set({ name: 'G2' }).where(eq(groups.id, group.id))],
      ['stage renamed', () => db.update(stages).set({ name: 'First' }).where(eq(stages.id, stage.id))],
      ['batch renumbered', () => db.update(batches).set({ number: 17 }).where(eq(batches.id, batch.id))],
      ['form slug', () => db.update(forms).set({ slug: 'journey-form' }).where(eq(forms.id, form.id))],
      ['a fact table truncated', () => db.execute(sql`truncate group_members`)],
    ]
    for (const [name, write] of writes) {
      expect({ name, moved: (await stampsMovedBy([user.id], write)).shared }).toEqual({ name, moved: true })
    }
  })
})

describe('the facts stamps: a statement that changes nothing', () => {
  it('moves no stamp, so unchanged facts stay cached', async () => {
    const user = await createUser({ accessLevels: ['member'] })
    const [group] = await db.insert(groups).values({ name: 'G' }).returning()
    await db.insert(groupMembers).values({ userId: user.id, groupId: group.id })
    const nothing = { users: [false], shared: false }
    expect(await stampsMovedBy([user.id], () => db.update(groupMembers).set({ groupId: group.id }).where(eq(groupMembers.userId, user.id)))).toEqual(nothing)
    expect(await stampsMovedBy([user.id], () => db.update(groups).set({ name: 'G' }).where(eq(groups.id, group.id)))).toEqual(nothing)
    expect(await stampsMovedBy([user.id], () => db.insert(groupMembers).values({ userId: user.id, groupId: group.id }).onConflictDoNothing())).toEqual(nothing)
    expect(await stampsMovedBy([user.id], () => db.delete(groups).where(eq(groups.name, 'no such group')))).toEqual(nothing)
  })
})

/** Stamps as read for a user nothing changed since the row was made. */
const unchanged = { user: 0, shared: 0 }

describe('userFacts', () => {
  it('reloads at Manila midnight, when a membership expires without any write', async () => {
    const user = await createUser()
    const today = startOfManilaDay()
    await createSubscription(user.id, new Date(today.getTime() + 86_400_000 - 1)) // the last instant of today
    const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, user.id))
    expect((await userFacts(row, unchanged, today)).community.membershipStatus).toBe('Active')
    expect((await userFacts(row, unchanged, new Date(today.getTime() + 86_400_000))).community.membershipStatus).toBe('Expired')
  })

  it('hands out facts no request can change for the next one', async () => {
    const user = await createUser({ accessLevels: ['member'] })
    const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, user.id))
    const facts = await userFacts(row, unchanged)
    expect(() => {
      ;(facts.held[0].pageAccess as Record<string, boolean>).users = true
    }).toThrow(TypeError)
    expect((await userFacts(row, unchanged)).held[0].pageAccess.users).toBeUndefined()
  })
})
