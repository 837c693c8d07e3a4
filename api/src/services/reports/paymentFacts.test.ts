// The payment report's rolled-up money (payment_day_totals, unpaid_member_dues: migration
// 0032_payment_facts) kept right by every kind of write, checked against a recount written here in
// TypeScript from the rows themselves, independent of the triggers' SQL: approve and revoke through
// their service, a member import that re-enrols, a merge through its service, prices and dates
// changed, a subscription moved to another funnel, an invoice moved, and deletes of a row, an
// invoice, a subscription and a member.
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, inject } from 'vitest'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS } from '../../../../common/permissions'
import { invoices, paymentSchedules, subscriptions, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { manilaDate } from '../../lib/time'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { mergeUsers } from '../members/mergeUsers'
import { approveSchedule, revokeSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { csvFile, memberRow, runUpload } from '../uploads/uploads.scenarios'
import { paymentReportStory } from './paymentReport.scenarios'

type Raw = { due: string; approved_at: Date | string | null; platform: string | null; price: number; paid: boolean; funnel_id: string; user_id: number; unenrolled: boolean }

/** The facts from the definitions: every paid row, and unpaid rows of subscriptions not unenrolled. */
async function recount() {
  const rows = await db.execute<Raw>(sql`
    select ps.schedule_date::text as due, ps.approved_at, ps.payment_platform as platform, ps.price_centavos as price,
           ps.transaction_id is not null as paid, s.funnel_id, s.user_id, s.unenrolled_at is not null as unenrolled
      from payment_schedules ps join invoices i on i.id = ps.invoice_id join subscriptions s on s.id = i.subscription_id`)
  const days = new Map<string, { amount: number; rows: number }>()
  const dues = new Map<string, { amount: number; rows: number }>()
  const add = (map: typeof days, key: string, price: number) => {
    const total = map.get(key) ?? { amount: 0, rows: 0 }
    map.set(key, { amount: total.amount + Number(price), rows: total.rows + 1 })
  }
  for (const row of rows.rows) {
    if (!row.paid && row.unenrolled) continue
    const paidOn = row.approved_at ? manilaDate(new Date(row.approved_at)) : null
    add(days, `${row.due} ${paidOn} ${row.funnel_id} ${row.platform}`, row.price)
    if (!row.paid) add(dues, `${row.due} ${row.user_id} ${row.funnel_id} ${row.platform}`, row.price)
  }
  const lines = (map: typeof days) => [...map].map(([key, t]) => `${key} ${t.amount} ${t.rows}`).sort()
  return { days: lines(days), dues: lines(dues) }
}

/** The kept facts, each key's total over its slots (keys whose slots cancel out are no fact). */
async function stored() {
  const days = await db.execute<{ line: string }>(sql`
    select due_on || ' ' || coalesce(paid_on::text, 'null') || ' ' || funnel_id || ' ' || coalesce(payment_platform, 'null') || ' ' || sum(amount_centavos) || ' ' || sum(row_count) as line
      from payment_day_totals group by due_on, paid_on, funnel_id, payment_platform having sum(row_count) <> 0 or sum(amount_centavos) <> 0`)
  const dues = await db.execute<{ line: string }>(sql`
    select due_on || ' ' || user_id || ' ' || funnel_id || ' ' || coalesce(payment_platform, 'null') || ' ' || amount_centavos || ' ' || row_count as line
      from unpaid_member_dues`)
  return { days: days.rows.map((row) => row.line).sort(), dues: dues.rows.map((row) => row.line).sort() }
}

const everything = (flags: readonly string[]) => Object.fromEntries(flags.map((flag) => [flag, true]))

/** The story, and an admin (who may import and merge). */
async function story() {
  const rows = await paymentReportStory()
  const admin = await createUser({ email: 'boss@staff.test', roles: ['admin'], accessLevels: [{ name: 'tribe-team-all', pageAccess: everything(ALL_PAGE_FLAGS), functionAccess: everything(FUNCTION_FLAGS) }] })
  return { ...rows, admin: await currentUserFor(admin.id) }
}

describe('the payment facts stay equal to a recount', () => {
  scenario('after approvals, revokes, an import, a merge, changed rows, moves and deletes', story, async (s) => {
    const check = async () => expect(await stored()).toEqual(await recount())
    // The story: grants (inserts), rows set paid and revoked, Pedro unenrolled (his unpaid extra row off).
    await check()
    expect((await stored()).days.length).toBeGreaterThan(4)
    expect((await stored()).dues.length).toBeGreaterThan(1)

    // Approved and revoked through the service, as the approval queue does.
    await db.transaction((tx) => approveSchedule(tx, { id: s.rows.r3, paymentPlatform: 'GCash', externalInvoiceId: null, actorId: s.staff.id }))
    await check()
    await db.transaction((tx) => revokeSchedule(tx, { id: s.rows.r1, remarks: 'Bounced', actorId: s.staff.id }))
    await check()
    // A remark alone changes no fact.
    const before = await stored()
    await db.update(paymentSchedules).set({ remarks: 'Called' }).where(eq(paymentSchedules.id, s.rows.r1))
    expect(await stored()).toEqual(before)

    // A price and a due date changed; a row added and one deleted.
    await db.update(paymentSchedules).set({ priceCentavos: 123_456, scheduleDate: '2026-04-01' }).where(eq(paymentSchedules.id, s.rows.maria))
    await check()
    const [extra] = await db.insert(paymentSchedules).values({ invoiceId: (await invoiceOf(s.rows.maria)).id, scheduleDate: '2026-05-01', priceCentavos: 777 }).returning()
    await check()
    await db.delete(paymentSchedules).where(eq(paymentSchedules.id, extra.id))
    await check()

    // A member import re-enrols Pedro's subscription (the import's upsert of its Subscription ID):
    // his unpaid extra row is owed again.
    const pedroSub = await subscriptionOf(s.rows.pedro)
    await db.update(subscriptions).set({ importKey: 'S-PEDRO' }).where(eq(subscriptions.id, pedroSub.id))
    const job = await runUpload(s.admin, 'members', [
      csvFile('members', 'Members', [memberRow({ email: 'pedro@example.com', firstName: 'Pedro', lastName: 'Penduko', subscriptionId: 'S-PEDRO' })]),
      csvFile('members', 'Subscription', [['S-PEDRO', '02/01/2026', 'false', s.lifetime.id, 'one-time']]),
    ])
    expect(job, JSON.stringify([job.failureMessage, job.errors])).toMatchObject({ status: 'succeeded', failedRows: 0 })
    expect((await subscriptionOf(s.rows.pedro)).unenrolledAt).toBeNull()
    await check()
    // Unenrolled again by hand.
    await db.update(subscriptions).set({ unenrolledAt: new Date() }).where(eq(subscriptions.id, pedroSub.id))
    await check()

    // The subscription moved to another funnel; an invoice moved to another subscription.
    await db.update(subscriptions).set({ funnelId: s.annual.id }).where(eq(subscriptions.id, (await subscriptionOf(s.rows.life)).id))
    await check()
    const mariaSub = await subscriptionOf(s.rows.maria)
    await db.update(invoices).set({ subscriptionId: (await subscriptionOf(s.rows.r1)).id }).where(eq(invoices.id, (await invoiceOf(s.rows.maria)).id))
    await check()
    await db.update(invoices).set({ subscriptionId: mariaSub.id }).where(eq(invoices.subscriptionId, (await subscriptionOf(s.rows.r1)).id))
    await check()

    // A merge moves Maria's subscriptions (and her unpaid rows) to a second account of hers.
    const second = await createUser({ email: 'maria.two@example.com', firstName: 'Maria', lastName: 'Clara' })
    await db.transaction((tx) => grantSubscription(tx, { userId: second.id, funnelId: s.annual.id, paymentTermId: 'one-time', actorId: s.staff.id, source: 'manual' }))
    await check()
    await asUser(s.admin, () => mergeUsers({ sourceId: s.maria.id, targetId: second.id }))
    expect((await subscriptionOf(s.rows.maria)).userId).toBe(second.id)
    await check()

    // Deletes: an invoice, a subscription.
    await db.delete(invoices).where(eq(invoices.id, (await invoiceOf(s.rows.life)).id))
    await check()
    await db.delete(subscriptions).where(eq(subscriptions.id, (await subscriptionOf(s.rows.r2)).id))
    await check()
    // A member removed with everything of theirs (the archive's purge: subscriptions, then the account).
    await db.delete(subscriptions).where(eq(subscriptions.userId, second.id))
    await db.delete(users).where(eq(users.id, second.id))
    await check()
    expect((await stored()).days.length).toBeGreaterThan(0)
  })
})

describe('the payment facts under concurrent writers (PostgreSQL)', () => {
  // Two connections interleaved: an unenrolment must not read a row another transaction is approving
  // as it was (it would take the row's unpaid facts off a second time), nor miss a row added
  // meanwhile. The facts triggers lock the subscription for that (the unpaid counter's and the dues
  // version's triggers happen to serialize these writers too): whichever order, the recount agrees.
  const interleaved = async (first: string, second: string) => {
    const url = process.env.DATABASE_URL
    const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })]
    await a.connect()
    await b.connect()
    try {
      await a.query('begin')
      await a.query(first)
      await b.query('begin')
      const waiting = b.query(second) // waits for a's lock, or not: either way it must count right
      await new Promise((resolve) => setTimeout(resolve, 100))
      await a.query('commit')
      await waiting
      await b.query('commit')
    } finally {
      await a.end()
      await b.end()
    }
  }

  scenario('an approval and an unenrolment of the same subscription, in either order; a row added while it is unenrolled', story, async (s) => {
    if (inject('databaseKind') !== 'postgresql') return // PGlite runs one transaction at a time
    const check = async () => expect(await stored()).toEqual(await recount())
    const annual = await subscriptionOf(s.rows.r3)
    const invoice = await invoiceOf(s.rows.r3)
    await interleaved(
      `update payment_schedules set transaction_id = 'T-C1', approved_at = now(), payment_platform = 'GCash' where id = ${s.rows.r3}`,
      `update subscriptions set unenrolled_at = now() where id = ${annual.id}`,
    )
    await check()
    await interleaved(`update subscriptions set unenrolled_at = null where id = ${annual.id}`, `update payment_schedules set transaction_id = null, approved_at = null where id = ${s.rows.r3}`)
    await check()
    await interleaved(
      `update subscriptions set unenrolled_at = now() where id = ${annual.id}`,
      `insert into payment_schedules (invoice_id, schedule_date, price_centavos) values (${invoice.id}, '2026-06-01', 999)`,
    )
    await check()
    await interleaved(
      `insert into payment_schedules (invoice_id, schedule_date, price_centavos) values (${invoice.id}, '2026-07-01', 555)`,
      `update subscriptions set unenrolled_at = null where id = ${annual.id}`,
    )
    await check()
    // Four approvals of rows on the same days at once: all counted, no deadlock.
    const rows = await db.insert(paymentSchedules).values([0, 1, 2, 3].map((n) => ({ invoiceId: invoice.id, scheduleDate: '2026-08-01', priceCentavos: 100 + n }))).returning()
    await Promise.all(rows.map((row, n) => db.update(paymentSchedules).set({ transactionId: `T-P${n}`, approvedAt: new Date('2026-08-01T04:00:00Z'), paymentPlatform: 'Maya' }).where(eq(paymentSchedules.id, row.id))))
    await check()
  })

  scenario('two members\' rows due the same day, added at once: the second writer does not wait for the first', story, async (s) => {
    if (inject('databaseKind') !== 'postgresql') return
    const url = process.env.DATABASE_URL
    const [holder, writer] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })]
    await holder.connect()
    await writer.connect()
    const insert = (invoiceId: number) => `insert into payment_schedules (invoice_id, schedule_date, price_centavos) values (${invoiceId}, '2026-09-01', 100)`
    try {
      await holder.query('begin')
      await holder.query(insert((await invoiceOf(s.rows.r3)).id))
      // The same day, funnel and (no) platform: one day total, which the holder's slot holds open.
      await writer.query("set statement_timeout = '2s'")
      await writer.query(insert((await invoiceOf(s.rows.maria)).id))
      await holder.query('commit')
    } finally {
      await holder.end()
      await writer.end()
    }
    expect(await stored()).toEqual(await recount())
  })
})

async function invoiceOf(rowId: number) {
  const [row] = await db.select({ id: invoices.id, subscriptionId: invoices.subscriptionId }).from(paymentSchedules).innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId)).where(eq(paymentSchedules.id, rowId))
  return row
}

async function subscriptionOf(rowId: number) {
  const invoice = await invoiceOf(rowId)
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, invoice.subscriptionId))
  return subscription
}
