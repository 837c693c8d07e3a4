// coupon, createCoupon, updateCoupon, deleteCoupon (api/src/graphql/coupons.sdl.ts) and the Coupon
// field resolver. What a coupon must be is common/validation/coupons.ts; the discount rule
// common/discount.ts. Every write is one transaction with its info-log row.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { couponMessages, couponSchema, type CouponValues } from '../../../../common/validation/coupons'
import { coupons as couponsTable, funnels } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { byKeys, loader } from '../../lib/loaders'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { CouponResolvers, MutationResolvers, QueryResolvers } from '../../types/graphql'
import { toFunnel } from '../funnels/funnelRecord'
import { logChange } from '../products/catalog'
import { toCoupon } from './couponRecord'

async function findCoupon(id: number) {
  const [row] = await db
    .select({ coupon: couponsTable, price: funnels.priceCentavos })
    .from(couponsTable)
    .innerJoin(funnels, eq(funnels.id, couponsTable.funnelId))
    .where(eq(couponsTable.id, id))
  return row ? toCoupon(row.coupon, row.price) : null
}

async function foundCoupon(id: number) {
  const coupon = await findCoupon(id)
  if (!coupon) throw new NotFoundError('Coupon not found')
  return coupon
}

export const coupon = (async ({ id }) => findCoupon(id)) satisfies QueryResolvers['coupon']

/** Another coupon of the funnel with the same code regardless of case: the field message. */
async function checkCode(tx: Executor, funnelId: string, code: string, id: number | null) {
  const [taken] = await tx
    .select({ id: couponsTable.id })
    .from(couponsTable)
    .where(and(eq(couponsTable.funnelId, funnelId), sql`lower(${couponsTable.code}) = ${code.toLowerCase()}`, id ? ne(couponsTable.id, id) : undefined))
  if (taken) throw new UserInputError(INVALID_INPUT_MESSAGE, { code: [couponMessages.codeTaken] })
}

function codeRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new UserInputError(INVALID_INPUT_MESSAGE, { code: [couponMessages.codeTaken] })
  throw error
}

const columnsOf = (values: CouponValues) => ({
  code: values.code,
  type: values.type,
  amountCentavos: values.amount,
  percentOff: values.percentOff,
  validFrom: values.validFrom,
  validUntil: values.validUntil,
  maxUses: values.maxUses,
  isActive: values.isActive,
})

export const createCoupon = (async ({ funnelId, input }) => {
  const values = parseInput(couponSchema, input)
  const id = await db
    .transaction(async (tx) => {
      const [funnel] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.id, funnelId))
      if (!funnel) throw new UserInputError(couponMessages.unknownFunnel, { funnelId: [couponMessages.unknownFunnel] })
      await checkCode(tx, funnelId, values.code, null)
      const [row] = await tx.insert(couponsTable).values({ funnelId, ...columnsOf(values) }).returning({ id: couponsTable.id })
      await logChange(tx, 'coupon', 'created', row.id, { funnelId, ...values })
      return row.id
    })
    .catch(codeRace)
  return foundCoupon(id)
}) satisfies MutationResolvers['createCoupon']

export const updateCoupon = (async ({ id, input }) => {
  const values = parseInput(couponSchema, input)
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(couponsTable).where(eq(couponsTable.id, id)).for('update')
      if (!before) throw new NotFoundError('Coupon not found')
      if (values.maxUses != null && values.maxUses < before.usedCount) {
        throw new UserInputError(INVALID_INPUT_MESSAGE, { maxUses: [couponMessages.belowUsed] })
      }
      await checkCode(tx, before.funnelId, values.code, id)
      await tx.update(couponsTable).set({ ...columnsOf(values), updatedAt: new Date() }).where(eq(couponsTable.id, id))
      await logChange(tx, 'coupon', 'updated', id, { before: { ...before }, after: values })
    })
    .catch(codeRace)
  return foundCoupon(id)
}) satisfies MutationResolvers['updateCoupon']

export const deleteCoupon = (async ({ id }) =>
  db.transaction(async (tx) => {
    // Invoices that used it keep their discount (invoices.coupon_id is set null).
    const [row] = await tx.delete(couponsTable).where(eq(couponsTable.id, id)).returning()
    if (!row) throw new NotFoundError('Coupon not found')
    await logChange(tx, 'coupon', 'deleted', id, { ...row })
    return id
  })) satisfies MutationResolvers['deleteCoupon']

/** Funnels by id (a coupon's funnel): one statement per request. */
function funnelLoader() {
  return loader<string, ReturnType<typeof toFunnel> | null>('coupons:funnel', async (ids) => {
    const rows = await db.select().from(funnels).where(inArray(funnels.id, [...ids]))
    return byKeys(ids, rows.map(toFunnel), (row) => row.id)
  })
}

export const Coupon = {
  funnel: async (_args, { root }) => {
    const funnel = await funnelLoader().load(root.funnelId!)
    if (!funnel) throw new NotFoundError('Funnel not found')
    return funnel as never
  },
} satisfies Pick<CouponResolvers, 'funnel'>
