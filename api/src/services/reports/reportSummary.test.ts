// The summary's member figures against the stories worked out by hand (reportSummary.scenarios.ts),
// the membership facts kept right by every kind of write (checked against a recount written here
// in TypeScript, independent of the triggers' SQL), who may ask, and the period refusals.
import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { resolvePeriod, type PeriodChoice } from '../../../../common/reportPeriods'
import { funnels, paymentSchedules, invoices, subscriptions, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { countStatements } from '../../lib/statementCounter'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { signedIn } from '../subscriptions/subscriptions.scenarios'
import { memberFigures } from './membershipFigures'
import { exportReportSummary } from './reportSummaryExport'
import { membershipStories, SUMMARY_TODAY } from './reportSummary.scenarios'

const figures = (choice: PeriodChoice, today = SUMMARY_TODAY) => {
  const period = resolvePeriod(choice, today)
  if (!period.ok) throw new Error(period.message)
  return memberFigures(period.value, today)
}

describe('member figures', () => {
  scenario('November and October 2026, worked out by hand', membershipStories, async () => {
    const november = await figures({ period: 'Daily', year: 2026, month: 11 })
    // Active on 11-20: A, C, E, F (back on 11-15), H (today 00:30), J, K. Not B, D (ended 11-10), G (unenrolled 11-05), I (December).
    // New: C (11-03), H (11-20), K (11-02). Renewals: A on 11-01 (K's bootcamp is another product; F came back too late).
    // Churned: G (ended 11-05, grace over on 11-19); D's grace runs to 11-24.
    expect(november.current).toEqual({ active: 7, new: 3, renewals: 1, churned: 1 })
    // On 10-31: A, D, E, G, J (23:30 counts on 10-31). New: B, G, J. Renewal: E on 10-15. Churned: B (10-25).
    expect(november.previous).toEqual({ active: 5, new: 3, renewals: 1, churned: 1 })
    const day = (d: number) => november.buckets[d - 1]
    expect(day(1)).toEqual({ active: 5, new: 0, renewals: 1, churned: 0 })
    expect(day(5)).toEqual({ active: 7, new: 0, renewals: 0, churned: 1 })
    expect(day(6).active).toBe(6)
    expect(day(20)).toEqual({ active: 7, new: 1, renewals: 0, churned: 0 })
    // Days not begun have no level yet.
    expect(day(21).active).toBeNull()
  })

  scenario('a quarter and an annual period add up the same stories', membershipStories, async () => {
    const quarterly = await figures({ period: 'Quarterly', year: 2026 })
    // 4th quarter: B, G, J, C, H, K and I (whose December start is already sold) join; E and A renew; B and G churned.
    expect(quarterly.buckets[3]).toEqual({ active: 7, new: 7, renewals: 2, churned: 2 })
    // 3rd quarter: D and E join (F in June, A in 2025); on 09-30 A, D, E and F (its last day) are active; F churned then.
    expect(quarterly.buckets[2]).toEqual({ active: 4, new: 2, renewals: 0, churned: 1 })
    const annual = await figures({ period: 'Annual', year: 2026 })
    expect(annual.current).toEqual({ active: 7, new: 11, renewals: 2, churned: 3 })
    expect(annual.buckets.map((bucket) => bucket.new)).toEqual([0, 0, 0, 1, 10])
  })

  scenario('one statement for any period', membershipStories, async () => {
    for (const choice of [{ period: 'Daily' }, { period: 'Annual' }, { period: 'Custom Range', from: '2022-01-01', to: '2026-12-31' }] as PeriodChoice[]) {
      const { statements } = await countStatements(() => figures(choice))
      expect(statements).toHaveLength(1)
    }
  })
})

// The recount: each member's subscriptions as Manila-day spans, merged when they overlap or touch,
// and the renewals, from the definitions in docs/product.md, without the triggers' SQL.
async function recount() {
  const rows = await db.execute<{ id: number; user_id: number; product_id: number; s: string; e: string }>(sql`
    select su.id, su.user_id, f.product_id,
           to_char(su.starts_at at time zone 'Asia/Manila', 'YYYY-MM-DD') as s,
           to_char(least(su.expiry, coalesce(su.unenrolled_at, su.expiry)) at time zone 'Asia/Manila', 'YYYY-MM-DD') as e
      from subscriptions su join funnels f on f.id = su.funnel_id order by su.user_id, su.starts_at, su.id`)
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const plus14 = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10)
  const spans: string[] = []
  const renewals: string[] = []
  const byUser = new Map<number, typeof rows.rows>()
  for (const row of rows.rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row])
  for (const [userId, subs] of byUser) {
    const merged: { s: string; e: string }[] = []
    for (const sub of [...subs].filter((x) => x.e >= x.s).sort((a, b) => a.s.localeCompare(b.s) || a.e.localeCompare(b.e))) {
      const last = merged.at(-1)
      if (last && sub.s <= nextDay(last.e)) last.e = sub.e > last.e ? sub.e : last.e
      else merged.push({ ...sub })
    }
    merged.forEach((span, i) => spans.push(`${userId} ${span.s} ${span.e} ${i === 0} ${merged[i + 1]?.s ?? null}`))
    for (const sub of subs) {
      const renews = subs.some((p) => p !== sub && p.product_id === sub.product_id && (p.s < sub.s || (p.s === sub.s && p.id < sub.id)) && p.e >= p.s && plus14(p.e) >= sub.s)
      if (renews) renewals.push(`${sub.id} ${userId} ${sub.s}`)
    }
  }
  return { spans: spans.sort(), renewals: renewals.sort() }
}

