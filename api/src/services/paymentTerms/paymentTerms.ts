// paymentTermsByFunnelId (the enrol screens), paymentTerms, paymentTerm, paymentTermChoices,
// createPaymentTerm, updatePaymentTerm, deletePaymentTerm (api/src/graphql/paymentTerms.sdl.ts).
// What a term must be is common/validation/paymentTerms.ts. Every write is one transaction with
// its info-log row.
import { asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { paymentTermMessages, paymentTermSchema } from '../../../../common/validation/paymentTerms'
import { DEFAULT_PAYMENT_TERM_ID, funnelPaymentTerms, paymentTerms as termsTable, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { isRestrictViolation, isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { byKeys, loader } from '../../lib/loaders'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, PaymentTermResolvers, QueryResolvers } from '../../types/graphql'
import { logChange } from '../products/catalog'
import { toPaymentTerm } from './paymentTermRecord'
import { contains } from '../../lib/sql'

/** 'one-time' first, then by number of payments and id. */
const termOrder = [sql`${termsTable.id} = ${DEFAULT_PAYMENT_TERM_ID} desc`, asc(termsTable.numberOfPayments), asc(termsTable.id)]

async function findTerm(id: string) {
  const [row] = await db.select().from(termsTable).where(eq(termsTable.id, id))
  return row ? toPaymentTerm(row) : null
}

async function foundTerm(id: string) {
  const term = await findTerm(id)
  if (!term) throw new NotFoundError('Payment term not found')
  return term
}

export const paymentTermsByFunnelId = (async ({ funnelId }) =>
  (
    await db
      .select({ term: termsTable })
      .from(funnelPaymentTerms)
      .innerJoin(termsTable, eq(termsTable.id, funnelPaymentTerms.paymentTermId))
      .where(eq(funnelPaymentTerms.funnelId, funnelId))
      .orderBy(...termOrder)
  ).map((row) => toPaymentTerm(row.term))) satisfies QueryResolvers['paymentTermsByFunnelId']

const sortable = { id: termsTable.id, name: termsTable.name, numberOfPayments: termsTable.numberOfPayments }
const listArgs = pageArgsSchema(sortable).extend({ search: z.string().trim().max(100, paymentTermMessages.search).nullish() })

export const paymentTerms = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid payment term list request')
  const where = search ? (or(contains(termsTable.id, search), contains(termsTable.name, search)) as SQL) : undefined
  return paginate(args, {
    sortable,
    defaultSort: termOrder,
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select().from(termsTable).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toPaymentTerm),
    count: async () => (await db.select({ total: count() }).from(termsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['paymentTerms']

export const paymentTerm = (async ({ id }) => findTerm(id)) satisfies QueryResolvers['paymentTerm']

export const paymentTermChoices = (async () =>
  (await db.select().from(termsTable).orderBy(...termOrder)).map(toPaymentTerm)) satisfies QueryResolvers['paymentTermChoices']

export const createPaymentTerm = (async ({ input }) => {
  const values = parseInput(paymentTermSchema, input)
  if (values.id === DEFAULT_PAYMENT_TERM_ID) throw new UserInputError(INVALID_INPUT_MESSAGE, { id: [paymentTermMessages.idTaken] })
  try {
    await db.transaction(async (tx) => {
      await tx.insert(termsTable).values(values)
      await logChange(tx, 'payment-term', 'created', values.id, values)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserInputError(INVALID_INPUT_MESSAGE, { id: [paymentTermMessages.idTaken] })
    throw error
  }
  return foundTerm(values.id)
}) satisfies MutationResolvers['createPaymentTerm']

export const updatePaymentTerm = (async ({ id, input }) => {
  // The id is chosen on create only: references to it would otherwise break.
  const { id: _ignored, ...values } = parseInput(paymentTermSchema, { ...input, id })
  if (id === DEFAULT_PAYMENT_TERM_ID && values.numberOfPayments !== 1) {
    throw new UserInputError(INVALID_INPUT_MESSAGE, { numberOfPayments: [paymentTermMessages.defaultOneTime] })
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(termsTable).where(eq(termsTable.id, id)).for('update')
    if (!before) throw new NotFoundError('Payment term not found')
    await tx.update(termsTable).set({ ...values, updatedAt: new Date() }).where(eq(termsTable.id, id))
    await logChange(tx, 'payment-term', 'updated', id, {
      before: { name: before.name, numberOfPayments: before.numberOfPayments, intervalUnit: before.intervalUnit, intervalCount: before.intervalCount },
      after: values,
    })
  })
  return foundTerm(id)
}) satisfies MutationResolvers['updatePaymentTerm']

export const deletePaymentTerm = (async ({ id }) => {
  if (id === DEFAULT_PAYMENT_TERM_ID) throw new UserInputError(paymentTermMessages.defaultTerm)
  try {
    return await db.transaction(async (tx) => {
      const [offered, used] = await Promise.all([
        tx.select({ one: sql`1` }).from(funnelPaymentTerms).where(eq(funnelPaymentTerms.paymentTermId, id)).limit(1),
        tx.select({ one: sql`1` }).from(subscriptions).where(eq(subscriptions.paymentTermId, id)).limit(1),
      ])
      if (offered.length || used.length) throw new UserInputError(paymentTermMessages.inUse)
      const [row] = await tx.delete(termsTable).where(eq(termsTable.id, id)).returning()
      if (!row) throw new NotFoundError('Payment term not found')
      await logChange(tx, 'payment-term', 'deleted', id, { ...row })
      return id
    })
  } catch (error) {
    // A funnel or a subscription took the term between the check and the delete.
    if (isRestrictViolation(error)) throw new UserInputError(paymentTermMessages.inUse)
    throw error
  }
}) satisfies MutationResolvers['deletePaymentTerm']

/** How many funnels offer each of many terms: one statement per request. */
function funnelCountLoader() {
  return loader<string, number>('paymentTerms:funnelCount', async (ids) => {
    const rows = await db
      .select({ id: funnelPaymentTerms.paymentTermId, total: count() })
      .from(funnelPaymentTerms)
      .where(inArray(funnelPaymentTerms.paymentTermId, [...ids]))
      .groupBy(funnelPaymentTerms.paymentTermId)
    return byKeys(ids, rows, (row) => row.id).map((row) => row?.total ?? 0)
  })
}

export const PaymentTerm = {
  funnelCount: (_args, { root }) => funnelCountLoader().load(root.id!),
} satisfies Pick<PaymentTermResolvers, 'funnelCount'>
