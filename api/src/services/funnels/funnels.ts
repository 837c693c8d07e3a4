// funnelsByProductId (the enrol screens), funnels, funnel, createFunnel, updateFunnel, deleteFunnel
// (api/src/graphql/funnels.sdl.ts) and the Funnel field resolvers. What a funnel must be is
// common/validation/funnels.ts. Every write is one transaction with its info-log row.
import { and, asc, count, desc, eq, inArray, ne, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { FUNNEL_STATUSES, funnelMessages, funnelSchema, type FunnelValues } from '../../../../common/validation/funnels'
import { isAppPathSegment } from '../../../../common/appPaths'
import {
  affiliates,
  coupons,
  DEFAULT_PAYMENT_TERM_ID,
  funnelPaymentTerms,
  funnels as funnelsTable,
  paymentTerms,
  products,
  redirectRules,
  subscriptions,
} from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { isRestrictViolation, isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { groupByKeys, loader } from '../../lib/loaders'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { startOfManilaDay } from '../../lib/time'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { FunnelResolvers, MutationResolvers, QueryResolvers } from '../../types/graphql'
import { toCoupon } from '../coupons/couponRecord'
import { toPaymentTerm } from '../paymentTerms/paymentTermRecord'
import { logChange } from '../products/catalog'
import { productLoader } from '../products/products'
import { toFunnel } from './funnelRecord'
import { contains } from '../../lib/sql'

async function findFunnel(id: string) {
  const [row] = await db.select().from(funnelsTable).where(eq(funnelsTable.id, id))
  return row ? toFunnel(row) : null
}

async function foundFunnel(id: string) {
  const funnel = await findFunnel(id)
  if (!funnel) throw new NotFoundError('Funnel not found')
  return funnel
}

export const funnelsByProductId = (async ({ productId, hidden, userId }) => {
  const conditions: SQL[] = [eq(funnelsTable.productId, productId)]
  if (!hidden) conditions.push(eq(funnelsTable.isOpen, true))
  if (userId != null) {
    // Funnels the user already holds an active subscription to are left out.
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.funnelId, funnelsTable.id),
              eq(subscriptions.userId, userId),
              sql`${subscriptions.unenrolledAt} is null`,
              sql`${subscriptions.expiry} >= ${startOfManilaDay()}`,
            ),
          ),
      ),
    )
  }
  const rows = await db.select().from(funnelsTable).where(and(...conditions)).orderBy(asc(funnelsTable.name), asc(funnelsTable.id))
  return rows.map(toFunnel)
}) satisfies QueryResolvers['funnelsByProductId']

const sortable = { name: funnelsTable.name, price: funnelsTable.priceCentavos, createdAt: funnelsTable.createdAt }

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(100, funnelMessages.search).nullish(),
  productId: z.number().int().nullish(),
  status: z.enum(FUNNEL_STATUSES, { error: funnelMessages.status }).nullish(),
})

