// The buyer's side: the offer, the quote (the discount rule, refused coupons), starting a checkout
// (pending with the provider; free at once), paying a due schedule row, and the session view.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkoutMessages } from '../../../../common/checkout'
import { checkoutSessions, coupons, funnels, infoLogs, paymentSchedules, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { shop, START, type Start } from './checkout.scenarios'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const QUOTE = `query ($funnelId: String!, $paymentTermId: String!, $couponCode: String) {
  checkoutQuote(funnelId: $funnelId, paymentTermId: $paymentTermId, couponCode: $couponCode) {
    price discount total dueNow numberOfPayments couponCode couponProblem } }`
const PAY = `mutation ($id: String!) { payPaymentSchedule(id: $id) { status sessionId redirectUrl } }`
const SESSION = `query ($id: String!) { checkoutSession(id: $id) { id provider status amount description returnPath cancelPath } }`

type Quote = { price: number; discount: number; total: number; dueNow: number; numberOfPayments: number; couponCode: string | null; couponProblem: string | null }

describe('checkoutOffer and checkoutQuote (public)', () => {
  scenario("the offer: product, price, 'one-time' first, closed when the funnel is", shop, async ({ annual, trial }) => {
    const OFFER = `query ($id: String!) { checkoutOffer(funnelId: $id) { funnelName productName price validityByDays isOpen terms { id numberOfPayments total } } }`
    const open = await runGraphql(null, OFFER, { id: annual.id })
    expect(open.errors).toBeUndefined()
    expect(open.data?.checkoutOffer).toEqual({
      funnelName: 'Annual',
      productName: 'VA Membership',
      price: 1_000_000,
      validityByDays: 365,
      isOpen: true,
      terms: [
        { id: 'one-time', numberOfPayments: 1, total: 1_000_000 },
        { id: '3-months', numberOfPayments: 3, total: 1_000_001 },
      ],
    })
    await db.update(funnels).set({ isOpen: false }).where(eq(funnels.id, trial.id))
    expect(((await runGraphql(null, OFFER, { id: trial.id })).data?.checkoutOffer as { isOpen: boolean; terms: unknown[] }).isOpen).toBe(false)
    expect((await runGraphql(null, OFFER, { id: 'no-such-funnel' })).data?.checkoutOffer).toBeNull()
  })

  scenario('the quote applies the discount rule; instalments split with the remainder first', shop, async ({ annual, lifetime }) => {
    const quote = async (paymentTermId: string, couponCode?: string, funnelId = annual.id) => {
      const result = await runGraphql(null, QUOTE, { funnelId, paymentTermId, couponCode })
      expect(result.errors).toBeUndefined()
      return result.data?.checkoutQuote as Quote
    }
    expect(await quote('one-time')).toEqual({ price: 1_000_000, discount: 0, total: 1_000_000, dueNow: 1_000_000, numberOfPayments: 1, couponCode: null, couponProblem: null })
    expect(await quote('one-time', ' ten ')).toMatchObject({ discount: 100_000, total: 900_000, dueNow: 900_000, couponCode: 'TEN' })
    expect(await quote('3-months', 'half')).toMatchObject({ price: 1_000_001, discount: 500_000, total: 500_001, dueNow: 166_667, numberOfPayments: 3 })
    // A discount bigger than the price makes it 0, never negative.
    expect(await quote('one-time', 'BIG', lifetime.id)).toMatchObject({ price: 500_000, discount: 500_000, total: 0, dueNow: 0 })
    expect(await quote('one-time', 'NOPE')).toMatchObject({ discount: 0, total: 1_000_000, couponCode: null, couponProblem: checkoutMessages.couponNotFound })
    expect((await quote('one-time', 'OLD')).couponProblem).toBe(checkoutMessages.couponExpired)
    expect((await quote('one-time', 'SOON')).couponProblem).toBe(checkoutMessages.couponNotStarted)
    // A coupon of another funnel is not this one's.
    expect((await quote('one-time', 'TEN', lifetime.id)).couponProblem).toBe(checkoutMessages.couponNotFound)
    await db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, 'TEN'))
    expect((await quote('one-time', 'TEN')).couponProblem).toBe(checkoutMessages.couponUsedUp)
  })

  scenario('an unknown funnel or a term the funnel does not offer is a clear error', shop, async ({ lifetime }) => {
    const unknown = await runGraphql(null, QUOTE, { funnelId: 'nope', paymentTermId: 'one-time' })
    expect(unknown.errors?.[0].message).toBe(checkoutMessages.funnelNotFound)
    const notOffered = await runGraphql(null, QUOTE, { funnelId: lifetime.id, paymentTermId: '3-months' })
    expect(notOffered.errors?.[0].message).toBe(checkoutMessages.termNotOffered)
  })
})