async function stored() {
  const spans = await db.execute<{ line: string }>(sql`select user_id || ' ' || starts_on || ' ' || ends_on || ' ' || is_first || ' ' || coalesce(next_starts_on::text, 'null') as line from membership_spans`)
  const renewals = await db.execute<{ line: string }>(sql`select subscription_id || ' ' || user_id || ' ' || renewed_on as line from subscription_renewals`)
  return { spans: spans.rows.map((row) => row.line).sort(), renewals: renewals.rows.map((row) => row.line).sort() }
}

describe('membership facts stay equal to a recount', () => {
  scenario('after inserts, changed dates, an unenrolment and its undoing, a merge, a funnel moved, a delete and payments', membershipStories, async ({ people, subscriptionIds, course, membership }) => {
    const check = async () => expect(await stored()).toEqual(await recount())
    await check()
    expect((await stored()).spans.length).toBeGreaterThan(10)
    // Expiry moved (an admin extends F's first year to meet the return): one span, and F's return is now a renewal.
    await db.update(subscriptions).set({ expiry: new Date('2026-11-10T23:59:00+08:00') }).where(eq(subscriptions.id, subscriptionIds[7]))
    await check()
    // Unenrolled, then the unenrolment undone.
    await db.update(subscriptions).set({ unenrolledAt: new Date('2026-11-12T09:00:00+08:00') }).where(eq(subscriptions.id, subscriptionIds[3]))
    await check()
    await db.update(subscriptions).set({ unenrolledAt: null }).where(eq(subscriptions.id, subscriptionIds[3]))
    await check()
    // A merge moves B's subscriptions to C (C is kept).
    await db.update(subscriptions).set({ userId: people.C }).where(eq(subscriptions.userId, people.B))
    await check()
    // The bootcamp funnel moved to the membership product: K's second subscription renews now.
    await db.update(funnels).set({ productId: membership.id }).where(eq(funnels.id, course.id))
    await check()
    // A deleted subscription, and a member removed with everything of theirs.
    await db.delete(subscriptions).where(eq(subscriptions.id, subscriptionIds[0]))
    await check()
    // Payments approved and revoked change the unpaid counter only: nobody is recomputed, nothing moves.
    const [invoice] = await db.insert(invoices).values({ subscriptionId: subscriptionIds[1] }).returning()
    const [row] = await db.insert(paymentSchedules).values({ invoiceId: invoice.id, priceCentavos: 100, scheduleDate: '2026-11-01' }).returning()
    const before = await stored()
    await db.update(paymentSchedules).set({ transactionId: 'T-1', approvedAt: new Date() }).where(eq(paymentSchedules.id, row.id))
    await db.update(paymentSchedules).set({ transactionId: null, approvedAt: null, revokedAt: new Date() }).where(eq(paymentSchedules.id, row.id))
    expect(await stored()).toEqual(before)
    await check()
    // A member deleted with their subscriptions (the archive's purge): their facts go too.
    await db.delete(subscriptions).where(eq(subscriptions.userId, people.I))
    await db.delete(users).where(eq(users.id, people.I))
    await check()
  })
})