export const funnels = (async (args) => {
  const { search, productId, status } = parseInput(listArgs, args, 'Invalid funnel list request')
  const conditions: SQL[] = []
  if (search)
    conditions.push(
      or(contains(funnelsTable.name, search), contains(funnelsTable.slug, search), contains(products.name, search)) as SQL,
    )
  if (productId != null) conditions.push(eq(funnelsTable.productId, productId))
  if (status) conditions.push(eq(funnelsTable.isOpen, status === 'open'))
  const where = and(...conditions)
  return paginate(args, {
    sortable,
    defaultSort: [desc(funnelsTable.createdAt), asc(funnelsTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({ funnel: funnelsTable })
          .from(funnelsTable)
          .innerJoin(products, eq(products.id, funnelsTable.productId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((row) => toFunnel(row.funnel)),
    count: async () =>
      (await db.select({ total: count() }).from(funnelsTable).innerJoin(products, eq(products.id, funnelsTable.productId)).where(where))[0].total,
  })
}) satisfies QueryResolvers['funnels']

export const funnel = (async ({ id }) => findFunnel(id)) satisfies QueryResolvers['funnel']

/**
 * Field problems of a funnel's product, terms and slug (one statement each, run together). The
 * slug is the page's address /{slug}, which it shares with affiliates' main links /{code}, the
 * app's own paths (common/appPaths.ts, the marketing pages' among them) and the redirect rules'
 * paths (a rule, active or not, wins over every page: the funnel's page would never be seen).
 */
async function checkFunnel(values: FunnelValues, termIds: string[], id: string | null) {
  const [product, terms, slugOwner, affiliateCode, redirectRule] = await Promise.all([
    db.select({ id: products.id }).from(products).where(eq(products.id, values.productId)),
    db.select({ id: paymentTerms.id }).from(paymentTerms).where(inArray(paymentTerms.id, termIds)),
    db
      .select({ id: funnelsTable.id })
      .from(funnelsTable)
      .where(and(eq(funnelsTable.slug, values.slug), id ? ne(funnelsTable.id, id) : undefined)),
    db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, values.slug)),
    db
      .select({ id: redirectRules.id })
      .from(redirectRules)
      .where(sql`lower(${redirectRules.fromPath}) = ${`/${values.slug}`}`),
  ])
  const problems: Record<string, string[]> = {}
  if (!product.length) problems.productId = [funnelMessages.unknownProduct]
  if (terms.length !== termIds.length) problems.paymentTermIds = [funnelMessages.unknownPaymentTerm]
  if (slugOwner.length) problems.slug = [funnelMessages.slugTaken]
  else if (affiliateCode.length) problems.slug = [funnelMessages.slugAffiliate]
  else if (isAppPathSegment(values.slug)) problems.slug = [funnelMessages.slugReserved]
  else if (redirectRule.length) problems.slug = [funnelMessages.slugRedirect]
  if (Object.keys(problems).length) throw new UserInputError(INVALID_INPUT_MESSAGE, problems)
}

/** The terms a funnel offers: the chosen ones, and the default 'one-time' always. */
const offeredTerms = (ids: string[]) => [DEFAULT_PAYMENT_TERM_ID, ...ids.filter((id) => id !== DEFAULT_PAYMENT_TERM_ID)]

/** Writes the funnel's terms: those no longer offered go, new ones come (totals of kept ones stay). */
async function saveTerms(tx: Executor, funnelId: string, termIds: string[]) {
  await tx.delete(funnelPaymentTerms).where(and(eq(funnelPaymentTerms.funnelId, funnelId), notInArray(funnelPaymentTerms.paymentTermId, termIds)))
  await tx
    .insert(funnelPaymentTerms)
    .values(termIds.map((paymentTermId) => ({ funnelId, paymentTermId })))
    .onConflictDoNothing()
}

/** A slug taken between the check and the write: the unique index refuses it. */
function slugRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new UserInputError(INVALID_INPUT_MESSAGE, { slug: [funnelMessages.slugTaken] })
  throw error
}

const columnsOf = (values: FunnelValues) => ({
  productId: values.productId,
  name: values.name,
  slug: values.slug,
  priceCentavos: values.price,
  validityByDays: values.validityByDays,
  isOpen: values.isOpen,
})

export const createFunnel = (async ({ input }) => {
  const values = parseInput(funnelSchema, input)
  const termIds = offeredTerms(values.paymentTermIds)
  await checkFunnel(values, termIds, null)
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(funnelsTable).values(columnsOf(values)).returning({ id: funnelsTable.id })
      await saveTerms(tx, row.id, termIds)
      await logChange(tx, 'funnel', 'created', row.id, { ...values, paymentTermIds: termIds })
      return row.id
    })
    .catch(slugRace)
  return foundFunnel(id)
}) satisfies MutationResolvers['createFunnel']

