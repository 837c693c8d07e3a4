import { describe, expect, it } from 'vitest'
import {
  accountabilityGroupMembers,
  accountabilityGroups,
  batches,
  formResponses,
  forms,
  groupLeaders,
  groupMembers,
  groups,
  stageLeaders,
  stageReviewers,
  stages,
  users,
} from '../../../../db/schema'
import { eq } from 'drizzle-orm'
import { db } from '../db'
import { createSubscription, createUser } from '../../test/factories'
import { startOfManilaDay as startOfManilaToday } from '../time'
import { chooseAccessLevel, loadCurrentUser } from './loadCurrentUser'

describe('loadCurrentUser', () => {
  it('fills every field from the identity and community tables', async () => {
    const user = await createUser({ email: 'vic@example.com', accessLevels: ['member'] })
    const [batch] = await db.insert(batches).values({ name: 'Batch 17', number: 17, launchFrom: '2025-01-01', launchTo: '2025-02-01' }).returning()
    const [stage1, stage2, stage3] = await db
      .insert(stages)
      .values([{ number: 1, name: 'One' }, { number: 2, name: 'Two' }, { number: 3, name: 'Three' }])
      .returning()
    await db.update(users).set({ batchId: batch.id, stageId: stage1.id, isFastTrackStudent: true }).where(eq(users.id, user.id))
    const [group, led] = await db.insert(groups).values([{ name: 'Alpha' }, { name: 'Beta' }]).returning()
    await db.insert(groupMembers).values({ userId: user.id, groupId: group.id })
    await db.insert(groupLeaders).values({ userId: user.id, groupId: led.id })
    await db.insert(stageLeaders).values({ userId: user.id, stageId: stage2.id })
    await db.insert(stageReviewers).values([{ userId: user.id, stageId: stage3.id }, { userId: user.id, stageId: stage2.id }])
    const [leads] = await db.insert(accountabilityGroups).values({ name: 'Buddies', leaderId: user.id }).returning()
    const [member] = await db.insert(accountabilityGroups).values({ name: 'Other' }).returning()
    await db.insert(accountabilityGroupMembers).values({ userId: user.id, accountabilityGroupId: member.id })
    const [form] = await db.insert(forms).values({ slug: 'journey-form', title: 'Journey Form' }).returning()
    await db.insert(formResponses).values({ formId: form.id, userId: user.id })
    await createSubscription(user.id, new Date(Date.now() + 30 * 86_400_000))

    const me = (await loadCurrentUser(user.id))!
    expect(me).toMatchObject({
      id: user.id,
      batch: { id: batch.id, name: 'Batch 17' },
      stage: { id: stage1.id, number: 1, name: 'One' },
      group: { id: group.id, name: 'Alpha' },
      managedGroup: { id: led.id, name: 'Beta' },
      managedStage: { id: stage2.id, number: 2, name: 'Two' },
      stagesAsReviewer: [
        { id: stage2.id, number: 2, name: 'Two' },
        { id: stage3.id, number: 3, name: 'Three' },
      ],
      accountabilityAsLeaderId: leads.id,
      accountabilityGroupId: member.id,
      membershipStatus: 'Active',
      isBatch17: true,
      isJourneyFormCompleted: true,
      isFastTrackStudent: true,
      isImpersonating: false,
      userProfile: { firstName: 'Test', lastName: 'User' },
    })
  })

  it('answers empty facts for a bare user, and derives the membership status', async () => {
    const user = await createUser({ email: 'wes@example.com' })
    const bare = (await loadCurrentUser(user.id))!
    expect(bare).toMatchObject({
      batch: null, stage: null, group: null, managedGroup: null, managedSubGroup: null, managedStage: null, stagesAsReviewer: [],
      accountabilityAsLeaderId: null, accountabilityGroupId: null, membershipStatus: null,
      isBatch17: false, isJourneyFormCompleted: false, accessLevel: null, accessLevels: [], pageAccess: {},
    })
    await createSubscription(user.id, new Date(startOfManilaToday().getTime() - 1)) // expired yesterday (Manila)
    expect((await loadCurrentUser(user.id))!.membershipStatus).toBe('Expired')
    await createSubscription(user.id, startOfManilaToday()) // expires today: still active
    expect((await loadCurrentUser(user.id))!.membershipStatus).toBe('Active')
    await createSubscription(user.id, new Date(Date.now() + 86_400_000), { unenrolled: true }) // unenrolled: does not count
    expect((await loadCurrentUser(user.id))!.membershipStatus).toBe('Active')
    await createSubscription(user.id, new Date(Date.now() + 86_400_000))
    expect((await loadCurrentUser(user.id))!.membershipStatus).toBe('Multiple Subscriptions Found')
  })

  it('does not load a disabled user', async () => {
    const user = await createUser({ email: 'xan@example.com', disabled: true })
    expect(await loadCurrentUser(user.id)).toBeNull()
  })

  it('picks the requested role only if held, else member, else the first', () => {
    const held = [{ name: 'coach' }, { name: 'member' }]
    expect(chooseAccessLevel(held, 'coach')?.name).toBe('coach')
    expect(chooseAccessLevel(held, 'admin')?.name).toBe('member')
    expect(chooseAccessLevel([{ name: 'coach' }, { name: 'affiliate' }], null)?.name).toBe('coach')
    expect(chooseAccessLevel([], 'member')).toBeNull()
  })
})
