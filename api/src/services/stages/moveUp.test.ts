import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { memberStageMessages } from '../../../../common/validation/stages.memberStages'
import { infoLogs, moveUpReviews } from '../../../../db/schema'
import { db } from '../../lib/db'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { journey, readyToMoveUp, stageIdOf } from './memberStages.scenarios'
import { approveMoveUp, moveUpQueue, requestMoveUp, sendBackMoveUp } from './moveUp'
import { userStageProgress } from './progress'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const reviewsOf = (userId: number) => db.select().from(moveUpReviews).where(eq(moveUpReviews.userId, userId))
const logsOf = (action: string) => db.select().from(infoLogs).where(eq(infoLogs.action, action))

describe('requestMoveUp', () => {
  scenario('asks to move from the stage to the next once every task is finished', readyToMoveUp, async ({ member, one, two }) => {
    const progress = await asUser(member, () => requestMoveUp({ note: '  Done with all three!  ' }))
    expect(progress.canRequestMoveUp).toBe(false)
    expect(progress.moveUpRequest).toMatchObject({ status: 'pending', note: 'Done with all three!', fromStage: { id: one.id }, toStage: { id: two.id }, reviewedAt: null })
    expect(await reviewsOf(member.id)).toMatchObject([{ fromStageId: one.id, toStageId: two.id, status: 'pending' }])
    expect(await logsOf('move-up-requested')).toMatchObject([{ userId: member.id, details: { fromStageId: one.id, toStageId: two.id } }])

    const twice = await refusal(() => asUser(member, () => requestMoveUp({})))
    expect(twice).toMatchObject({ message: memberStageMessages.alreadyPending, extensions: { code: 'BAD_USER_INPUT' } })
    expect(await reviewsOf(member.id)).toHaveLength(1)
  })

  scenario('refuses while tasks remain, on the last stage, and a note that is too long', journey, async ({ member, other }) => {
    expect(await refusal(() => asUser(member, () => requestMoveUp({})))).toMatchObject({ message: memberStageMessages.tasksRemaining })
    // Stage 2 is the last stage.
    expect(await refusal(() => asUser(other, () => requestMoveUp({})))).toMatchObject({ message: memberStageMessages.lastStage })
    const long = await refusal(() => asUser(member, () => requestMoveUp({ note: 'x'.repeat(1001) })))
    expect(long.extensions.properties?.messages).toEqual({ note: [memberStageMessages.noteTooLong] })
    expect(await reviewsOf(member.id)).toHaveLength(0)
  })
})