describe('reportSummary', () => {
  const DOC = `query ($period: ReportPeriodInput) { reportSummary(period: $period) {
    range { period from to label bucket previous { from to label } }
    members { active new renewals churned } previousMembers { active new renewals churned }
    buckets { label from to members { active new } } } }`

  scenario('answers the current month by default, for a role holding reportSummary', membershipStories, async () => {
    const lead = await signedIn('team-lead', { reportSummary: true })
    const result = await runGraphql(lead, DOC, {})
    expect(result.errors).toBeUndefined()
    const summary = (result.data as { reportSummary: { range: { period: string; bucket: string }; buckets: unknown[] } }).reportSummary
    expect(summary.range).toMatchObject({ period: 'Daily', bucket: 'day' })
    expect(summary.buckets.length).toBeGreaterThanOrEqual(28)
  })

  scenario('answers the money only to a role that also holds paymentReport, the same as the payment report', membershipStories, async () => {
    const MONEY = `query ($period: ReportPeriodInput) { reportSummary(period: $period) { money { current { scheduledCentavos collectedCentavos collectionRate overdueCentavos overdueCount } }
      buckets { money { collectedCentavos } } } paymentReport(period: $period) { current { scheduledCentavos collectedCentavos collectionRate overdueCentavos overdueCount } } }`
    const lead = await signedIn('team-lead', { reportSummary: true })
    const leadAnswer = await runGraphql(lead, DOC, {})
    expect((leadAnswer.data as { reportSummary: { money?: unknown } }).reportSummary.money).toBeUndefined()
    const withMoney = await runGraphql(lead, `{ reportSummary { money { current { collectedCentavos } } buckets { money { collectedCentavos } } } }`, {})
    expect(withMoney.data).toMatchObject({ reportSummary: { money: null } })
    const cashier = await signedIn('cashier', { reportSummary: true, paymentReport: true })
    const answer = await runGraphql(cashier, MONEY, { period: { period: 'Monthly' } })
    expect(answer.errors).toBeUndefined()
    const data = answer.data as { reportSummary: { money: { current: unknown }; buckets: { money: unknown }[] }; paymentReport: { current: unknown } }
    expect(data.reportSummary.money.current).toEqual(data.paymentReport.current)
    expect(data.reportSummary.buckets).toHaveLength(12)
    expect(data.reportSummary.buckets.every((bucket) => bucket.money !== null)).toBe(true)
  })

  scenario('exports the buckets, the period and the period before, money columns only with paymentReport', membershipStories, async () => {
    const read = async (user: Awaited<ReturnType<typeof signedIn>>, choice: PeriodChoice) => {
      const file = await exportReportSummary(user, 'csv', choice)
      let text = ''
      for await (const chunk of file.body) text += String(chunk)
      return text.replace(/^\ufeff/, '').trim().split('\r\n')
    }
    const lead = await signedIn('team-lead', { reportSummary: true })
    const lines = await read(lead, { period: 'Quarterly', year: 2026 })
    expect(lines[0]).toBe('Period,From,To,Active members,New members,Renewals,Churned members')
    expect(lines).toHaveLength(1 + 4 + 2)
    expect(lines[1]).toBe('1st Quarter,2026-01-01,2026-03-31,1,0,0,0')
    expect(lines[5]).toMatch(/^2026,2026-01-01,2026-12-31,/)
    expect(lines[6]).toMatch(/^2025,2025-01-01,2025-12-31,/)
    const cashier = await signedIn('cashier', { reportSummary: true, paymentReport: true })
    expect((await read(cashier, { period: 'Quarterly', year: 2026 }))[0]).toContain('Cash collected (PHP),Amount due (PHP),Collection rate (%),Overdue (PHP),Overdue bills')
    await expect(exportReportSummary(lead, 'csv', { period: 'Custom Range', from: '2026-02-01', to: '2026-01-01' })).rejects.toThrow('Choose another period')
  })

  scenario('refuses a reversed, unbounded or too long range with the reason, and a role without the flag', membershipStories, async () => {
    const lead = await signedIn('team-lead', { reportSummary: true })
    const reversed = await runGraphql(lead, DOC, { period: { period: 'Custom Range', from: '2026-03-02', to: '2026-03-01' } })
    expect(reversed.errors?.[0]).toMatchObject({ message: 'Choose another period: The end date must be on or after the start date', extensions: { code: 'BAD_USER_INPUT' } })
    const open = await runGraphql(lead, DOC, { period: { period: 'Custom Range', from: '2026-03-02' } })
    expect(open.errors?.[0].message).toBe('Choose another period: Choose both a start and an end date')
    const long = await runGraphql(lead, DOC, { period: { period: 'Custom Range', from: '2020-01-01', to: '2026-01-01' } })
    expect(long.errors?.[0].message).toBe('Choose another period: A range can cover at most 5 years')
    const member = await signedIn('member', { home: true })
    expect((await runGraphql(member, DOC, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})
