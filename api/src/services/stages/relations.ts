// AdminStage's tasks, leaders and reviewers: resolved per field with a per-request DataLoader, so
// a page of stages asks one statement per relation whatever its size, and a query that does not
// ask for a relation never loads it.
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { stageLeaders, stageReviewers, taskCompletions, tasks, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { groupByKeys, loader } from '../../lib/loaders'
import type { ResolverExtras } from '../../graphql/buildSchema'

/** How many members finished a task (task_completions by task id is indexed). */
// The outer task named in full: drizzle writes a one-table query's columns bare, and a bare "id"
// inside the subquery would be task_completions.id.
export const completionCount = sql<number>`(select count(*)::int from ${taskCompletions} where ${taskCompletions.taskId} = "tasks"."id")`

export const taskSelection = { ...getTableColumns(tasks), completionCount }
export type TaskRow = typeof tasks.$inferSelect & { completionCount: number }

/** A task as the API answers it: DateTime is an ISO 8601 instant in the contract. */
export function toStageTask(row: TaskRow) {
  return {
    id: row.id,
    stageId: row.stageId,
    title: row.title,
    description: row.description,
    points: row.points,
    actionLabel: row.actionLabel,
    actionUrl: row.actionUrl,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    completionCount: row.completionCount,
  }
}

const staffColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }
type StaffRow = { id: number; firstName: string; lastName: string; email: string; stageId: number }

function staffLoader(name: string, table: typeof stageLeaders | typeof stageReviewers) {
  return loader<number, StaffRow[]>(name, async (stageIds) => {
    const rows = await db
      .select({ ...staffColumns, stageId: table.stageId })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(inArray(table.stageId, [...stageIds]))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    return groupByKeys(stageIds, rows, (row) => row.stageId)
  })
}

const withoutStage = ({ stageId: _stageId, ...person }: StaffRow) => person

type Root = ResolverExtras<{ id: number }>

export const AdminStage = {
  /** The live tasks in order, then the archived ones (most recently archived first). */
  tasks: async (_args: unknown, { root }: Root) => {
    const rows = await loader<number, TaskRow[]>('stageTasks', async (stageIds) => {
      const found = await db
        .select(taskSelection)
        .from(tasks)
        .where(inArray(tasks.stageId, [...stageIds]))
        .orderBy(sql`${tasks.archivedAt} is not null`, asc(tasks.position), sql`${tasks.archivedAt} desc`, asc(tasks.id))
      return groupByKeys(stageIds, found, (row) => row.stageId)
    }).load(root.id)
    return rows.map(toStageTask)
  },
  leaders: async (_args: unknown, { root }: Root) => (await staffLoader('stageLeaders', stageLeaders).load(root.id)).map(withoutStage),
  reviewers: async (_args: unknown, { root }: Root) => (await staffLoader('stageReviewers', stageReviewers).load(root.id)).map(withoutStage),
}
