// The money rules of a purchase (docs/product.md, "checkout"), through the real mutation and the
// real signed webhook: the grant is at the price quoted when the checkout started; a coupon use is
// held from the start and given back when the attempt fails or expires; money that cannot be
// honoured (a duplicate, a used-up coupon, a closed offer, another amount) is recorded as a refund
// due, never granted twice and never dropped; a payment after a failure is still honoured.
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkoutMessages } from '../../../../common/checkout'
import { checkoutSessions, funnelPaymentTerms, funnels, infoLogs, invoices, paymentSchedules, products, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { createUser } from '../../test/factories'
import { currentUserFor, scenario } from '../../test/scenario'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { couponRow, deliver, sessionRow, shop, startAs } from './checkout.scenarios'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const DAY = 86_400_000

const subscriptionsOf = (userId: number) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id))

async function rowsOf(subscriptionId: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId))
  return db.select().from(paymentSchedules).where(eq(paymentSchedules.invoiceId, invoice.id)).orderBy(asc(paymentSchedules.scheduleDate))
}

const refundLogs = (sessionId: string) => db.select().from(infoLogs).where(and(eq(infoLogs.action, 'checkout-refund-due'), eq(infoLogs.entityId, sessionId)))

async function secondBuyer() {
  const user = await createUser({ email: 'maria@example.com', accessLevels: ['non-member'] })
  return { id: user.id, current: await currentUserFor(user.id) }
}

describe('the grant is at the price quoted at the start', () => {
  scenario('staff edit the funnel and term price after the start: the rows follow the quoted price', shop, async ({ annual, product, buyer, buyerUser }) => {
    const { start } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: '3-months', couponCode: 'HALF' })
    // Quoted: ₱10,000.01 on 3 payments, half off = ₱5,000.01: 166,667 now, then 2 of 166,667.
    expect(await sessionRow(start!.sessionId!)).toMatchObject({ amountCentavos: 166_667, totalCentavos: 500_001, discountCentavos: 500_000 })
    await db.update(funnels).set({ priceCentavos: 3_000_000 }).where(eq(funnels.id, annual.id))
    await db.update(funnelPaymentTerms).set({ totalPriceCentavos: 3_000_000 }).where(and(eq(funnelPaymentTerms.funnelId, annual.id), eq(funnelPaymentTerms.paymentTermId, '3-months')))
    await db.update(products).set({ priceCentavos: 3_000_000 }).where(eq(products.id, product.id))

    expect((await deliver(app, start!.sessionId!, 'paid')).outcome).toBe('paid')
    const [subscription] = await subscriptionsOf(buyer.id)
    const rows = await rowsOf(subscription.id)
    expect(rows.map((row) => [row.priceCentavos, Boolean(row.transactionId)])).toEqual([
      [166_667, true],
      [166_667, false],
      [166_667, false],
    ])
  })

  scenario('a one-time purchase whose price dropped is still the quoted price', shop, async ({ annual, buyer, buyerUser }) => {
    const { start } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    await db.update(funnels).set({ priceCentavos: 100 }).where(eq(funnels.id, annual.id))
    await deliver(app, start!.sessionId!, 'paid')
    const [subscription] = await subscriptionsOf(buyer.id)
    expect((await rowsOf(subscription.id)).map((row) => row.priceCentavos)).toEqual([1_000_000])
  })
})