export const updateFunnel = (async ({ id, input }) => {
  const values = parseInput(funnelSchema, input)
  const termIds = offeredTerms(values.paymentTermIds)
  await checkFunnel(values, termIds, id)
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(funnelsTable).where(eq(funnelsTable.id, id)).for('update')
      if (!before) throw new NotFoundError('Funnel not found')
      if (before.productId !== values.productId) {
        throw new UserInputError(INVALID_INPUT_MESSAGE, { productId: ['A funnel stays with its product: make a new funnel instead'] })
      }
      await tx.update(funnelsTable).set({ ...columnsOf(values), updatedAt: new Date() }).where(eq(funnelsTable.id, id))
      await saveTerms(tx, id, termIds)
      await logChange(tx, 'funnel', 'updated', id, {
        before: { name: before.name, slug: before.slug, price: before.priceCentavos, validityByDays: before.validityByDays, isOpen: before.isOpen },
        after: { ...values, paymentTermIds: termIds },
      })
    })
    .catch(slugRace)
  return foundFunnel(id)
}) satisfies MutationResolvers['updateFunnel']

export const deleteFunnel = (async ({ id }) => {
  try {
    return await db.transaction(async (tx) => {
      const [subscribed] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.funnelId, id)).limit(1)
      if (subscribed) throw new UserInputError(funnelMessages.hasSubscriptions)
      const [row] = await tx.delete(funnelsTable).where(eq(funnelsTable.id, id)).returning()
      if (!row) throw new NotFoundError('Funnel not found')
      await logChange(tx, 'funnel', 'deleted', id, row)
      return id
    })
  } catch (error) {
    if (isRestrictViolation(error)) throw new UserInputError(funnelMessages.hasSubscriptions)
    throw error
  }
}) satisfies MutationResolvers['deleteFunnel']

/** The terms of many funnels, 'one-time' first then by number of payments: one statement per request. */
function funnelTermsLoader() {
  return loader<string, { funnelId: string; paymentTermId: string; totalPrice: number | null; paymentTerm: ReturnType<typeof toPaymentTerm> }[]>(
    'funnels:terms',
    async (funnelIds) => {
      const rows = await db
        .select({ link: funnelPaymentTerms, term: paymentTerms })
        .from(funnelPaymentTerms)
        .innerJoin(paymentTerms, eq(paymentTerms.id, funnelPaymentTerms.paymentTermId))
        .where(inArray(funnelPaymentTerms.funnelId, [...funnelIds]))
        .orderBy(sql`${paymentTerms.id} = ${DEFAULT_PAYMENT_TERM_ID} desc`, asc(paymentTerms.numberOfPayments), asc(paymentTerms.id))
      return groupByKeys(
        funnelIds,
        rows.map(({ link, term }) => ({
          funnelId: link.funnelId,
          paymentTermId: link.paymentTermId,
          totalPrice: link.totalPriceCentavos,
          paymentTerm: toPaymentTerm(term),
        })),
        (row) => row.funnelId,
      )
    },
  )
}

/** The coupons of many funnels, newest first: one statement per request. */
function funnelCouponsLoader() {
  return loader<string, ReturnType<typeof toCoupon>[]>('funnels:coupons', async (funnelIds) => {
    const rows = await db
      .select({ coupon: coupons, price: funnelsTable.priceCentavos })
      .from(coupons)
      .innerJoin(funnelsTable, eq(funnelsTable.id, coupons.funnelId))
      .where(inArray(coupons.funnelId, [...funnelIds]))
      .orderBy(desc(coupons.id))
    return groupByKeys(
      funnelIds,
      rows.map((row) => toCoupon(row.coupon, row.price)),
      (row) => row.funnelId,
    )
  })
}

export const Funnel = {
  product: async (_args, { root }) => {
    const product = await productLoader().load(root.productId!)
    if (!product) throw new NotFoundError('Product not found')
    return product as never
  },
  funnelPaymentTerm: (_args, { root }) => funnelTermsLoader().load(root.id!) as never,
  coupons: (_args, { root }) => funnelCouponsLoader().load(root.id!) as never,
} satisfies Pick<FunnelResolvers, 'product' | 'funnelPaymentTerm' | 'coupons'>
