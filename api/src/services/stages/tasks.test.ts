import { and, asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { taskMessages } from '../../../../common/validation/stages'
import { infoLogs, pointEntries, taskCompletions, tasks } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { stage } from './stages'
import { standard, withProgress } from './stages.scenarios'
import { createStageTask, deleteStageTask, reorderMessages, reorderStageTasks, restoreStageTask, updateStageTask } from './tasks'

const valid = { title: 'Join a live call', description: 'See **Events**.', points: 15, actionLabel: 'See events', actionUrl: '/events/my-events' }

const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const codeOf = (result: Awaited<ReturnType<typeof runGraphql>>) => (result.errors?.[0]?.extensions as { code?: string } | undefined)?.code

/** The stage's tasks as stored, in order: title, position and whether archived. */
const stored = (stageId: number) =>
  db
    .select({ title: tasks.title, position: tasks.position, archived: tasks.archivedAt })
    .from(tasks)
    .where(eq(tasks.stageId, stageId))
    .orderBy(asc(tasks.position), asc(tasks.id))

describe('createStageTask', () => {
  scenario('adds a task at the end of the stage and logs it', standard, async ({ admin, one }) => {
    const task = await asUser(admin, () => createStageTask({ stageId: one.id, input: valid }))
    expect(task).toMatchObject({ ...valid, stageId: one.id, position: 3, archivedAt: null, completionCount: 0 })
    expect(await logsOf('stage-task-created', task.id)).toMatchObject([{ userId: admin.id, entityType: 'task', details: { stageId: one.id, points: 15 } }])
  })

  scenario('refuses bad fields with their messages and stores nothing', standard, async ({ admin, one }) => {
    const refused = await refusal(() =>
      asUser(admin, () => createStageTask({ stageId: one.id, input: { title: ' ', points: -5, actionUrl: 'javascript:alert(1)' } })),
    )
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toEqual({
      title: [taskMessages.titleRequired],
      points: [taskMessages.pointsRange],
      actionUrl: [taskMessages.actionUrlInvalid],
    })
    const noPoints = await refusal(() => asUser(admin, () => createStageTask({ stageId: one.id, input: { title: 'x', points: null } })))
    expect(noPoints.extensions.properties?.messages).toEqual({ points: [taskMessages.pointsRequired] })
    expect(await stored(one.id)).toHaveLength(3)
    expect((await refusal(() => asUser(admin, () => createStageTask({ stageId: 999_999, input: valid })))).extensions.code).toBe('NOT_FOUND')
  })

  scenario('needs the editStage page flag', standard, async ({ coach, headCoach, two }) => {
    const document = `mutation { createStageTask(stageId: ${two.id}, input: { title: "T", points: 1 }) { id } }`
    expect(codeOf(await runGraphql(coach, document))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(headCoach, document))).toBeUndefined()
  })
})

describe('updateStageTask', () => {
  scenario('changes the task; points already earned stay as the ledger recorded them', withProgress, async ({ admin, taskB, finisher }) => {
    const task = await asUser(admin, () => updateStageTask({ id: taskB.id, input: { ...valid, title: 'Pick one niche', points: 40 } }))
    expect(task).toMatchObject({ title: 'Pick one niche', points: 40, completionCount: 1 })
    expect(await db.select({ points: pointEntries.points }).from(pointEntries).where(eq(pointEntries.userId, finisher.id))).toEqual([{ points: 25 }])
    expect(await logsOf('stage-task-updated', taskB.id)).toMatchObject([
      { details: { before: { title: 'Pick your niche', points: 25 }, after: { title: 'Pick one niche', points: 40 } } },
    ])
  })
})

