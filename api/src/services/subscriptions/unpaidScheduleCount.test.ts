// subscriptions.unpaid_schedule_count is kept by database triggers (migration 0009): these tests
// write schedule rows every way the code (and psql) does and check after each write that every
// subscription's stored count equals a recount, and that the /subscriptions filters follow it.
import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { invoices, paymentSchedules, subscriptions as subscriptionsTable, userFactsVersions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { billingHistory } from './subscriptions.scenarios'

/** billingHistory, its subscriptions named as this file uses them. */
const granted = async () => {
  const { annualSub: annual, lifetimeSub: lifetime, ...rows } = await billingHistory()
  return { ...rows, annual, lifetime }
}

/** Every subscription's stored count, after checking it equals a recount of its unpaid rows. */
async function counts(): Promise<Record<number, number>> {
  const result = await db.execute<{ id: number; stored: number; actual: number }>(sql`select s.id, s.unpaid_schedule_count as stored,
    (select count(*)::int from invoices i join payment_schedules ps on ps.invoice_id = i.id where i.subscription_id = s.id and ps.transaction_id is null) as actual
    from subscriptions s order by s.id`)
  for (const row of result.rows) expect(row.stored, `subscription ${row.id}`).toBe(row.actual)
  return Object.fromEntries(result.rows.map((row) => [row.id, row.stored]))
}

const ADD = `mutation ($input: AddPaymentScheduleInput!) { addPaymentSchedule(input: $input) { id } }`
const UPDATE = `mutation ($id: String!, $input: UpdatePaymentScheduleInput!) { updatePaymentSchedule(id: $id, input: $input) { id } }`
const APPROVE = `mutation ($id: String!, $p: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: $p) { id } }`
const REVOKE = `mutation ($id: String!, $r: String!) { disapprovePaymentScheduleTransaction(id: $id, remarks: $r) { id } }`
const LIST = `query ($payment: String) { subscriptions(payment: $payment) { totalCount items { id unpaidCount } } }`

describe('subscriptions.unpaid_schedule_count', () => {
  scenario('stays exact through grant, add, edit, approve, revoke and delete of rows, and the filters follow it', granted, async ({ admin, annual, lifetime, expired }) => {
    const ok = <T>(result: { errors?: unknown; data?: unknown }) => {
      expect(result.errors).toBeUndefined()
      return result.data as T
    }
    const list = async (payment: string) => {
      const { subscriptions } = ok<{ subscriptions: { totalCount: number; items: { id: number; unpaidCount: number }[] } }>(await runGraphql(admin, LIST, { payment }))
      return { total: subscriptions.totalCount, rows: subscriptions.items.map((item) => [item.id, item.unpaidCount]) }
    }
    const [a, l, e] = [annual.subscriptionId, lifetime.subscriptionId, expired.subscriptionId]
    // grantSubscription: 3 rows with the first paid; one paid row; one unpaid row.
    expect(await counts()).toEqual({ [a]: 2, [l]: 0, [e]: 1 })
    expect(await list('unpaid')).toEqual({ total: 2, rows: [[e, 1], [a, 2]] })
    expect(await list('paid')).toEqual({ total: 1, rows: [[l, 0]] })

    const added = ok<{ addPaymentSchedule: { id: string } }>(await runGraphql(admin, ADD, { input: { invoiceId: lifetime.invoiceId, scheduleDate: '2026-12-01', price: 10_000 } }))
    const addedId = added.addPaymentSchedule.id
    expect(await counts()).toEqual({ [a]: 2, [l]: 1, [e]: 1 })
    expect(await list('paid')).toEqual({ total: 0, rows: [] })

    // An edit that leaves the row unpaid changes no count.
    ok(await runGraphql(admin, UPDATE, { id: addedId, input: { scheduleDate: '2026-12-15', price: 20_000 } }))
    expect(await counts()).toEqual({ [a]: 2, [l]: 1, [e]: 1 })

    ok(await runGraphql(admin, APPROVE, { id: addedId, p: 'GCash' }))
    expect(await counts()).toEqual({ [a]: 2, [l]: 0, [e]: 1 })
    ok(await runGraphql(admin, REVOKE, { id: addedId, r: 'Bounced' }))
    expect(await counts()).toEqual({ [a]: 2, [l]: 1, [e]: 1 })
    ok(await runGraphql(admin, REVOKE, { id: String(annual.scheduleIds[0]), r: 'Bounced' }))
    expect(await counts()).toEqual({ [a]: 3, [l]: 1, [e]: 1 })
    for (const id of annual.scheduleIds) ok(await runGraphql(admin, APPROVE, { id: String(id), p: 'Cash' }))
    expect(await counts()).toEqual({ [a]: 0, [l]: 1, [e]: 1 })
    expect(await list('unpaid')).toEqual({ total: 2, rows: [[e, 1], [l, 1]] })
    expect(await list('paid')).toEqual({ total: 1, rows: [[a, 0]] })

    // Deleting rows: an unpaid one, then a paid and an unpaid one in one statement.
    await db.delete(paymentSchedules).where(eq(paymentSchedules.id, Number(addedId)))
    expect(await counts()).toEqual({ [a]: 0, [l]: 0, [e]: 1 })
    await db.update(paymentSchedules).set({ transactionId: null, approvedAt: null }).where(eq(paymentSchedules.id, annual.scheduleIds[2]))
    expect(await counts()).toEqual({ [a]: 1, [l]: 0, [e]: 1 })
    await db.delete(paymentSchedules).where(inArray(paymentSchedules.id, [annual.scheduleIds[1], annual.scheduleIds[2]]))
    expect(await counts()).toEqual({ [a]: 0, [l]: 0, [e]: 1 })
    expect(await list('unpaid')).toEqual({ total: 1, rows: [[e, 1]] })
  })

  scenario('bulk writes over several subscriptions, rows and invoices moved, invoices and subscriptions deleted, truncate', granted, async ({ annual, lifetime, expired }) => {
    const [a, l, e] = [annual.subscriptionId, lifetime.subscriptionId, expired.subscriptionId]
    // One statement adding rows to three subscriptions (as the imports and the seed do).
    await db.insert(paymentSchedules).values([
      { invoiceId: annual.invoiceId, scheduleDate: '2026-12-01', priceCentavos: 1 },
      { invoiceId: annual.invoiceId, scheduleDate: '2026-12-02', priceCentavos: 1, transactionId: 'bulk-paid', approvedAt: new Date() },
      { invoiceId: lifetime.invoiceId, scheduleDate: '2026-12-01', priceCentavos: 1 },
      { invoiceId: lifetime.invoiceId, scheduleDate: '2026-12-02', priceCentavos: 1 },
      { invoiceId: expired.invoiceId, scheduleDate: '2026-12-01', priceCentavos: 1 },
    ])
    expect(await counts()).toEqual({ [a]: 3, [l]: 2, [e]: 2 })
    // One statement paying rows of two subscriptions.
    await db.execute(sql`update payment_schedules set transaction_id = 'bulk-' || id, approved_at = now()
      where transaction_id is null and invoice_id in (${annual.invoiceId}, ${expired.invoiceId})`)
    expect(await counts()).toEqual({ [a]: 0, [l]: 2, [e]: 0 })
    // A row moved to another subscription's invoice; an invoice moved to another subscription.
    const [lifetimeRow] = await db.select({ id: paymentSchedules.id }).from(paymentSchedules).where(sql`${paymentSchedules.invoiceId} = ${lifetime.invoiceId} and ${paymentSchedules.transactionId} is null`).limit(1)
    await db.update(paymentSchedules).set({ invoiceId: expired.invoiceId }).where(eq(paymentSchedules.id, lifetimeRow.id))
    expect(await counts()).toEqual({ [a]: 0, [l]: 1, [e]: 1 })
    await db.update(invoices).set({ subscriptionId: a }).where(eq(invoices.id, lifetime.invoiceId))
    expect(await counts()).toEqual({ [a]: 1, [l]: 0, [e]: 1 })
    // A second invoice on the expired subscription, then deleted with its rows (the cascade).
    const [extra] = await db.insert(invoices).values({ subscriptionId: e }).returning()
    await db.insert(paymentSchedules).values([
      { invoiceId: extra.id, scheduleDate: '2026-12-01', priceCentavos: 1 },
      { invoiceId: extra.id, scheduleDate: '2026-12-02', priceCentavos: 1 },
    ])
    expect(await counts()).toEqual({ [a]: 1, [l]: 0, [e]: 3 })
    await db.delete(invoices).where(eq(invoices.id, extra.id))
    expect(await counts()).toEqual({ [a]: 1, [l]: 0, [e]: 1 })
    // A subscription deleted with its invoices and rows leaves the others as they were.
    await db.delete(subscriptionsTable).where(eq(subscriptionsTable.id, e))
    expect(await counts()).toEqual({ [a]: 1, [l]: 0 })
    await db.execute(sql`truncate payment_schedules cascade`)
    expect(await counts()).toEqual({ [a]: 0, [l]: 0 })
  })

  scenario('the counter alone is no change to the member\'s currentUser facts; an approval and another subscription change are', granted, async ({ admin, buyer, annual }) => {
    const stamp = async () => (await db.select({ version: userFactsVersions.version }).from(userFactsVersions).where(eq(userFactsVersions.userId, buyer.id)))[0]?.version
    const before = await stamp()
    await db.update(subscriptionsTable).set({ unpaidScheduleCount: 7 }).where(eq(subscriptionsTable.id, annual.subscriptionId))
    expect(await stamp()).toBe(before)
    // The approval moves the stamp through its schedule (0015), so the member's dues banner drops it at once.
    expect((await runGraphql(admin, APPROVE, { id: String(annual.scheduleIds[1]), p: 'Cash' })).errors).toBeUndefined()
    const approved = await stamp()
    expect(approved).not.toBe(before)
    await db.update(subscriptionsTable).set({ unenrolledAt: new Date() }).where(eq(subscriptionsTable.id, annual.subscriptionId))
    expect(await stamp()).not.toBe(approved)
  })
})