describe('approveMoveUp and sendBackMoveUp', () => {
  async function asked() {
    const rows = await readyToMoveUp()
    const progress = await asUser(rows.member, () => requestMoveUp({ note: 'Ready' }))
    return { ...rows, reviewId: progress.moveUpRequest!.id }
  }

  scenario('a reviewer of the stage approves: the member moves up and the record is kept', asked, async ({ member, reviewer, reviewId, two }) => {
    const review = await asUser(reviewer, () => approveMoveUp({ id: reviewId, note: 'Well done' }))
    expect(review).toMatchObject({ id: reviewId, status: 'approved', reviewerName: 'Rhea Reviewer', reviewerNote: 'Well done', member: { id: member.id } })
    expect(review.reviewedAt).toMatch(/^\d{4}-/)
    expect(await stageIdOf(member.id)).toBe(two.id)
    expect(await reviewsOf(member.id)).toMatchObject([{ status: 'approved', reviewerId: reviewer.id, reviewerNote: 'Well done' }])
    expect(await logsOf('move-up-approved')).toMatchObject([{ userId: reviewer.id, entityId: String(reviewId), details: { memberId: member.id, toStageId: two.id } }])
    // The member now sees stage 2 and its tasks; the signed-in user is reloaded on their next request.
    const moved = await currentUserFor(member.id)
    expect(moved.stage?.id).toBe(two.id)
    const progress = await asUser(moved, () => userStageProgress({ id: member.id }))
    expect(progress).toMatchObject({ stage: { id: two.id }, nextStage: null, remainingTasksCount: 1, moveUpRequest: null })

    const again = await refusal(() => asUser(reviewer, () => approveMoveUp({ id: reviewId })))
    expect(again).toMatchObject({ message: memberStageMessages.alreadyReviewed, extensions: { code: 'BAD_USER_INPUT' } })
  })

  scenario('a reviewer sends it back with a note: the member stays and may ask again', asked, async ({ member, reviewer, reviewId, one }) => {
    const missingNote = await refusal(() => asUser(reviewer, () => sendBackMoveUp({ id: reviewId, note: '  ' })))
    expect(missingNote.extensions.properties?.messages).toEqual({ note: [memberStageMessages.sendBackNoteRequired] })

    const review = await asUser(reviewer, () => sendBackMoveUp({ id: reviewId, note: 'Add your portfolio link first' }))
    expect(review).toMatchObject({ status: 'rejected', reviewerNote: 'Add your portfolio link first', reviewerName: 'Rhea Reviewer' })
    expect(await stageIdOf(member.id)).toBe(one.id)
    expect(await logsOf('move-up-sent-back')).toHaveLength(1)

    const progress = await asUser(member, () => userStageProgress({ id: member.id }))
    expect(progress).toMatchObject({ moveUpRequest: { status: 'rejected', reviewerNote: 'Add your portfolio link first' }, canRequestMoveUp: true })
    await asUser(member, () => requestMoveUp({}))
    expect((await reviewsOf(member.id)).map((r) => r.status).sort()).toEqual(['pending', 'rejected'])
  })

  scenario('only reviewers of that stage may decide; anyone else gets NOT_FOUND and nothing changes', asked, async (rows) => {
    const { member, leader, otherReviewer, admin, reviewId, one } = rows
    for (const someone of [member, leader, otherReviewer, admin]) {
      const refused = await refusal(() => asUser(someone, () => approveMoveUp({ id: reviewId })))
      expect(refused).toMatchObject({ message: memberStageMessages.reviewNotFound, extensions: { code: 'NOT_FOUND' } })
      expect((await refusal(() => asUser(someone, () => sendBackMoveUp({ id: reviewId, note: 'no' })))).extensions.code).toBe('NOT_FOUND')
    }
    expect(await stageIdOf(member.id)).toBe(one.id)
    expect(await reviewsOf(member.id)).toMatchObject([{ status: 'pending', reviewerId: null }])
    expect((await refusal(() => asUser(rows.reviewer, () => approveMoveUp({ id: 999_999 })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('moveUpQueue', () => {
  scenario('lists the stage queue to its reviewers, oldest first, with past decisions', readyToMoveUp, async (rows) => {
    const { member, reviewer, one, leader, otherReviewer, admin } = rows
    await asUser(member, () => requestMoveUp({ note: 'Ready' }))
    const queue = await asUser(reviewer, () => moveUpQueue({ stageId: one.id }))
    expect(queue).toMatchObject({ stage: { id: one.id }, pendingCount: 1, reviewed: [] })
    expect(queue!.pending).toMatchObject([{ note: 'Ready', member: { id: member.id, firstName: 'Maricel', points: 170, finishedCount: 3, percentage: 100 } }])

    await asUser(reviewer, () => approveMoveUp({ id: queue!.pending[0].id }))
    const after = await asUser(reviewer, () => moveUpQueue({ stageId: one.id }))
    expect(after).toMatchObject({ pending: [], pendingCount: 0, reviewed: [{ status: 'approved', reviewerName: 'Rhea Reviewer' }] })

    // Not a reviewer of stage 1: exactly like a missing stage.
    for (const someone of [member, leader, otherReviewer, admin]) expect(await asUser(someone, () => moveUpQueue({ stageId: one.id }))).toBeNull()
    expect(await asUser(reviewer, () => moveUpQueue({ stageId: 999_999 }))).toBeNull()
  })
})
