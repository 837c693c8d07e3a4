// The /payment queue's total without filters reads the stored row count of payment_schedules
// (row_counts, kept by the triggers of migration 0013) instead of counting every row. These tests
// write schedule rows every way the code and psql do and check after each write that the stored
// count equals a recount, that concurrent writers are all counted without waiting for each other,
// and that the queue's totals, with and without filters, equal a recount.
import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, inject } from 'vitest'
import pg from 'pg'
import { invoices, paymentProofs, paymentSchedules, subscriptions, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { insertUpload } from '../courses/courses.scenarios'
import { billingHistory } from '../subscriptions/subscriptions.scenarios'

/** billingHistory with a proof on the buyer's second Annual row: 5 rows, 3 unpaid. */
const granted = async () => {
  const { annualSub: annual, lifetimeSub: lifetime, ...rows } = await billingHistory()
  const file = await insertUpload(rows.buyer.id, 'receipt.pdf', 'application/pdf')
  await db.insert(paymentProofs).values({ paymentScheduleId: annual.scheduleIds[1], userId: rows.buyer.id, storedFileId: file.id, paymentPlatform: 'GCash', referenceNumber: 'R-2' })
  return { ...rows, annual, lifetime }
}

/** The stored count of payment_schedules, after checking it equals a recount. */
async function stored(): Promise<number> {
  const [row] = (
    await db.execute<{ stored: number; actual: number }>(sql`select
      (select coalesce(sum(row_count), 0)::int from row_counts where table_name = 'payment_schedules') as stored,
      (select count(*)::int from payment_schedules) as actual`)
  ).rows
  expect(row.stored, 'stored payment_schedules count').toBe(row.actual)
  return row.stored
}

/** Every slot of payment_schedules as it is stored, with the transaction that last wrote it. */
const slots = async () =>
  (await db.execute<{ slot: number; row_count: number; xmin: string }>(sql`select slot, row_count, xmin::text from row_counts where table_name = 'payment_schedules' order by slot`)).rows

const ADD = `mutation ($input: AddPaymentScheduleInput!) { addPaymentSchedule(input: $input) { id } }`
const UPDATE = `mutation ($id: String!, $input: UpdatePaymentScheduleInput!) { updatePaymentSchedule(id: $id, input: $input) { id } }`
const APPROVE = `mutation ($id: String!, $p: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: $p) { id } }`
const REVOKE = `mutation ($id: String!, $r: String!) { disapprovePaymentScheduleTransaction(id: $id, remarks: $r) { id } }`
const ok = <T>(result: { errors?: unknown; data?: unknown }) => {
  expect(result.errors).toBeUndefined()
  return result.data as T
}

describe('the stored row count of payment_schedules', () => {
  scenario('stays exact through grants, added and deleted rows, bulk writes, cascades, a rollback and truncates; approvals do not write it', granted, async ({ admin, annual, lifetime, expired, other }) => {
    expect(await stored()).toBe(5)
    const added = ok<{ addPaymentSchedule: { id: string } }>(await runGraphql(admin, ADD, { input: { invoiceId: lifetime.invoiceId, scheduleDate: '2026-12-01', price: 10_000 } }))
    expect(await stored()).toBe(6)

    // Edits, approvals and revocations change no count, and leave every slot as it was.
    const before = await slots()
    ok(await runGraphql(admin, UPDATE, { id: added.addPaymentSchedule.id, input: { scheduleDate: '2026-12-15', price: 20_000 } }))
    ok(await runGraphql(admin, APPROVE, { id: added.addPaymentSchedule.id, p: 'GCash' }))
    ok(await runGraphql(admin, REVOKE, { id: String(annual.scheduleIds[0]), r: 'Bounced' }))
    expect(await slots()).toEqual(before)
    expect(await stored()).toBe(6)

    await db.delete(paymentSchedules).where(eq(paymentSchedules.id, Number(added.addPaymentSchedule.id)))
    expect(await stored()).toBe(5)
    // One statement adding rows to three invoices (as the imports and the seed do), one deleting three.
    const bulk = await db
      .insert(paymentSchedules)
      .values([annual.invoiceId, annual.invoiceId, lifetime.invoiceId, expired.invoiceId].map((invoiceId) => ({ invoiceId, scheduleDate: '2026-12-01', priceCentavos: 1 })))
      .returning({ id: paymentSchedules.id })
    expect(await stored()).toBe(9)
    await db.delete(paymentSchedules).where(inArray(paymentSchedules.id, bulk.slice(0, 3).map((row) => row.id)))
    expect(await stored()).toBe(6)
    // A statement deleting nothing, and a transaction rolled back after adding rows.
    await db.delete(paymentSchedules).where(eq(paymentSchedules.id, -1))
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(paymentSchedules).values({ invoiceId: annual.invoiceId, scheduleDate: '2026-12-02', priceCentavos: 1 })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await stored()).toBe(6)

    // Cascades: an invoice with its 2 rows; a subscription with its invoice and its 2 rows. A user
    // with a subscription cannot be deleted (subscriptions restrict it): nothing changes.
    const [extra] = await db.insert(invoices).values({ subscriptionId: expired.subscriptionId }).returning()
    await db.insert(paymentSchedules).values([1, 2].map((day) => ({ invoiceId: extra.id, scheduleDate: `2026-12-0${day}`, priceCentavos: 1 })))
    expect(await stored()).toBe(8)
    await db.delete(invoices).where(eq(invoices.id, extra.id))
    expect(await stored()).toBe(6)
    await expect(db.delete(users).where(eq(users.id, other.id))).rejects.toThrow()
    expect(await stored()).toBe(6)
    await db.delete(subscriptions).where(eq(subscriptions.id, expired.subscriptionId))
    expect(await stored()).toBe(4)

    // Truncates: of the table, then rows again, then of a table cascading to it.
    await db.execute(sql`truncate payment_schedules cascade`)
    expect(await stored()).toBe(0)
    await db.insert(paymentSchedules).values([1, 2, 3].map((day) => ({ invoiceId: annual.invoiceId, scheduleDate: `2027-01-0${day}`, priceCentavos: 1 })))
    expect(await stored()).toBe(3)
    await db.execute(sql`truncate invoices cascade`)
    expect(await stored()).toBe(0)
  })

  scenario('concurrent writers are all counted, without deadlock', granted, async ({ annual, lifetime }) => {
    // Four transactions adding rows at once, each in two statements with a pause between (on
    // PostgreSQL they interleave on the pool's connections; PGlite runs them one after another).
    await Promise.all(
      [0, 1, 2, 3].map((n) =>
        db.transaction(async (tx) => {
          await tx.insert(paymentSchedules).values({ invoiceId: annual.invoiceId, scheduleDate: '2027-02-01', priceCentavos: n })
          await new Promise((resolve) => setTimeout(resolve, 20))
          await tx.insert(paymentSchedules).values([1, 2].map(() => ({ invoiceId: lifetime.invoiceId, scheduleDate: '2027-02-02', priceCentavos: n })))
        }),
      ),
    )
    expect(await stored()).toBe(5 + 4 * 3)
  })

  scenario('a writer whose own slot another open transaction holds takes a free one instead of waiting (PostgreSQL)', granted, async ({ annual, expired }) => {
    if (inject('databaseKind') !== 'postgresql') return // PGlite runs one transaction at a time
    // Every slot, as migration 0013 leaves them (the test setup truncated row_counts).
    await db.execute(sql`insert into row_counts (table_name, slot, row_count) select 'payment_schedules', slot, 0 from generate_series(0, 15) as slot
      on conflict do nothing`)
    const url = process.env.DATABASE_URL
    const [holder, writer] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })]
    await holder.connect()
    await writer.connect()
    // Rows of two members' bills: rows of one subscription would wait on its unpaid count (0009).
    const insert = (invoiceId: number) =>
      `insert into payment_schedules (invoice_id, schedule_date, price_centavos) values (${invoiceId}, '2027-03-01', 1), (${invoiceId}, '2027-03-02', 1)`
    try {
      await writer.query('begin')
      const { pid } = (await writer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]
      await holder.query('begin')
      await holder.query(insert(expired.invoiceId))
      await holder.query(`select 1 from row_counts where table_name = 'payment_schedules' and slot = ${pid % 16} for update`)
      const written = writer.query(insert(annual.invoiceId)).then(() => 'written')
      const waited = new Promise((resolve) => setTimeout(() => resolve('waiting for the holder'), 3_000))
      expect(await Promise.race([written, waited])).toBe('written')
      await writer.query('commit')
      await holder.query('commit')
    } finally {
      await holder.end()
      await writer.end()
    }
    expect(await stored()).toBe(5 + 4)
  })
})

