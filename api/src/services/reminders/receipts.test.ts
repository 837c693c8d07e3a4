// Receipts: queued in the approval's own transaction by every way a row is approved (staff, the
// provider's webhook, the test provider's checkout), mailed once per approval (a replayed webhook
// or a retried job sends nothing more), not for ₱0, not with the switch off, not once revoked.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkoutSessions, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { drainQueue } from '../../lib/jobs'
import { storedJobs } from '../../lib/jobs/testing'
import { createServer } from '../../server'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { deliver, shop, START, type Start } from '../checkout/checkout.scenarios'
import { jobHandlers } from '../jobs/handlers'
import { approveSchedule, revokeSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { sendPaymentReceipt } from './receipts'
import { outbox, setSwitch, switchesOn } from './reminders.scenarios'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const APPROVE = `mutation ($id: String!, $p: String!, $e: String) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: $p, externalInvoiceId: $e) { id } }`
const PAY = `mutation ($id: String!) { payPaymentSchedule(id: $id) { status sessionId redirectUrl } }`

/** The shop, the switches on, and the buyer enrolled on 3 monthly payments of ₱3,333.34 / ₱3,333.33 / ₱3,333.34. */
const enrolled = async () => {
  const rows = await shop()
  await switchesOn()
  const granted = await db.transaction((tx) =>
    grantSubscription(tx, { userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol' }),
  )
  return { ...rows, ...granted }
}

const drainReceipts = () => drainQueue('payment-receipt', jobHandlers['payment-receipt'])
const receiptLogs = () => db.select().from(infoLogs).where(eq(infoLogs.action, 'payment-receipt-sent'))

describe('payment receipts', () => {
  scenario('a staff approval queues one receipt with it; the mail names the amount, platform and reference; a retry sends nothing more', enrolled, async ({ admin, buyer, scheduleIds }) => {
    expect(await storedJobs('payment-receipt')).toEqual([])
    expect((await runGraphql(admin, APPROVE, { id: String(scheduleIds[1]), p: 'GCash', e: 'GC-778' })).errors).toBeUndefined()
    const [job] = await storedJobs('payment-receipt')
    expect(job.data.payload).toEqual({ paymentScheduleId: scheduleIds[1], transactionId: expect.stringMatching(/^manual-/) })
    expect(await drainReceipts()).toEqual({ ran: 1, failed: 0 })
    const [mail] = await outbox()
    expect(mail).toMatchObject({ to: buyer.email, subject: 'Receipt: your ₱3,333.33 payment for Annual' })
    expect(mail.text).toContain('Paid with: GCash')
    expect(mail.text).toContain('Reference: GC-778')
    expect(mail.text).toMatch(/https?:\/\/\S+\/account\?q=billings/)
    const [log] = await receiptLogs()
    expect(log).toMatchObject({ userId: null, entityType: 'user', entityId: String(buyer.id) })
    expect(log.details).toMatchObject({ paymentScheduleId: scheduleIds[1], priceCentavos: 333_333, outboxEmailId: mail.id })
    // The job run again (a retry after a lost completion): the claim is taken, nothing is sent.
    expect(await sendPaymentReceipt(job.data.payload as { paymentScheduleId: number; transactionId: string })).toEqual({ sent: false, reason: 'nothing-to-send' })
    expect(await outbox()).toHaveLength(1)
  })

  scenario('an approval rolled back queues nothing', enrolled, async ({ admin, scheduleIds }) => {
    await expect(
      db.transaction(async (tx) => {
        await approveSchedule(tx, { id: scheduleIds[1], paymentPlatform: 'GCash', externalInvoiceId: null, actorId: admin.id })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await storedJobs('payment-receipt')).toEqual([])
  })

  scenario('the provider webhook: one receipt, however often the same event is delivered', enrolled, async ({ buyerUser, buyer, scheduleIds }) => {
    const start = (await runGraphql(buyerUser, PAY, { id: String(scheduleIds[1]) })).data?.payPaymentSchedule as Start
    expect(await deliver(app, start.sessionId!, 'paid', { eventId: 'evt-1' })).toEqual({ status: 200, outcome: 'paid' })
    expect(await deliver(app, start.sessionId!, 'paid', { eventId: 'evt-1' })).toEqual({ status: 200, outcome: 'duplicate' })
    expect(await deliver(app, start.sessionId!, 'paid', { eventId: 'evt-2' })).toMatchObject({ status: 200 })
    await drainReceipts()
    expect((await outbox()).map((mail) => [mail.to, mail.subject])).toEqual([[buyer.email, 'Receipt: your ₱3,333.33 payment for Annual']])
    expect(await receiptLogs()).toHaveLength(1)
  })

  scenario("the test provider's checkout of a funnel: the first row's receipt, once", shop, async ({ annual, buyer, buyerUser }) => {
    await switchesOn()
    const start = (await runGraphql(buyerUser, START, { input: { funnelId: annual.id, paymentTermId: 'one-time' } })).data?.startCheckout as Start
    const pay = () =>
      app.inject({ method: 'POST', url: `/api/payments/test-provider/${start.sessionId}`, payload: '{"outcome":"paid"}', headers: { 'content-type': 'application/json' } })
    expect((await pay()).json()).toMatchObject({ outcome: 'paid' })
    await pay()
    expect((await db.select().from(checkoutSessions)).map((session) => session.status)).toEqual(['paid'])
    await drainReceipts()
    expect((await outbox()).filter((mail) => mail.subject.startsWith('Receipt')).map((mail) => [mail.to, mail.subject])).toEqual([
      [buyer.email, 'Receipt: your ₱10,000.00 payment for Annual'],
    ])
  })

  scenario('nothing for a free (₱0) checkout', shop, async ({ trial, buyerUser }) => {
    await switchesOn()
    expect((await runGraphql(buyerUser, START, { input: { funnelId: trial.id, paymentTermId: 'one-time' } })).data?.startCheckout).toMatchObject({ status: 'paid' })
    await drainReceipts()
    expect(await receiptLogs()).toEqual([])
  })

  scenario('switched off, or revoked before the job ran: no receipt', enrolled, async ({ admin, scheduleIds }) => {
    await setSwitch('reminder-payment-receipt', 'false')
    await runGraphql(admin, APPROVE, { id: String(scheduleIds[0]), p: 'GCash', e: 'N/A' })
    expect(await drainReceipts()).toEqual({ ran: 1, failed: 0 })
    await setSwitch('reminder-payment-receipt', 'true')
    await runGraphql(admin, APPROVE, { id: String(scheduleIds[1]), p: 'Maya', e: 'N/A' })
    await db.transaction((tx) => revokeSchedule(tx, { id: scheduleIds[1], remarks: 'bounced', actorId: admin.id }))
    expect(await drainReceipts()).toEqual({ ran: 1, failed: 0 })
    expect(await outbox()).toEqual([])
    expect(await receiptLogs()).toEqual([])
  })
})
