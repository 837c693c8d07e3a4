// The webhook end to end: signature rules, then paid / failed / duplicate / concurrent events
// through POST /api/payments (the same path the test provider's Pay and Fail buttons use).
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessions, coupons, infoLogs, invoices, outboxEmails, paymentEvents, paymentSchedules, subscriptions } from '../../../../db/schema'
import { createServer } from '../../server'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { scenario } from '../../test/scenario'
import { db } from '../../lib/db'
import { DEV_TEST_WEBHOOK_SECRET, paymongoProvider, testProvider, testProviderWebhook } from '../../lib/payments/providers'
import { checkSignature, signatureHeader, signatureMessages } from '../../lib/payments/signature'

describe('webhook signature', () => {
  const secret = 'whsk_secret'
  const body = '{"data":{"id":"evt_1"}}'
  const now = 1_800_000_000
  it('accepts the right signature on the exact raw body', () => {
    expect(checkSignature(secret, body, signatureHeader(secret, body, now), { nowSeconds: now })).toBeNull()
    expect(checkSignature(secret, Buffer.from(body), signatureHeader(secret, body, now - 299), { nowSeconds: now })).toBeNull()
    expect(checkSignature(secret, body, signatureHeader(secret, body, now, 'live'), { nowSeconds: now, mode: 'live' })).toBeNull()
  })
  it('refuses a wrong secret, a changed body, a stale or missing signature', () => {
    expect(checkSignature(secret, body, signatureHeader('other', body, now), { nowSeconds: now })).toBe(signatureMessages.mismatch)
    expect(checkSignature(secret, body + ' ', signatureHeader(secret, body, now), { nowSeconds: now })).toBe(signatureMessages.mismatch)
    expect(checkSignature(secret, '{"data": {"id":"evt_1"}}', signatureHeader(secret, body, now), { nowSeconds: now })).toBe(signatureMessages.mismatch)
    expect(checkSignature(secret, body, signatureHeader(secret, body, now - 301), { nowSeconds: now })).toBe(signatureMessages.stale)
    expect(checkSignature(secret, body, signatureHeader(secret, body, now + 301), { nowSeconds: now })).toBe(signatureMessages.stale)
    expect(checkSignature(secret, body, undefined, { nowSeconds: now })).toBe(signatureMessages.missing)
    expect(checkSignature(secret, body, 'garbage', { nowSeconds: now })).toBe(signatureMessages.malformed)
    // A test-mode signature does not pass as a live one.
    expect(checkSignature(secret, body, signatureHeader(secret, body, now, 'test'), { nowSeconds: now, mode: 'live' })).toBe(signatureMessages.mismatch)
  })
})