describe('paymentQueue totals', () => {
  scenario('all, paid and unpaid, with and without filters, equal a recount after writes', granted, async ({ admin, annual, lifetime, buyer }) => {
    const QUEUE = `query ($bills: String, $withProof: Boolean, $search: String) { paymentQueue(bills: $bills, withProof: $withProof, search: $search, pageSize: 1) { totalCount } }`
    const recount = async (bills: string, filters: { withProof?: boolean; search?: string }) => {
      const conditions = [
        bills === 'paid' ? sql`ps.transaction_id is not null` : bills === 'unpaid' ? sql`ps.transaction_id is null` : sql`true`,
        filters.withProof ? sql`exists (select 1 from payment_proofs q where q.payment_schedule_id = ps.id and q.status = 'pending')` : sql`true`,
        // 'juan' finds the buyer alone.
        filters.search ? sql`s.user_id = ${buyer.id}` : sql`true`,
      ]
      const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from payment_schedules ps join invoices i on i.id = ps.invoice_id
        join subscriptions s on s.id = i.subscription_id where ${sql.join(conditions, sql` and `)}`)
      return result.rows[0].count
    }
    const check = async () => {
      const seen: Record<string, number> = {}
      for (const bills of ['all', 'paid', 'unpaid']) {
        for (const filters of [{}, { withProof: true }, { search: 'juan' }]) {
          const { paymentQueue } = ok<{ paymentQueue: { totalCount: number } }>(await runGraphql(admin, QUEUE, { bills, ...filters }))
          const label = `${bills} ${JSON.stringify(filters)}`
          expect(paymentQueue.totalCount, label).toBe(await recount(bills, filters))
          seen[label] = paymentQueue.totalCount
        }
      }
      return seen
    }
    expect(await check()).toMatchObject({ 'all {}': 5, 'paid {}': 2, 'unpaid {}': 3, 'all {"search":"juan"}': 4, 'unpaid {"withProof":true}': 1 })
    ok(await runGraphql(admin, APPROVE, { id: String(annual.scheduleIds[1]), p: 'Cash' }))
    ok(await runGraphql(admin, ADD, { input: { invoiceId: lifetime.invoiceId, scheduleDate: '2026-12-01', price: 10_000 } }))
    await db.delete(paymentSchedules).where(eq(paymentSchedules.id, annual.scheduleIds[2]))
    expect(await check()).toMatchObject({ 'all {}': 5, 'paid {}': 3, 'unpaid {}': 2 })
    await db.execute(sql`truncate payment_schedules cascade`)
    expect(await check()).toMatchObject({ 'all {}': 0, 'paid {}': 0, 'unpaid {}': 0 })
  })
})
