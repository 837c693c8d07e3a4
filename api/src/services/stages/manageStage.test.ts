import { describe, expect } from 'vitest'
import { users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { asUser, scenario } from '../../test/scenario'
import { manageStage } from './manageStage'
import { readyToMoveUp } from './memberStages.scenarios'
import { requestMoveUp } from './moveUp'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

describe('manageStage', () => {
  scenario('shows the leader their stage, its members with progress and the review queue', readyToMoveUp, async ({ leader, member, one }) => {
    await asUser(member, () => requestMoveUp({ note: 'Ready' }))
    const page = await asUser(leader, () => manageStage({}))
    expect(page).toMatchObject({ stage: { id: one.id, name: 'Foundation' }, taskCount: 3, pendingCount: 1 })
    expect(page!.members).toEqual({
      items: [{ id: member.id, firstName: 'Maricel', lastName: 'dela Cruz', email: member.email, points: 170, finishedCount: 3, percentage: 100 }],
      totalCount: 1,
      page: 1,
      pageSize: 10,
    })
    expect(page!.reviewQueue).toMatchObject([{ status: 'pending', note: 'Ready', member: { id: member.id } }])
    const second = await asUser(leader, () => manageStage({ page: 2, pageSize: 1 }))
    expect(second!.members).toMatchObject({ items: [], totalCount: 1, page: 2, pageSize: 1 })
  })

  scenario('leaves archived members out of the list and the count', readyToMoveUp, async ({ leader, member, one }) => {
    await createUser({ firstName: 'Archie', lastName: 'Archived', stageId: one.id, archivedAt: new Date() })
    await db.insert(users).values({ email: 'zoe@example.com', slug: 'zoe', firstName: 'Zoe', lastName: 'Abad', stageId: one.id })
    const page = await asUser(leader, () => manageStage({}))
    expect(page!.members.items.map((m) => m.lastName)).toEqual(['Abad', 'dela Cruz'])
    expect(page!.members.totalCount).toBe(2)
    expect(page!.members.items[1].id).toBe(member.id)
  })

  scenario('answers null to anyone who leads no stage, reviewers and admins included', readyToMoveUp, async ({ member, reviewer, admin }) => {
    for (const someone of [member, reviewer, admin]) expect(await asUser(someone, () => manageStage({}))).toBeNull()
  })

  scenario('refuses a bad page size', readyToMoveUp, async ({ leader }) => {
    const refused = await refusal(() => asUser(leader, () => manageStage({ pageSize: 500 })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(Object.keys(refused.extensions.properties!.messages)).toEqual(['pageSize'])
  })
})