describe('PayMongo hosted checkout', () => {
  it('creates a checkout session over HTTPS with the amount in centavos and our session id', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(JSON.stringify({ data: { id: 'cs_123', attributes: { checkout_url: 'https://checkout.paymongo.com/cs_123' } } }), { status: 200 })
    }) as unknown as typeof fetch
    const provider = paymongoProvider({ secretKey: 'sk_test_abc', webhookSecret: 'whsk', fetch: fakeFetch })
    const created = await provider.createCheckout({ id: 'sess-1', amountCentavos: 150_000, description: 'Annual', successUrl: '/thank-you', cancelUrl: 'https://x/no' })
    expect(created).toEqual({ providerSessionId: 'cs_123', redirectUrl: 'https://checkout.paymongo.com/cs_123' })
    expect(calls[0].url).toBe('https://api.paymongo.com/v1/checkout_sessions')
    const sent = JSON.parse(String(calls[0].init.body))
    expect(sent.data.attributes.line_items[0]).toMatchObject({ amount: 150_000, currency: 'PHP' })
    expect(sent.data.attributes.metadata).toEqual({ checkout_session_id: 'sess-1' })
    // Our paths become absolute on the app's address (APP_URL; the dev server here).
    expect(sent.data.attributes.success_url).toBe('http://localhost:8910/thank-you')
    expect(sent.data.attributes.cancel_url).toBe('https://x/no')
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('sk_test_abc:').toString('base64')}`)
  })
  it('reports a refused checkout', async () => {
    const fakeFetch = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch
    const provider = paymongoProvider({ secretKey: 'sk_test_abc', webhookSecret: 'whsk', fetch: fakeFetch })
    await expect(provider.createCheckout({ id: 's', amountCentavos: 1, description: 'd', successUrl: 'a', cancelUrl: 'b' })).rejects.toThrow(/HTTP 401/)
  })
})

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const post = (hook: { rawBody: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: '/api/payments', payload: hook.rawBody, headers: hook.headers })

async function startSession(values: Partial<typeof checkoutSessions.$inferInsert> & { userId: number; amountCentavos: number }) {
  const created = await testProvider().createCheckout({ id: 'x', amountCentavos: values.amountCentavos, description: 'd', successUrl: '/thank-you', cancelUrl: '/' })
  const [row] = await db
    .insert(checkoutSessions)
    .values({ provider: 'test', providerSessionId: created.providerSessionId, ...values })
    .returning()
  return { id: row.id, providerSessionId: created.providerSessionId, amountCentavos: values.amountCentavos }
}

describe('POST /api/payments', () => {
  scenario('refuses a bad signature and a stale one, changing nothing', billing, async ({ buyer, annual }) => {
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
    const badSecret = testProviderWebhook(session, 'paid', { secret: 'not-the-secret' })
    expect((await post(badSecret)).statusCode).toBe(401)
    const stale = testProviderWebhook(session, 'paid', { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect((await post(stale)).statusCode).toBe(401)
    const good = testProviderWebhook(session, 'paid')
    const tampered = { rawBody: good.rawBody.replace('1000000', '1'), headers: good.headers }
    expect((await post(tampered)).statusCode).toBe(401)
    expect(await db.select().from(paymentEvents)).toHaveLength(0)
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(0)
  })

  scenario('paid: subscription, invoice, the first row paid with the provider id, coupon used, info log, welcome e-mail', billing, async ({ buyer, annual }) => {
    const [coupon] = await db.insert(coupons).values({ funnelId: annual.id, code: 'TENOFF', type: 'fixed', amountCentavos: 100_000, maxUses: 1 }).returning()
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', couponId: coupon.id, amountCentavos: 900_000, discountCentavos: 100_000 })
    const response = await post(testProviderWebhook(session, 'paid'))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ received: true, outcome: 'paid' })
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(subscription.funnelId).toBe(annual.id)
    const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscription.id))
    const rows = await db.select().from(paymentSchedules).where(eq(paymentSchedules.invoiceId, invoice.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ transactionId: `test_pay_${session.providerSessionId}`, paymentPlatform: 'Test Provider' })
    const [stored] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id))
    expect(stored).toMatchObject({ status: 'paid', subscriptionId: subscription.id })
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(1)
    expect(await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'checkout-paid'), eq(infoLogs.entityId, session.id)))).toHaveLength(1)
    expect((await db.select().from(outboxEmails)).length).toBeGreaterThan(0)
  })

  scenario('the same event twice, and three deliveries at once: exactly one subscription', billing, async ({ buyer, annual }) => {
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
    const hook = testProviderWebhook(session, 'paid', { eventId: 'evt_same' })
    const answers = await Promise.all([post(hook), post(hook), post(hook)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid'])
    const again = await post(testProviderWebhook(session, 'paid', { eventId: 'evt_same' }))
    expect(again.json().outcome).toBe('duplicate')
    // A new event id for the same (already paid) session changes nothing either.
    expect((await post(testProviderWebhook(session, 'paid'))).json().outcome).toBe('already-settled')
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_same'))).toHaveLength(1)
  })

  scenario('three different events for one session at once: one subscription', billing, async ({ buyer, annual }) => {
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
    const answers = await Promise.all([1, 2, 3].map(() => post(testProviderWebhook(session, 'paid'))))
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['already-settled', 'already-settled', 'paid'])
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
  })

  scenario('failed: the session is failed and nothing else changes', billing, async ({ buyer, annual }) => {
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
    const response = await post(testProviderWebhook(session, 'failed'))
    expect(response.json().outcome).toBe('failed')
    expect((await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id)))[0].status).toBe('failed')
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(0)
    expect(await db.select().from(invoices)).toHaveLength(0)
  })

  scenario('a schedule payment approves that row once, with the provider payment id', billing, async ({ admin, buyer, annual }) => {
    const granted = await db.transaction((tx) =>
      grantSubscription(tx, { userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', actorId: admin.id, source: 'enrol', welcomeEmail: false }),
    )
    const rowId = granted.scheduleIds[1]
    const [row] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.id, rowId))
    const session = await startSession({ userId: buyer.id, paymentScheduleId: rowId, amountCentavos: row.priceCentavos })
    const hook = testProviderWebhook(session, 'paid')
    const answers = await Promise.all([post(hook), post(hook), post(hook)])
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid'])
    const [paid] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.id, rowId))
    expect(paid).toMatchObject({ transactionId: `test_pay_${session.providerSessionId}`, paymentPlatform: 'Test Provider' })
    expect(paid.approvedAt).not.toBeNull()
  })

  scenario("the test provider's Fail then Pay buttons deliver signed webhooks through POST /api/payments", billing, async ({ buyer, annual }) => {
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
    const press = (outcome: string, id = session.id) =>
      app.inject({ method: 'POST', url: `/api/payments/test-provider/${id}`, payload: JSON.stringify({ outcome }), headers: { 'content-type': 'application/json' } })
    expect((await press('bogus')).statusCode).toBe(400)
    expect((await press('paid', 'no-such-session')).statusCode).toBe(404)
    expect((await press('paid')).json()).toMatchObject({ received: true, outcome: 'paid' })
    expect((await press('failed')).json()).toMatchObject({ outcome: 'already-settled' })
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
    expect(await db.select().from(paymentEvents)).toHaveLength(2)
  })

  scenario('a charged amount other than the session amount does not grant: it is a refund due', billing, async ({ buyer, annual }) => {
    const session = await startSession({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
    const response = await post(testProviderWebhook({ ...session, amountCentavos: 100 }, 'paid'))
    expect(response.json().outcome).toBe('refund-due')
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(0)
    const [stored] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id))
    expect(stored).toMatchObject({ status: 'paid', refundDueReason: 'amount-mismatch' })
    const [log] = await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'checkout-refund-due'), eq(infoLogs.entityId, session.id)))
    expect(log.details).toMatchObject({ reason: 'amount-mismatch', amountCentavos: 1_000_000, chargedCentavos: 100 })
  })

  scenario('a schedule row paid another way meanwhile: the provider payment is a refund due', billing, async ({ admin, buyer, annual }) => {
    const granted = await db.transaction((tx) =>
      grantSubscription(tx, { userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', actorId: admin.id, source: 'enrol', welcomeEmail: false }),
    )
    const rowId = granted.scheduleIds[1]
    const [row] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.id, rowId))
    const session = await startSession({ userId: buyer.id, paymentScheduleId: rowId, amountCentavos: row.priceCentavos })
    await db.update(paymentSchedules).set({ transactionId: 'manual-1', paymentPlatform: 'GCash', approvedAt: new Date() }).where(eq(paymentSchedules.id, rowId))
    expect((await post(testProviderWebhook(session, 'paid'))).json().outcome).toBe('refund-due')
    const [stored] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id))
    expect(stored).toMatchObject({ status: 'paid', refundDueReason: 'already-paid' })
    expect((await db.select().from(paymentSchedules).where(eq(paymentSchedules.id, rowId)))[0].transactionId).toBe('manual-1')
  })
})

it('the development secret is the default of the test provider', () => {
  expect(DEV_TEST_WEBHOOK_SECRET).toMatch(/dev/)
})