describe('deleteStageTask', () => {
  scenario('deletes a task nobody finished and keeps it in the info log', standard, async ({ admin, one, taskA }) => {
    const deleted = await asUser(admin, () => deleteStageTask({ id: taskA.id }))
    expect(deleted).toMatchObject({ id: taskA.id, archivedAt: null })
    expect((await stored(one.id)).map((t) => t.title)).toEqual(['Pick your niche', 'Finish the course'])
    expect(await logsOf('stage-task-deleted', taskA.id)).toMatchObject([{ details: { title: 'Set up your workspace', points: 15 } }])
  })

  scenario('archives a task members finished: hidden, their completions and points kept', withProgress, async ({ admin, one, taskB, finisher }) => {
    const archived = await asUser(admin, () => deleteStageTask({ id: taskB.id }))
    expect(archived.archivedAt).not.toBeNull()
    expect(await db.select().from(taskCompletions).where(eq(taskCompletions.taskId, taskB.id))).toHaveLength(1)
    expect(await db.select({ points: pointEntries.points }).from(pointEntries).where(eq(pointEntries.userId, finisher.id))).toEqual([{ points: 25 }])
    expect(await logsOf('stage-task-archived', taskB.id)).toMatchObject([{ details: { completionCount: 1 } }])
    // Staff see it among the archived ones, after the live tasks; the stage counts only live ones.
    const shown = await asUser(admin, () => stage({ id: one.id }))
    expect(shown?.taskCount).toBe(2)
    const result = await runGraphql(admin, `query { stage(id: ${one.id}) { tasks { title archivedAt } } }`)
    const titles = (result.data?.stage as { tasks: { title: string; archivedAt: string | null }[] }).tasks
    expect(titles.map((t) => [t.title, t.archivedAt !== null])).toEqual([
      ['Set up your workspace', false],
      ['Finish the course', false],
      ['Pick your niche', true],
    ])
    // Deleting it again changes nothing.
    await asUser(admin, () => deleteStageTask({ id: taskB.id }))
    expect(await logsOf('stage-task-archived', taskB.id)).toHaveLength(1)
  })
})

describe('restoreStageTask', () => {
  scenario('brings an archived task back at the end', withProgress, async ({ admin, one, taskB }) => {
    await asUser(admin, () => deleteStageTask({ id: taskB.id }))
    const restored = await asUser(admin, () => restoreStageTask({ id: taskB.id }))
    expect(restored).toMatchObject({ archivedAt: null, position: 3 })
    expect((await stored(one.id)).map((t) => t.title)).toEqual(['Set up your workspace', 'Finish the course', 'Pick your niche'])
    expect(await logsOf('stage-task-restored', taskB.id)).toHaveLength(1)
  })
})

describe('reorderStageTasks', () => {
  scenario('puts the live tasks in the order given and answers them', standard, async ({ headCoach, one, taskA, taskB, taskC }) => {
    const answer = await asUser(headCoach, () => reorderStageTasks({ stageId: one.id, taskIds: [taskC.id, taskA.id, taskB.id] }))
    expect(answer.map((t) => [t.id, t.position])).toEqual([
      [taskC.id, 0],
      [taskA.id, 1],
      [taskB.id, 2],
    ])
    expect((await stored(one.id)).map((t) => t.title)).toEqual(['Finish the course', 'Set up your workspace', 'Pick your niche'])
    expect(await logsOf('stage-tasks-reordered', one.id)).toMatchObject([{ details: { taskIds: [taskC.id, taskA.id, taskB.id] } }])
  })

  scenario('refuses a list that is not exactly the stage live tasks', withProgress, async ({ admin, one, two, taskA, taskB, taskC }) => {
    for (const taskIds of [[taskA.id, taskB.id], [taskA.id, taskB.id, taskC.id, taskC.id], [taskA.id, taskB.id, 999_999]]) {
      const refused = await refusal(() => asUser(admin, () => reorderStageTasks({ stageId: one.id, taskIds })))
      expect(refused.extensions.properties?.messages).toEqual({ taskIds: [reorderMessages.taskIds] })
    }
    // An archived task is not in the order.
    await asUser(admin, () => deleteStageTask({ id: taskB.id }))
    await asUser(admin, () => reorderStageTasks({ stageId: one.id, taskIds: [taskC.id, taskA.id] }))
    expect((await stored(one.id)).filter((t) => !t.archived).map((t) => t.title)).toEqual(['Finish the course', 'Set up your workspace'])
    expect(await asUser(admin, () => reorderStageTasks({ stageId: two.id, taskIds: [] }))).toEqual([])
  })
})
