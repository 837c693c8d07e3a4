// stages (the member contract), adminStages, stage, createStage, updateStage and deleteStage
// (api/src/graphql/stages.sdl.ts; docs/api.md "Stages back office"). Tasks are in tasks.ts,
// leaders, reviewers and the pickers' lookups in staff.ts. Who may call each is the SDL's
// directive; what a stage must be is common/validation/stages.ts (the form uses the same).
import { and, asc, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { stageMessages, stageSchema, type StageValues } from '../../../../common/validation/stages'
import { courses, moveUpReviews, stages as stagesTable, taskCompletions, tasks, users } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { logStageChange } from './log'
import { escapeLike } from '../../lib/sql'

export const STAGE_SEARCH_MAX = 100

export const stageListMessages = {
  search: `Search must be at most ${STAGE_SEARCH_MAX} characters`,
}

/** Why a stage cannot be deleted: each reason a sentence, so the refusal says what to do first. */
export const stageDeleteMessages = {
  members: (n: number) => `${n} ${n === 1 ? 'member is' : 'members are'} on this stage: move them to another stage first.`,
  completions: (n: number) =>
    `Members finished this stage's tasks ${n} ${n === 1 ? 'time' : 'times'}: deleting it would take their Tribe Points. Rename the stage or archive its tasks instead.`,
  reviews: (n: number) => `${n} move-up ${n === 1 ? 'request names' : 'requests name'} this stage: its review history is kept, so rename it instead.`,
}

/**
 * Tasks members see, and members on the stage: one scalar subquery each (indexed by stage). The
 * outer stage is named in full: drizzle writes a one-table query's columns bare, and a bare "id"
 * inside the subquery would be the subquery's own table's.
 */
const taskCount = sql<number>`(select count(*)::int from ${tasks} where ${tasks.stageId} = "stages"."id" and ${tasks.archivedAt} is null)`
const memberCount = sql<number>`(select count(*)::int from ${users} where ${users.stageId} = "stages"."id")`

const selection = {
  ...getTableColumns(stagesTable),
  courseName: courses.name,
  taskCount,
  memberCount,
}

type Selected = typeof stagesTable.$inferSelect & { courseName: string | null; taskCount: number; memberCount: number }

/** What the list may be sorted by; by number otherwise, and to break ties (numbers are unique). */
const sortable = {
  number: stagesTable.number,
  name: stagesTable.name,
  taskCount,
  memberCount,
  createdAt: stagesTable.createdAt,
  updatedAt: stagesTable.updatedAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(STAGE_SEARCH_MAX, stageListMessages.search).nullish(),
})

/** The member contract (docs/product.md, "stages"): every stage, by number. */
export const stages = (async () =>
  db
    .select({ id: stagesTable.id, number: stagesTable.number, name: stagesTable.name, description: stagesTable.description })
    .from(stagesTable)
    .orderBy(asc(stagesTable.number))) satisfies QueryResolvers['stages']