describe('startCheckout', () => {
  scenario('a visitor must sign in first', shop, async ({ annual }) => {
    const result = await runGraphql(null, START, { input: { funnelId: annual.id, paymentTermId: 'one-time' } })
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })

  scenario('a pending provider checkout for the first instalment; the Pay button grants it through the webhook', shop, async ({ annual, buyer, buyerUser }) => {
    const result = await runGraphql(buyerUser, START, { input: { funnelId: annual.id, paymentTermId: '3-months', couponCode: 'HALF' } })
    expect(result.errors).toBeUndefined()
    const start = result.data?.startCheckout as Start
    expect(start.status).toBe('pending')
    expect(start.redirectUrl).toBe(`/checkout/test-provider/${start.sessionId}`)
    const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, start.sessionId!))
    expect(session).toMatchObject({ userId: buyer.id, provider: 'test', amountCentavos: 166_667, discountCentavos: 500_000, status: 'pending' })
    expect(session.providerSessionId).toMatch(/^test_cs_/)
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(0)

    const view = await runGraphql(buyerUser, SESSION, { id: start.sessionId })
    expect(view.data?.checkoutSession).toMatchObject({
      status: 'pending',
      amount: 166_667,
      description: 'VA Membership: Annual',
      returnPath: '/thank-you',
      cancelPath: `/checkout/${annual.id}?term=3-months&coupon=HALF`,
    })
    // Another user cannot read it.
    const stranger = await currentUserFor((await createUser()).id)
    expect((await runGraphql(stranger, SESSION, { id: start.sessionId })).data?.checkoutSession).toBeNull()

    const paid = await app.inject({ method: 'POST', url: `/api/payments/test-provider/${start.sessionId}`, payload: '{"outcome":"paid"}', headers: { 'content-type': 'application/json' } })
    expect(paid.json()).toMatchObject({ outcome: 'paid' })
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(subscription.funnelId).toBe(annual.id)
    const rows = await db.select().from(paymentSchedules).orderBy(paymentSchedules.scheduleDate)
    expect(rows.map((row) => [row.priceCentavos, Boolean(row.transactionId)])).toEqual([
      [166_667, true],
      [166_667, false],
      [166_667, false],
    ])
    expect((await runGraphql(buyerUser, SESSION, { id: start.sessionId })).data?.checkoutSession).toMatchObject({ status: 'paid' })
  })

  scenario('a total of 0 is granted at once with its coupon use, no provider', shop, async ({ annual, trial, buyer, buyerUser }) => {
    const free = await runGraphql(buyerUser, START, { input: { funnelId: annual.id, paymentTermId: '3-months', couponCode: 'ALL' } })
    expect(free.errors).toBeUndefined()
    expect(free.data?.startCheckout).toMatchObject({ status: 'paid', sessionId: null, redirectUrl: '/thank-you' })
    const trialStart = await runGraphql(buyerUser, START, { input: { funnelId: trial.id, paymentTermId: 'one-time' } })
    expect(trialStart.data?.startCheckout).toMatchObject({ status: 'paid' })
    const held = await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(held.map((s) => s.funnelId).sort()).toEqual([annual.id, trial.id].sort())
    // One paid row each, even on the 3-payment term: nothing owed is nothing to split.
    const rows = await db.select().from(paymentSchedules)
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.priceCentavos === 0 && row.transactionId?.startsWith('free-') && row.paymentPlatform === 'Free')).toBe(true)
    expect((await db.select().from(coupons).where(eq(coupons.code, 'ALL')))[0].usedCount).toBe(1)
    expect(await db.select().from(checkoutSessions)).toHaveLength(0)
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'checkout-free'))).toHaveLength(2)
  })

  scenario('refuses a closed funnel, a refused coupon and a second active subscription, creating nothing', shop, async ({ annual, lifetime, buyer, buyerUser }) => {
    const start = (input: Record<string, unknown>) => runGraphql(buyerUser, START, { input })
    const badCoupon = await start({ funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'OLD' })
    expect(badCoupon.errors?.[0].message).toBe(checkoutMessages.couponExpired)
    expect(badCoupon.errors?.[0].extensions?.properties).toEqual({ messages: { couponCode: [checkoutMessages.couponExpired] } })
    await db.update(funnels).set({ isOpen: false }).where(eq(funnels.id, lifetime.id))
    expect((await start({ funnelId: lifetime.id, paymentTermId: 'one-time' })).errors?.[0].message).toBe(checkoutMessages.funnelClosed)
    expect((await start({ funnelId: annual.id, paymentTermId: 'weekly' })).errors?.[0].message).toBe(checkoutMessages.termNotOffered)
    expect(await db.select().from(checkoutSessions)).toHaveLength(0)

    await db.transaction((tx) => grantSubscription(tx, { userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', actorId: null, source: 'manual' }))
    expect((await start({ funnelId: annual.id, paymentTermId: 'one-time' })).errors?.[0].message).toBe(checkoutMessages.alreadySubscribed)
    expect(await db.select().from(checkoutSessions)).toHaveLength(0)
  })
})

describe('payPaymentSchedule', () => {
  scenario("pays the member's own unpaid row; another's row is not found, a paid row refused", shop, async ({ annual, buyer, buyerUser, member }) => {
    const granted = await db.transaction((tx) =>
      grantSubscription(tx, { userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', actorId: null, source: 'manual', paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } }),
    )
    const [first, second] = granted.scheduleIds
    const result = await runGraphql(buyerUser, PAY, { id: String(second) })
    expect(result.errors).toBeUndefined()
    const start = result.data?.payPaymentSchedule as Start
    expect(start.status).toBe('pending')
    const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, start.sessionId!))
    expect(session).toMatchObject({ paymentScheduleId: second, amountCentavos: 333_333, funnelId: null })
    expect((await runGraphql(buyerUser, SESSION, { id: start.sessionId })).data?.checkoutSession).toMatchObject({ returnPath: '/account?q=billings' })

    expect((await runGraphql(buyerUser, PAY, { id: String(first) })).errors?.[0].message).toBe(checkoutMessages.schedulePaid)
    expect((await runGraphql(member, PAY, { id: String(second) })).errors?.[0].message).toBe(checkoutMessages.scheduleNotFound)
    expect((await runGraphql(buyerUser, PAY, { id: 'x' })).errors?.[0].message).toBe(checkoutMessages.scheduleNotFound)

    await app.inject({ method: 'POST', url: `/api/payments/test-provider/${start.sessionId}`, payload: '{"outcome":"paid"}', headers: { 'content-type': 'application/json' } })
    const [row] = await db.select().from(paymentSchedules).where(and(eq(paymentSchedules.id, second)))
    expect(row.paymentPlatform).toBe('Test Provider')
  })
})
