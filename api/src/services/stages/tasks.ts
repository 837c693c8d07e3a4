// A stage's tasks: createStageTask, updateStageTask, deleteStageTask (archives a task members
// finished), restoreStageTask and reorderStageTasks (api/src/graphql/stages.sdl.ts). Members'
// completions and the Tribe Points they earned are never removed here: task_completions restricts
// deleting a finished task, and the points ledger copied each task's points when it was earned.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { taskSchema, type TaskValues } from '../../../../common/validation/stages'
import { stages as stagesTable, tasks } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { logStageChange } from './log'
import { taskSelection, toStageTask, type TaskRow } from './relations'

export const reorderMessages = {
  taskIds: "The new order must name each of the stage's tasks once: reload the page and try again.",
}

async function findTask(executor: Executor, id: number): Promise<TaskRow | undefined> {
  const [row] = await executor.select(taskSelection).from(tasks).where(eq(tasks.id, id))
  return row
}

/** Locks the stage (so concurrent additions and reorders of its tasks run one after the other). */
async function lockStage(tx: Executor, stageId: number) {
  const [stage] = await tx.select({ id: stagesTable.id }).from(stagesTable).where(eq(stagesTable.id, stageId)).for('update')
  if (!stage) throw new NotFoundError('Stage not found')
}

/** The position after the stage's last live task. */
async function nextPosition(tx: Executor, stageId: number) {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${tasks.position}) + 1, 0)::int` })
    .from(tasks)
    .where(and(eq(tasks.stageId, stageId), isNull(tasks.archivedAt)))
  return next
}

/** What the info log keeps of a task. */
const logged = (task: TaskValues & { points: number }) => ({
  title: task.title,
  description: task.description,
  points: task.points,
  actionLabel: task.actionLabel,
  actionUrl: task.actionUrl,
})

export const createStageTask = (async ({ stageId, input }) => {
  const values = parseInput(taskSchema, input)
  const id = await db.transaction(async (tx) => {
    await lockStage(tx, stageId)
    const position = await nextPosition(tx, stageId)
    const [row] = await tx
      .insert(tasks)
      .values({ ...values, stageId, position })
      .returning({ id: tasks.id })
    await logStageChange(tx, 'stage-task-created', 'task', row.id, { stageId, ...logged(values), position })
    return row.id
  })
  return toStageTask((await findTask(db, id))!)
}) satisfies MutationResolvers['createStageTask']

export const updateStageTask = (async ({ id, input }) => {
  const values = parseInput(taskSchema, input)
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update')
    if (!before) throw new NotFoundError('Task not found')
    await tx
      .update(tasks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tasks.id, id))
    const after = logged(values)
    const old = logged(before)
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => old[key] !== after[key])
    await logStageChange(tx, 'stage-task-updated', 'task', id, {
      stageId: before.stageId,
      before: Object.fromEntries(changed.map((key) => [key, old[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    })
  })
  return toStageTask((await findTask(db, id))!)
}) satisfies MutationResolvers['updateStageTask']

/**
 * Deletes a task nobody finished. A task members finished is archived instead: hidden from
 * members (the member queries read archivedAt is null), its completions and the points earned
 * with it kept. The task row is locked first, so a member finishing it at the same moment waits
 * (the completion's foreign key check) and is counted.
 */
export const deleteStageTask = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select(taskSelection).from(tasks).where(eq(tasks.id, id)).for('update')
    if (!row) throw new NotFoundError('Task not found')
    if (row.completionCount > 0) {
      if (row.archivedAt) return toStageTask(row)
      const archivedAt = new Date()
      await tx.update(tasks).set({ archivedAt, updatedAt: archivedAt }).where(eq(tasks.id, id))
      await logStageChange(tx, 'stage-task-archived', 'task', id, { stageId: row.stageId, title: row.title, completionCount: row.completionCount })
      return toStageTask({ ...row, archivedAt })
    }
    await tx.delete(tasks).where(eq(tasks.id, id))
    // The row as it was: the log is the only place it still exists.
    await logStageChange(tx, 'stage-task-deleted', 'task', id, { stageId: row.stageId, ...logged(row), position: row.position })
    return toStageTask(row)
  })) satisfies MutationResolvers['deleteStageTask']

export const restoreStageTask = (async ({ id }) => {
  await db.transaction(async (tx) => {
    const [task] = await tx.select({ stageId: tasks.stageId, archivedAt: tasks.archivedAt, title: tasks.title }).from(tasks).where(eq(tasks.id, id))
    if (!task) throw new NotFoundError('Task not found')
    if (!task.archivedAt) return
    await lockStage(tx, task.stageId)
    const position = await nextPosition(tx, task.stageId)
    await tx.update(tasks).set({ archivedAt: null, position, updatedAt: new Date() }).where(eq(tasks.id, id))
    await logStageChange(tx, 'stage-task-restored', 'task', id, { stageId: task.stageId, title: task.title, position })
  })
  return toStageTask((await findTask(db, id))!)
}) satisfies MutationResolvers['restoreStageTask']

/** Positions 0, 1, 2... in the order given, in one statement; the list must be exactly the stage's live tasks. */
export const reorderStageTasks = (async ({ stageId, taskIds }) => {
  await db.transaction(async (tx) => {
    await lockStage(tx, stageId)
    const live = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.stageId, stageId), isNull(tasks.archivedAt)))
    const liveIds = new Set(live.map((task) => task.id))
    const given = new Set(taskIds)
    if (given.size !== taskIds.length || given.size !== liveIds.size || taskIds.some((taskId) => !liveIds.has(taskId))) {
      throw new UserInputError(reorderMessages.taskIds, { taskIds: [reorderMessages.taskIds] })
    }
    if (taskIds.length === 0) return
    await tx
      .update(tasks)
      .set({
        position: sql`case ${tasks.id} ${sql.join(
          taskIds.map((taskId, position) => sql`when ${taskId}::int then ${position}::int`),
          sql` `,
        )} end`,
        updatedAt: new Date(),
      })
      .where(inArray(tasks.id, taskIds))
    await logStageChange(tx, 'stage-tasks-reordered', 'stage', stageId, { taskIds })
  })
  const rows = await db
    .select(taskSelection)
    .from(tasks)
    .where(eq(tasks.stageId, stageId))
    .orderBy(sql`${tasks.archivedAt} is not null`, asc(tasks.position), sql`${tasks.archivedAt} desc`, asc(tasks.id))
  return rows.map(toStageTask)
}) satisfies MutationResolvers['reorderStageTasks']
