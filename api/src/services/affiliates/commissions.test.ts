// Commission rules: fixed and percentage, per-funnel rates, instalments, hold and release,
// reversal before and after payout, replayed webhooks, self-referral, suspension, the renewal window.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { affiliateFunnelRates, affiliates, checkoutSessions, commissions, infoLogs, leads, payouts, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { testProvider, testProviderWebhook } from '../../lib/payments/providers'
import { createServer } from '../../server'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { approveSchedule, revokeSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { affiliateNamed, programmeSettings, setSetting } from './affiliates.scenarios'
import { commissionAmount, mailbox, releaseCommissions } from './commissions'

const DAY = 86_400_000

/** billing's funnels and buyer, the buyer tied to Carlo (20%), who is owed nothing yet. */
const referred = async () => {
  const rows = await billing()
  await programmeSettings()
  const carlo = await affiliateNamed('carlo')
  const other = await createUser({ email: 'stranger@example.com' })
  await db.insert(leads).values({ affiliateId: carlo.affiliate.id, userId: rows.buyer.id, email: rows.buyer.email })
  return { ...rows, carlo, other }
}

type Rows = Awaited<ReturnType<typeof referred>>
const grant = (rows: Rows, values: Partial<Parameters<typeof grantSubscription>[1]> = {}) =>
  db.transaction((tx) =>
    grantSubscription(tx, { userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol', welcomeEmail: false, ...values }),
  )
const approve = (id: number, transactionId?: string) => db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'GCash', externalInvoiceId: null, transactionId, actorId: null }))
const revoke = (id: number) => db.transaction((tx) => revokeSchedule(tx, { id, remarks: 'Refunded', actorId: null }))
const commissionsOf = (scheduleId?: number) =>
  db
    .select()
    .from(commissions)
    .where(scheduleId === undefined ? undefined : eq(commissions.paymentScheduleId, scheduleId))
    .orderBy(commissions.id)

describe('the arithmetic', () => {
  it('a fixed amount per payment, or a percentage rounded to the centavo', () => {
    expect(commissionAmount(333_334, { type: 'Percentage', centavos: null, percent: 20 })).toBe(66_667)
    expect(commissionAmount(333_334, { type: 'Fixed Amount', centavos: 50_000, percent: null })).toBe(50_000)
  })

  it('one mailbox whatever the case, a +tag or Gmail\'s dots', () => {
    expect(mailbox('Carlo.Reyes+tribe@GMAIL.com')).toBe(mailbox('carloreyes@googlemail.com'))
    expect(mailbox('carlo+x@example.com')).toBe('carlo@example.com')
    expect(mailbox('c.arlo@example.com')).not.toBe(mailbox('carlo@example.com'))
  })
})

describe('earning', () => {
  it('every approved instalment earns, pending for the hold, at the affiliate\'s rate', async () => {
    const rows = await referred()
    const granted = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    await approve(granted.scheduleIds[1])
    const earned = await commissionsOf()
    expect(earned.map((row) => [row.paymentScheduleId, row.amountCentavos, row.status])).toEqual([
      [granted.scheduleIds[0], 66_667, 'pending'],
      [granted.scheduleIds[1], 66_667, 'pending'],
    ])
    expect(earned[0].holdUntil!.getTime() - earned[0].createdAt.getTime()).toBe(30 * DAY)
    // Through the buyer's tie: the affiliate's paying customers count these leads.
    const [tie] = await db.select({ id: leads.id }).from(leads).where(eq(leads.userId, rows.buyer.id))
    expect(earned.map((row) => row.leadId)).toEqual([tie.id, tie.id])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'commission-earned'))).toHaveLength(2)
  })

  it('a per-funnel rate wins over the affiliate\'s own; the rate is copied, not followed', async () => {
    const rows = await referred()
    await db.insert(affiliateFunnelRates).values({ affiliateId: rows.carlo.affiliate.id, funnelId: rows.annual.id, commissionType: 'Fixed Amount', commissionCentavos: 25_000 })
    const granted = await grant(rows, { paymentTermId: 'one-time', paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    await db.update(affiliateFunnelRates).set({ commissionCentavos: 1 })
    expect((await commissionsOf(granted.scheduleIds[0])).map((row) => [row.commissionType, row.amountCentavos])).toEqual([['Fixed Amount', 25_000]])
  })

  it('nothing for a buyer nobody referred, a suspended affiliate, or a payment after the renewal window', async () => {
    const rows = await referred()
    await db.update(affiliates).set({ status: 'suspended' }).where(eq(affiliates.id, rows.carlo.affiliate.id))
    const first = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    await db.update(affiliates).set({ status: 'active' })
    await db.update(users).set({ createdAt: new Date(Date.now() - 400 * DAY) }).where(eq(users.id, rows.buyer.id))
    await approve(first.scheduleIds[1])
    await setSetting('renewalMonths', '24')
    await approve(first.scheduleIds[2])
    const stranger = await grant(rows, { userId: rows.other.id, paid: { transactionId: 'T-9', paymentPlatform: 'GCash' } })
    expect(stranger.scheduleIds).toHaveLength(3)
    expect((await commissionsOf()).map((row) => row.paymentScheduleId)).toEqual([first.scheduleIds[2]])
  })

  it('a self-referral earns nothing and is kept, reversed and flagged for staff', async () => {
    const rows = await referred()
    await db.update(users).set({ email: 'Carlo+buyer@example.com' }).where(eq(users.id, rows.buyer.id))
    const granted = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    expect((await commissionsOf(granted.scheduleIds[0])).map((row) => [row.amountCentavos, row.status, row.selfReferral])).toEqual([[0, 'reversed', true]])
  })
})