describe('a coupon use is held from the start; duplicates and closed offers are refunds due', () => {
  scenario('a single-use coupon held by one pending checkout is refused to the next buyer', shop, async ({ annual, buyerUser }) => {
    const first = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    expect(first.error).toBeUndefined()
    expect(await sessionRow(first.start!.sessionId!)).toMatchObject({ couponReserved: true, totalCentavos: 900_000 })
    expect((await couponRow('TEN')).usedCount).toBe(1)
    const other = await secondBuyer()
    const second = await startAs(other.current, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    expect(second.error).toBe(checkoutMessages.couponUsedUp)
    expect((await couponRow('TEN')).usedCount).toBe(1)
  })

  scenario('a pending checkout ends a day after it starts; once past, its coupon use goes to the next buyer', shop, async ({ annual, buyerUser }) => {
    const before = Date.now()
    const first = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    const stored = await sessionRow(first.start!.sessionId!)
    expect(stored.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + DAY)
    expect(stored.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + DAY)
    // Past its end, nobody swept it yet: the next buyer's start expires it and takes the use.
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.id, stored.id))
    const other = await secondBuyer()
    const quote = await startAs(other.current, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    expect(quote.error).toBeUndefined()
    expect(await sessionRow(stored.id)).toMatchObject({ status: 'expired', couponReserved: false })
    expect((await couponRow('TEN')).usedCount).toBe(1)
  })

  scenario('two tabs, two payments for one funnel: one subscription, the other payment a refund due', shop, async ({ annual, buyer, buyerUser }) => {
    const tabA = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    const tabB = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    expect(tabB.error).toBeUndefined()
    expect((await deliver(app, tabB.start!.sessionId!, 'paid')).outcome).toBe('paid')
    expect((await deliver(app, tabA.start!.sessionId!, 'paid')).outcome).toBe('refund-due')
    expect(await subscriptionsOf(buyer.id)).toHaveLength(1)
    const refunded = await sessionRow(tabA.start!.sessionId!)
    expect(refunded).toMatchObject({ status: 'paid', subscriptionId: null, refundDueReason: 'duplicate', refundSettledAt: null })
    expect(refunded.refundDueAt).not.toBeNull()
    const [log] = await refundLogs(refunded.id)
    expect(log.details).toMatchObject({ reason: 'duplicate', paymentId: `test_pay_${refunded.providerSessionId}`, amountCentavos: 1_000_000 })
  })

  scenario('staff enrolled the buyer while they paid: the payment is a refund due', shop, async ({ annual, buyer, buyerUser }) => {
    const { start } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    await db.transaction((tx) => grantSubscription(tx, { userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', actorId: null, source: 'manual' }))
    expect((await deliver(app, start!.sessionId!, 'paid')).outcome).toBe('refund-due')
    expect(await subscriptionsOf(buyer.id)).toHaveLength(1)
    expect((await sessionRow(start!.sessionId!)).refundDueReason).toBe('duplicate')
    // The coupon use held for this purchase is given back: nothing was granted with it.
    expect((await couponRow('TEN')).usedCount).toBe(0)
  })

  scenario('the offer closed between the start and the payment: a refund due, nothing granted', shop, async ({ annual, buyer, buyerUser }) => {
    const { start } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    await db.update(funnels).set({ isOpen: false }).where(eq(funnels.id, annual.id))
    expect((await deliver(app, start!.sessionId!, 'paid')).outcome).toBe('refund-due')
    expect(await subscriptionsOf(buyer.id)).toHaveLength(0)
    expect((await sessionRow(start!.sessionId!)).refundDueReason).toBe('offer-closed')
    expect(await refundLogs(start!.sessionId!)).toHaveLength(1)
  })

  scenario('a late payment of an expired checkout takes the coupon again, or is a refund due when it is used up', shop, async ({ annual, buyer, buyerUser }) => {
    const late = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.id, late.start!.sessionId!))
    const other = await secondBuyer()
    const taken = await startAs(other.current, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    expect(taken.error).toBeUndefined()
    expect((await deliver(app, late.start!.sessionId!, 'paid')).outcome).toBe('refund-due')
    expect((await sessionRow(late.start!.sessionId!)).refundDueReason).toBe('coupon-used-up')
    expect(await subscriptionsOf(buyer.id)).toHaveLength(0)
    expect((await deliver(app, taken.start!.sessionId!, 'paid')).outcome).toBe('paid')
    expect(await subscriptionsOf(other.id)).toHaveLength(1)
    expect((await couponRow('TEN')).usedCount).toBe(1)
  })

  scenario("a new attempt replaces the buyer's pending one: its coupon use comes back; paid after all, it is a refund due", shop, async ({ annual, buyer, buyerUser }) => {
    const first = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    expect((await couponRow('TEN')).usedCount).toBe(1)
    const free = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'ALL' })
    expect(free.start).toMatchObject({ status: 'paid' })
    expect(await sessionRow(first.start!.sessionId!)).toMatchObject({ status: 'expired', couponReserved: false })
    expect((await couponRow('TEN')).usedCount).toBe(0)
    expect((await deliver(app, first.start!.sessionId!, 'paid')).outcome).toBe('refund-due')
    expect((await sessionRow(first.start!.sessionId!)).refundDueReason).toBe('duplicate')
    expect(await subscriptionsOf(buyer.id)).toHaveLength(1)
    expect((await couponRow('TEN')).usedCount).toBe(0)
  })

  scenario('an early renewal (the subscription ends within the renewal window) is not a duplicate', shop, async ({ annual, buyer, buyerUser }) => {
    const ending = await db.transaction((tx) =>
      grantSubscription(tx, { userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', startsAt: new Date(Date.now() - 362 * DAY), actorId: null, source: 'manual' }),
    )
    const { start, error } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    expect(error).toBeUndefined()
    expect((await deliver(app, start!.sessionId!, 'paid')).outcome).toBe('paid')
    const held = await subscriptionsOf(buyer.id)
    expect(held.map((row) => row.id)).toEqual([ending.subscriptionId, expect.any(Number)])
    // Renewed: now a second purchase is a duplicate again.
    expect((await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })).error).toBe(checkoutMessages.alreadySubscribed)
  })
})

describe('a payment after a failure is honoured', () => {
  scenario('failed, then paid: the subscription is granted', shop, async ({ annual, buyer, buyerUser }) => {
    const { start } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    expect((await deliver(app, start!.sessionId!, 'failed')).outcome).toBe('failed')
    expect((await deliver(app, start!.sessionId!, 'paid')).outcome).toBe('paid')
    const [subscription] = await subscriptionsOf(buyer.id)
    expect(subscription.funnelId).toBe(annual.id)
    expect(await sessionRow(start!.sessionId!)).toMatchObject({ status: 'paid', subscriptionId: subscription.id, refundDueReason: null })
  })

  scenario('a failure gives the coupon use back; a later payment takes it again', shop, async ({ annual, buyer, buyerUser }) => {
    const { start } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    await deliver(app, start!.sessionId!, 'failed')
    expect((await couponRow('TEN')).usedCount).toBe(0)
    expect(await sessionRow(start!.sessionId!)).toMatchObject({ status: 'failed', couponReserved: false })
    expect((await deliver(app, start!.sessionId!, 'paid')).outcome).toBe('paid')
    expect((await couponRow('TEN')).usedCount).toBe(1)
    const [subscription] = await subscriptionsOf(buyer.id)
    expect((await rowsOf(subscription.id)).map((row) => row.priceCentavos)).toEqual([900_000])
  })
})
