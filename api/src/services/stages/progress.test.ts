import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { memberStageMessages } from '../../../../common/validation/stages.memberStages'
import { infoLogs, pointEntries, stages, taskCompletions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { finishTask } from './finishTask'
import { journey } from './memberStages.scenarios'
import { NO_STAGE, userStageProgress } from './progress'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string } }
  }
  throw new Error('expected a refusal')
}

const ledgerOf = (userId: number) => db.select().from(pointEntries).where(eq(pointEntries.userId, userId))

describe('userStageProgress', () => {
  scenario('answers the member their stage, next stage, points, tasks and percentage', journey, async ({ member, one, two, taskA, taskB, taskC }) => {
    const progress = await asUser(member, () => userStageProgress({ id: member.id }))
    expect(progress).toMatchObject({
      id: member.id,
      stage: { id: one.id, number: 1, name: 'Foundation', description: 'Mindset and workspace.' },
      nextStage: { id: two.id, number: 2, name: 'Skill Building' },
      // 100 base points from the import + 15 for task A.
      points: 115,
      remainingTasksCount: 2,
      // 1 of 3 live tasks (the archived one does not count).
      percentage: 33,
      moveUpRequest: null,
      canRequestMoveUp: false,
    })
    expect(progress!.stageTasks.map((t) => [t.id, t.finished])).toEqual([
      [taskA.id, true],
      [taskB.id, false],
      [taskC.id, false],
    ])
    expect(progress!.remainingTasks.map((t) => t.id)).toEqual([taskB.id, taskC.id])
    expect(progress!.stageTasks[2]).toMatchObject({ title: 'Finish the course', points: 30, actionLabel: 'Go to course', actionUrl: '/courses/my-courses', finishedAt: null })
    expect(progress!.stageTasks[0].finishedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  scenario('puts a member with no stage on stage 0 and its tasks', journey, async ({ newcomer, zero, one, onboarding }) => {
    const progress = await asUser(newcomer, () => userStageProgress({ id: newcomer.id }))
    expect(progress).toMatchObject({ stage: { id: zero.id, number: 0 }, nextStage: { id: one.id }, points: 0, remainingTasksCount: 1, percentage: 0 })
    expect(progress!.stageTasks.map((t) => t.id)).toEqual([onboarding.id])
  })

  scenario('without a stage numbered 0, stage 0 is a stage without tasks', journey, async ({ newcomer, zero, one }) => {
    // No row numbered 0 any more (renumbered, as an admin may).
    await db.update(stages).set({ number: 9 }).where(eq(stages.id, zero.id))
    const progress = await asUser(newcomer, () => userStageProgress({ id: newcomer.id }))
    expect(progress).toMatchObject({ stage: NO_STAGE, nextStage: { id: one.id }, stageTasks: [], percentage: 0, canRequestMoveUp: false })
  })

  scenario('lets the stage leader, the stage reviewers and staff with user read it; nobody else', journey, async (rows) => {
    const { member, leader, reviewer, admin, other, otherReviewer, newcomer } = rows
    for (const viewer of [member, leader, reviewer, admin]) {
      expect((await asUser(viewer, () => userStageProgress({ id: member.id })))?.id).toBe(member.id)
    }
    for (const viewer of [other, otherReviewer, newcomer]) {
      expect(await asUser(viewer, () => userStageProgress({ id: member.id }))).toBeNull()
    }
    // A missing user answers the same null.
    expect(await asUser(admin, () => userStageProgress({ id: 999_999 }))).toBeNull()
    expect(await asUser(admin, () => userStageProgress({ id: -1 }))).toBeNull()
  })

  scenario('needs a signed-in user', journey, async ({ member }) => {
    const result = await runGraphql(null, `{ userStageProgress(id: ${member.id}) { id } }`)
    expect((result.errors?.[0]?.extensions as { code?: string }).code).toBe('UNAUTHENTICATED')
  })
})

describe('finishTask', () => {
  scenario('finishes a task once: one completion, one ledger row with its points, one log', journey, async ({ member, taskB }) => {
    const progress = await asUser(member, () => finishTask({ taskId: taskB.id }))
    expect(progress).toMatchObject({ points: 140, remainingTasksCount: 1, percentage: 66 })
    expect(progress.remainingTasks.map((t) => t.title)).toEqual(['Finish the course'])

    const again = await asUser(member, () => finishTask({ taskId: taskB.id }))
    expect(again).toMatchObject({ points: 140, remainingTasksCount: 1, percentage: 66 })

    const ledger = await ledgerOf(member.id)
    expect(ledger.map((e) => [e.kind, e.points]).sort()).toEqual([
      ['base', 100],
      ['task', 15],
      ['task', 25],
    ])
    expect(await db.select().from(taskCompletions).where(and(eq(taskCompletions.userId, member.id), eq(taskCompletions.taskId, taskB.id)))).toHaveLength(1)
    expect(await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'task-finished'), eq(infoLogs.entityId, String(taskB.id))))).toMatchObject([
      { userId: member.id, entityType: 'task', details: { points: 25 } },
    ])
  })

  scenario('two calls at once still award the points once', journey, async ({ member, taskC }) => {
    await Promise.all([asUser(member, () => finishTask({ taskId: taskC.id })), asUser(member, () => finishTask({ taskId: taskC.id }))])
    expect((await ledgerOf(member.id)).filter((e) => e.kind === 'task')).toHaveLength(2)
  })

  scenario('reaches 100% when every live task is finished', journey, async ({ member, taskB, taskC }) => {
    await asUser(member, () => finishTask({ taskId: taskB.id }))
    const done = await asUser(member, () => finishTask({ taskId: taskC.id }))
    expect(done).toMatchObject({ percentage: 100, remainingTasksCount: 0, remainingTasks: [], points: 170, canRequestMoveUp: true })
  })

  scenario('finishes stage 0 tasks for a member with no stage', journey, async ({ newcomer, onboarding }) => {
    const progress = await asUser(newcomer, () => finishTask({ taskId: onboarding.id }))
    expect(progress).toMatchObject({ stage: { number: 0 }, points: 5, percentage: 100, remainingTasksCount: 0 })
  })

  scenario('refuses a task of another stage, an archived one or a missing one, writing nothing', journey, async (rows) => {
    const { member, twoTask, retired, onboarding } = rows
    for (const taskId of [twoTask.id, retired.id, onboarding.id, 999_999, 0]) {
      const refused = await refusal(() => asUser(member, () => finishTask({ taskId })))
      expect(refused.extensions.code).toBe('NOT_FOUND')
      expect(refused.message).toBe(memberStageMessages.taskNotFound)
    }
    expect(await ledgerOf(member.id)).toHaveLength(2)
  })

  scenario('needs a signed-in user', journey, async ({ taskB }) => {
    const result = await runGraphql(null, `mutation { finishTask(taskId: ${taskB.id}) { id } }`)
    expect((result.errors?.[0]?.extensions as { code?: string }).code).toBe('UNAUTHENTICATED')
  })
})