describe('hold and release', () => {
  it('the release approves what is past its hold, not what staff hold, once', async () => {
    const rows = await referred()
    const granted = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    await approve(granted.scheduleIds[1])
    const [first, second] = await commissionsOf()
    await db.update(commissions).set({ heldAt: new Date() }).where(eq(commissions.id, second.id))
    expect(await releaseCommissions(db, new Date(Date.now() + 29 * DAY))).toBe(0)
    expect(await releaseCommissions(db, new Date(Date.now() + 31 * DAY))).toBe(1)
    expect(await releaseCommissions(db, new Date(Date.now() + 32 * DAY))).toBe(0)
    expect((await commissionsOf()).map((row) => [row.id, row.status])).toEqual([
      [first.id, 'approved'],
      [second.id, 'pending'],
    ])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'commission-approved'))).toHaveLength(1)
  })
})

describe('reversal', () => {
  it('a revoked payment reverses its pending or approved commission; approving it again earns anew', async () => {
    const rows = await referred()
    const granted = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    await approve(granted.scheduleIds[1])
    await releaseCommissions(db, new Date(Date.now() + 31 * DAY))
    await revoke(granted.scheduleIds[0])
    await revoke(granted.scheduleIds[1])
    expect((await commissionsOf()).map((row) => [row.status, row.reason])).toEqual([
      ['reversed', 'Payment revoked: Refunded'],
      ['reversed', 'Payment revoked: Refunded'],
    ])
    await approve(granted.scheduleIds[1])
    expect((await commissionsOf(granted.scheduleIds[1])).map((row) => row.status)).toEqual(['reversed', 'pending'])
  })

  it('after payout: the paid line stays paid and a negative line is carried into the next payout', async () => {
    const rows = await referred()
    const granted = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    const [earned] = await commissionsOf()
    const [payout] = await db.insert(payouts).values({ affiliateId: rows.carlo.affiliate.id, amountCentavos: earned.amountCentavos, paidAt: new Date(), method: 'GCash', reference: 'P-1' }).returning()
    await db.update(commissions).set({ status: 'paid', payoutId: payout.id })
    await revoke(granted.scheduleIds[0])
    const after = await commissionsOf()
    expect(after.map((row) => [row.status, row.amountCentavos, row.reversesId, row.payoutId, row.leadId])).toEqual([
      ['paid', earned.amountCentavos, null, payout.id, earned.leadId],
      ['approved', -earned.amountCentavos, earned.id, null, earned.leadId],
    ])
    expect(after[0].reversedAt).not.toBeNull()
    expect((await db.select().from(payouts))[0].amountCentavos).toBe(earned.amountCentavos)
  })

  it('a commission in a payout not paid yet leaves it, and the payout drops by as much', async () => {
    const rows = await referred()
    const granted = await grant(rows, { paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
    await approve(granted.scheduleIds[1])
    const [one, two] = await commissionsOf()
    const [payout] = await db.insert(payouts).values({ affiliateId: rows.carlo.affiliate.id, amountCentavos: one.amountCentavos + two.amountCentavos }).returning()
    await db.update(commissions).set({ status: 'approved', payoutId: payout.id })
    await revoke(granted.scheduleIds[0])
    expect((await db.select().from(payouts))[0].amountCentavos).toBe(two.amountCentavos)
    await revoke(granted.scheduleIds[1])
    expect(await db.select().from(payouts)).toEqual([])
    expect((await commissionsOf()).map((row) => [row.status, row.payoutId])).toEqual([
      ['reversed', null],
      ['reversed', null],
    ])
  })
})

describe('through the payment provider', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  it('a checkout paid with the test provider earns once, however often its webhook is delivered', async () => {
    const rows = await referred()
    const created = await testProvider().createCheckout({ id: 'x', amountCentavos: 1_000_000, description: 'd', successUrl: '/thank-you', cancelUrl: '/' })
    const [session] = await db
      .insert(checkoutSessions)
      .values({ provider: 'test', providerSessionId: created.providerSessionId, userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
      .returning()
    const paid = { id: session.id, providerSessionId: created.providerSessionId, amountCentavos: 1_000_000 }
    const post = (hook: { rawBody: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: '/api/payments', payload: hook.rawBody, headers: hook.headers })
    const replayed = testProviderWebhook(paid, 'paid', { eventId: 'evt_1' })
    await Promise.all([post(replayed), post(replayed), post(replayed)])
    // Another delivery of the same payment under a new event id.
    await post(testProviderWebhook(paid, 'paid'))
    expect((await commissionsOf()).map((row) => [row.amountCentavos, row.status])).toEqual([[200_000, 'pending']])
  })

  it('staff approving through the API earns; the info log names it', async () => {
    const rows = await referred()
    const granted = await grant(rows)
    const result = await runGraphql(rows.admin, 'mutation ($id: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: "GCash") { id } }', { id: String(granted.scheduleIds[0]) })
    expect(result.errors).toBeUndefined()
    expect(await commissionsOf(granted.scheduleIds[0])).toHaveLength(1)
  })
})