export const adminStages = (async (args) => {
  // Paging, sorting and the search in one pass, so one answer names every bad field.
  const { search } = parseInput(listArgs, args, 'Invalid stage list request')
  const where = search ? sql`lower(${stagesTable.name}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'` : undefined
  return paginate(args, {
    sortable,
    defaultSort: [asc(stagesTable.number)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(selection)
          .from(stagesTable)
          .leftJoin(courses, eq(courses.id, stagesTable.courseId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toAdminStage),
    count: async () => (await db.select({ total: count() }).from(stagesTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['adminStages']

export const stage = (async ({ id }) => {
  const row = await findStage(db, id)
  return row ? toAdminStage(row) : null
}) satisfies QueryResolvers['stage']

export async function findStage(executor: Executor, id: number): Promise<Selected | undefined> {
  const [row] = await executor.select(selection).from(stagesTable).leftJoin(courses, eq(courses.id, stagesTable.courseId)).where(eq(stagesTable.id, id))
  return row
}

export const createStage = (async ({ input }) => {
  const values = parseInput(stageSchema, input)
  const id = await withNumberGuard(() =>
    db.transaction(async (tx) => {
      await checkStage(tx, values, null)
      const [row] = await tx.insert(stagesTable).values(values).returning({ id: stagesTable.id })
      await logStageChange(tx, 'stage-created', 'stage', row.id, values)
      return row.id
    }),
  )
  return toAdminStage((await findStage(db, id))!)
}) satisfies MutationResolvers['createStage']

export const updateStage = (async ({ id, input }) => {
  const values = parseInput(stageSchema, input)
  await withNumberGuard(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(stagesTable).where(eq(stagesTable.id, id)).for('update')
      if (!before) throw new NotFoundError('Stage not found')
      await checkStage(tx, values, before)
      await tx
        .update(stagesTable)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(stagesTable.id, id))
      await logStageChange(tx, 'stage-updated', 'stage', id, changes(before, values))
    }),
  )
  return toAdminStage((await findStage(db, id))!)
}) satisfies MutationResolvers['updateStage']

/**
 * Refused while members are on the stage (users.stageId restricts), members finished its tasks
 * (their completions and points must stay) or move-up requests name it (the review history is
 * kept): one statement counts all three, and the refusal names every reason.
 */
/** The row of deleteStage's usage statement (its aliases). */
type StageUsageRow = { members: number; completions: number; reviews: number }

export const deleteStage = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select(selection).from(stagesTable).leftJoin(courses, eq(courses.id, stagesTable.courseId)).where(eq(stagesTable.id, id)).for('update', { of: stagesTable })
    if (!row) throw new NotFoundError('Stage not found')
    const {
      rows: [usage],
    } = await tx.execute<StageUsageRow>(sql`
      select
        (select count(*)::int from ${users} where ${users.stageId} = ${id}) as members,
        (select count(*)::int from ${taskCompletions} join ${tasks} on ${tasks.id} = ${taskCompletions.taskId} where ${tasks.stageId} = ${id}) as completions,
        (select count(*)::int from ${moveUpReviews} where ${moveUpReviews.fromStageId} = ${id} or ${moveUpReviews.toStageId} = ${id}) as reviews`)
    const reasons = [
      usage.members > 0 ? stageDeleteMessages.members(usage.members) : null,
      usage.completions > 0 ? stageDeleteMessages.completions(usage.completions) : null,
      usage.reviews > 0 ? stageDeleteMessages.reviews(usage.reviews) : null,
    ].filter((reason): reason is string => reason !== null)
    if (reasons.length) throw new UserInputError(`This stage cannot be deleted. ${reasons.join(' ')}`)
    // Its tasks, leaders and reviewers go with it (ON DELETE CASCADE).
    await tx.delete(stagesTable).where(eq(stagesTable.id, id))
    // The row as it was: the log is the only place it still exists.
    await logStageChange(tx, 'stage-deleted', 'stage', id, { number: row.number, name: row.name, description: row.description, courseId: row.courseId })
    return toAdminStage(row)
  })) satisfies MutationResolvers['deleteStage']

/**
 * A unique number (a field message, not the index's error) and a live course; a stage may keep
 * the course it has even after that course was archived.
 */
async function checkStage(tx: Executor, values: StageValues, before: typeof stagesTable.$inferSelect | null) {
  const id = before?.id ?? null
  const [taken] = await tx
    .select({ id: stagesTable.id })
    .from(stagesTable)
    .where(and(eq(stagesTable.number, values.number), id === null ? undefined : sql`${stagesTable.id} <> ${id}`))
  const fields: Record<string, string[]> = {}
  if (taken) fields.number = [stageMessages.numberTaken]
  if (values.courseId !== null && values.courseId !== before?.courseId) {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, values.courseId), isNull(courses.archivedAt)))
    if (!course) fields.courseId = [stageMessages.courseInvalid]
  }
  if (Object.keys(fields).length) throw new UserInputError(INVALID_INPUT_MESSAGE, fields)
}

/** Two admins giving two stages one number at once: the loser gets the field message, not a 500. */
async function withNumberGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'stages_number_key')) {
      throw new UserInputError(INVALID_INPUT_MESSAGE, { number: [stageMessages.numberTaken] })
    }
    throw error
  }
}

/** The fields that changed, before and after. */
function changes(before: typeof stagesTable.$inferSelect, after: StageValues) {
  const changed = (Object.keys(after) as (keyof StageValues)[]).filter((key) => before[key] !== after[key])
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  }
}

/** A row as the API answers it; tasks, leaders and reviewers are resolved per field (relations.ts: one batched statement each). */
export function toAdminStage(row: Selected) {
  const { courseName, ...stage } = row
  return {
    ...stage,
    course: stage.courseId !== null && courseName !== null ? { id: stage.courseId, name: courseName } : null,
    createdAt: stage.createdAt.toISOString(),
    updatedAt: stage.updatedAt.toISOString(),
    // Never read: AdminStage's field resolvers answer these (the generated list type wants them).
    tasks: [],
    leaders: [],
    reviewers: [],
  }
}
