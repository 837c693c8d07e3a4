// enrollmentBatches (the enrol screens' contract), batches, batch, createBatch, updateBatch and
// deleteBatch (api/src/graphql/batches.sdl.ts; docs/api.md "Batches and access levels"). Who may
// call each is the SDL's directive; what a batch must be is common/validation/batches.ts.
//
// "Current" is derived, never stored (db/schema/batches.ts): the batch with the latest launchFrom
// on or before today in Asia/Manila, the higher id breaking a tie. Every read computes it in the
// same statement as the rows (one index probe on batches_launch_from_idx).
import { count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { batchMessages, batchSchema, type BatchValues } from '../../../../common/validation/batches'
import { batches as batchesTable, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { manilaDate } from '../../lib/time'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { escapeLike } from '../../lib/sql'

export const BATCH_SEARCH_MAX = 100

export const batchListMessages = {
  search: `Search must be at most ${BATCH_SEARCH_MAX} characters`,
}

/** Why a batch cannot be deleted. */
export const batchDeleteMessages = {
  members: (n: number) =>
    `This batch cannot be deleted: ${n} ${n === 1 ? 'member is' : 'members are'} in it. Move ${n === 1 ? 'that member' : 'them'} to another batch first.`,
}

/** The id of the current batch as of `today` (a Manila date), as a scalar subquery. */
export function currentBatchId(today: string): SQL<number | null> {
  return sql<number | null>`(select cb.id from ${batchesTable} cb where cb.launch_from <= ${today}::date order by cb.launch_from desc, cb.id desc limit 1)`
}

/**
 * The outer batch is named in full: drizzle writes a one-table query's columns bare, and a bare
 * "id" inside a subquery would be the subquery's own table's.
 */
const memberCount = sql<number>`(select count(*)::int from ${users} where ${users.batchId} = "batches"."id")`

function selection(today: string) {
  return {
    ...getTableColumns(batchesTable),
    isCurrent: sql<boolean>`coalesce("batches"."id" = ${currentBatchId(today)}, false)`,
    memberCount,
  }
}

type Selected = typeof batchesTable.$inferSelect & { isCurrent: boolean; memberCount: number }

/** Newest launch first, the higher id breaking a tie: the lists' own order. */
const newestFirst = [desc(batchesTable.launchFrom), desc(batchesTable.id)]

const sortable = {
  name: batchesTable.name,
  number: batchesTable.number,
  launchFrom: batchesTable.launchFrom,
  launchTo: batchesTable.launchTo,
  memberCount,
  createdAt: batchesTable.createdAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(BATCH_SEARCH_MAX, batchListMessages.search).nullish(),
})

/** A row as the API answers it (Date is 'YYYY-MM-DD', DateTime an ISO instant). */
export function toBatch(row: Selected) {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    launchFrom: row.launchFrom,
    launchTo: row.launchTo,
    isCurrent: row.isCurrent === true,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The enrol screens' contract (docs/product.md, "batches"): every batch, newest launch first, with isCurrent. One statement. */
export const enrollmentBatches = (async () => {
  const rows = await db.select(selection(manilaDate())).from(batchesTable).orderBy(...newestFirst)
  return rows.map((row) => {
    const batch = toBatch(row)
    return { batch, isCurrent: batch.isCurrent }
  })
}) satisfies QueryResolvers['enrollmentBatches']

export const batches = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid batch list request')
  const where = search ? sql`lower(${batchesTable.name}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'` : undefined
  const today = manilaDate()
  return paginate(args, {
    sortable,
    defaultSort: newestFirst,
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(selection(today))
          .from(batchesTable)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toBatch),
    count: async () => (await db.select({ total: count() }).from(batchesTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['batches']

export const batch = (async ({ id }) => {
  const row = await findBatch(db, id)
  return row ? toBatch(row) : null
}) satisfies QueryResolvers['batch']

async function findBatch(executor: Executor, id: number): Promise<Selected | undefined> {
  const [row] = await executor.select(selection(manilaDate())).from(batchesTable).where(eq(batchesTable.id, id))
  return row
}

export const createBatch = (async ({ input }) => {
  const values = parseInput(batchSchema, input)
  const id = await withUniqueGuard(() =>
    db.transaction(async (tx) => {
      await checkUnique(tx, values, null)
      const [row] = await tx.insert(batchesTable).values(values).returning({ id: batchesTable.id })
      await logBatchChange(tx, 'batch-created', row.id, { ...values })
      return row.id
    }),
  )
  return toBatch((await findBatch(db, id))!)
}) satisfies MutationResolvers['createBatch']

export const updateBatch = (async ({ id, input }) => {
  const values = parseInput(batchSchema, input)
  await withUniqueGuard(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(batchesTable).where(eq(batchesTable.id, id)).for('update')
      if (!before) throw new NotFoundError('Batch not found')
      await checkUnique(tx, values, id)
      await tx
        .update(batchesTable)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(batchesTable.id, id))
      const changed = (Object.keys(values) as (keyof BatchValues)[]).filter((key) => before[key] !== values[key])
      await logBatchChange(tx, 'batch-updated', id, {
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, values[key]])),
      })
    }),
  )
  return toBatch((await findBatch(db, id))!)
}) satisfies MutationResolvers['updateBatch']

/** Refused while users are in the batch (users.batchId is ON DELETE RESTRICT): the message says how many. */
export const deleteBatch = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select(selection(manilaDate())).from(batchesTable).where(eq(batchesTable.id, id)).for('update', { of: batchesTable })
    if (!row) throw new NotFoundError('Batch not found')
    if (row.memberCount > 0) throw new UserInputError(batchDeleteMessages.members(row.memberCount))
    await tx.delete(batchesTable).where(eq(batchesTable.id, id))
    await logBatchChange(tx, 'batch-deleted', id, { name: row.name, number: row.number, launchFrom: row.launchFrom, launchTo: row.launchTo })
    return toBatch(row)
  })) satisfies MutationResolvers['deleteBatch']

/** Name and number unique: field messages, not the index's error. One statement. */
async function checkUnique(tx: Executor, values: BatchValues, id: number | null) {
  const others = id === null ? sql`true` : sql`${batchesTable.id} <> ${id}`
  const [taken] = await tx
    .select({
      name: sql<boolean>`bool_or(lower(${batchesTable.name}) = lower(${values.name}))`,
      number: values.number === null ? sql<boolean>`false` : sql<boolean>`bool_or(${batchesTable.number} = ${values.number})`,
    })
    .from(batchesTable)
    .where(others)
  const fields: Record<string, string[]> = {}
  if (taken?.name) fields.name = [batchMessages.nameTaken]
  if (taken?.number) fields.number = [batchMessages.numberTaken]
  if (Object.keys(fields).length) throw new UserInputError(INVALID_INPUT_MESSAGE, fields)
}

/** Two admins saving one name or number at once: the loser gets the field message, not a 500. */
async function withUniqueGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'batches_name_key')) throw new UserInputError(INVALID_INPUT_MESSAGE, { name: [batchMessages.nameTaken] })
    if (isUniqueViolation(error, 'batches_number_key')) throw new UserInputError(INVALID_INPUT_MESSAGE, { number: [batchMessages.numberTaken] })
    throw error
  }
}

function logBatchChange(tx: Executor, action: 'batch-created' | 'batch-updated' | 'batch-deleted', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog({ action, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: 'batch', entityId: id, details }, tx)
}
