// paymentReport and paymentReportBills: every figure of a hand-computed month (instalments, a
// revoked payment, an unenrolled member, approvals at 23:30 and 00:30 Manila either side of the
// month's end), the aging at its bucket edges, the bills list and its filters, the period
// refusals, who may ask, and the statement count.
import { afterEach, describe, expect, vi } from 'vitest'
import { countStatements } from '../../lib/statementCounter'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { paymentReport } from './paymentReport'
import { exportPaymentReport } from './paymentReportExport'
import { agingStory, paymentReportStory } from './paymentReport.scenarios'

const REPORT = `query ($period: ReportPeriodInput, $productId: Int, $funnelId: String, $paymentPlatform: String) {
  paymentReport(period: $period, productId: $productId, funnelId: $funnelId, paymentPlatform: $paymentPlatform) {
    range { period from to label bucket previous { from to label } }
    today
    current { scheduledCentavos collectedCentavos collectionRate overdueCentavos overdueCount }
    previous { scheduledCentavos collectedCentavos collectionRate overdueCentavos overdueCount }
    series { from to label scheduledCentavos collectedCentavos collectionRate }
    byProduct { id name scheduledCentavos collectedCentavos }
    byFunnel { id name scheduledCentavos collectedCentavos }
    byPlatform { id name scheduledCentavos collectedCentavos }
    aging { bucket amountCentavos rows members }
  }
}`

const BILLS = `query ($period: ReportPeriodInput, $status: String, $agingBucket: String, $page: Int, $pageSize: Int, $funnelId: String) {
  paymentReportBills(period: $period, status: $status, agingBucket: $agingBucket, page: $page, pageSize: $pageSize, funnelId: $funnelId) {
    totalCount page pageSize
    items { id userId memberName email productName funnelName scheduleDate amountCentavos status paidAt paymentPlatform }
  }
}`

/** Noon of 2026-03-10 in Manila. */
const TODAY_NOON = new Date('2026-03-10T04:00:00Z')
const at = (instant: Date) => vi.useFakeTimers({ toFake: ['Date'], now: instant })
afterEach(() => {
  vi.useRealTimers()
})

type User = Parameters<typeof runGraphql>[0]
async function ask<T>(user: User, doc: string, variables: Record<string, unknown>): Promise<T> {
  const result = await runGraphql(user, doc, variables)
  expect(result.errors).toBeUndefined()
  return result.data as T
}
type Bucket = { label: string } & Record<string, unknown>
type Report = { paymentReport: { range: unknown; today: string; current: unknown; previous: unknown; series: Bucket[]; byProduct: unknown; byFunnel: unknown; byPlatform: unknown; aging: unknown } }
const FEBRUARY = { period: 'Daily', year: 2026, month: 2 }
const aging = (current: number[], d1: number[], d31: number[], d61: number[], d91: number[]) =>
  [
    ['current', current],
    ['1-30', d1],
    ['31-60', d31],
    ['61-90', d61],
    ['91+', d91],
  ].map(([bucket, [amountCentavos, rows, members]]) => ({ bucket, amountCentavos, rows, members }))

describe('paymentReport', () => {
  scenario('counts February by hand: scheduled, cash collected by Manila day, the collection rate, overdue, and January to compare', paymentReportStory, async ({ staff, annual, lifetime, product }) => {
    at(TODAY_NOON)
    const { paymentReport: report } = await ask<Report>(staff, REPORT, { period: FEBRUARY })
    expect(report.range).toEqual({ period: 'Daily', from: '2026-02-01', to: '2026-02-28', label: 'February 2026', bucket: 'day', previous: { from: '2026-01-01', to: '2026-01-31', label: 'January 2026' } })
    expect(report.today).toBe('2026-03-10')
    // Due in February: Maria 10,000 (revoked: unpaid), Juan 3,000 + 3,500, Pedro 2,000 (paid; his
    // unpaid 1,500 is owed no more). Cash in February: Juan's 3,000 at 23:30 on the 28th and Pedro's
    // 2,000; Juan's 3,500 came at 00:30 on 1 March. Paid by the end of February: 5,000 of 18,500.
    expect(report.current).toEqual({ scheduledCentavos: 1_850_000, collectedCentavos: 500_000, collectionRate: 27, overdueCentavos: 1_000_000, overdueCount: 1 })
    expect(report.previous).toEqual({ scheduledCentavos: 500_000, collectedCentavos: 500_000, collectionRate: 100, overdueCentavos: 0, overdueCount: 0 })
    expect(report.series).toHaveLength(28)
    const day = (label: string) => report.series.find((bucket: { label: string }) => bucket.label === label)
    expect(day('02/05')).toEqual({ from: '2026-02-05', to: '2026-02-05', label: '02/05', scheduledCentavos: 1_000_000, collectedCentavos: 0, collectionRate: 0 })
    // Due on the 10th, paid on the 28th: not paid by the end of its own day.
    expect(day('02/10')).toMatchObject({ scheduledCentavos: 300_000, collectedCentavos: 0, collectionRate: 0 })
    expect(day('02/12')).toMatchObject({ scheduledCentavos: 200_000, collectedCentavos: 200_000, collectionRate: 100 })
    expect(day('02/28')).toMatchObject({ scheduledCentavos: 0, collectedCentavos: 300_000, collectionRate: null })
    expect(day('02/25')).toMatchObject({ scheduledCentavos: 0, collectedCentavos: 0, collectionRate: null })
    expect(report.byProduct).toEqual([{ id: String(product.id), name: 'VA Membership', scheduledCentavos: 1_850_000, collectedCentavos: 500_000 }])
    expect(report.byFunnel).toEqual([
      { id: annual.id, name: 'Annual', scheduledCentavos: 1_650_000, collectedCentavos: 300_000 },
      { id: lifetime.id, name: 'Lifetime', scheduledCentavos: 200_000, collectedCentavos: 200_000 },
    ])
    expect(report.byPlatform).toEqual([
      { id: null, name: '', scheduledCentavos: 1_000_000, collectedCentavos: 0 },
      { id: 'GCash', name: 'GCash', scheduledCentavos: 500_000, collectedCentavos: 500_000 },
      { id: 'Maya', name: 'Maya', scheduledCentavos: 350_000, collectedCentavos: 0 },
    ])
    // As of 10 March: Juan's 3,500.01 due on the 20th, Maria's 10,000 33 days overdue; Pedro's none.
    expect(report.aging).toEqual(aging([350_001, 1, 1], [0, 0, 0], [1_000_000, 1, 1], [0, 0, 0], [0, 0, 0]))

    // March: the 00:30 approval is March's cash, on its first day.
    const { paymentReport: march } = await ask<Report>(staff, REPORT, { period: { period: 'Daily', year: 2026, month: 3 } })
    expect(march.current).toEqual({ scheduledCentavos: 350_001, collectedCentavos: 350_000, collectionRate: 0, overdueCentavos: 0, overdueCount: 0 })
    expect(march.series[0]).toMatchObject({ label: '03/01', collectedCentavos: 350_000 })

    // Quarterly 2026: Q1 holds everything due January to March; Juan's 3,500 was paid by the end of Q1.
    const { paymentReport: quarters } = await ask<Report>(staff, REPORT, { period: { period: 'Quarterly', year: 2026 } })
    expect(quarters.series.map((b: { label: string }) => b.label)).toEqual(['1st Quarter', '2nd Quarter', '3rd Quarter', '4th Quarter'])
    expect(quarters.series[0]).toMatchObject({ scheduledCentavos: 2_700_001, collectedCentavos: 1_350_000, collectionRate: 50 })
    expect(quarters.current).toMatchObject({ scheduledCentavos: 2_700_001, collectedCentavos: 1_350_000, collectionRate: 50, overdueCentavos: 1_000_000, overdueCount: 1 })

    // Filters: the Lifetime funnel; the GCash platform.
    const { paymentReport: lifetimeOnly } = await ask<Report>(staff, REPORT, { period: FEBRUARY, funnelId: lifetime.id })
    expect(lifetimeOnly.current).toEqual({ scheduledCentavos: 200_000, collectedCentavos: 200_000, collectionRate: 100, overdueCentavos: 0, overdueCount: 0 })
    expect(lifetimeOnly.aging).toEqual(aging([0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]))
    const { paymentReport: gcash } = await ask<Report>(staff, REPORT, { period: FEBRUARY, paymentPlatform: 'GCash' })
    expect(gcash.current).toMatchObject({ scheduledCentavos: 500_000, collectedCentavos: 500_000 })
    const { paymentReport: none } = await ask<Report>(staff, REPORT, { period: FEBRUARY, productId: product.id + 1 })
    expect(none.current).toEqual({ scheduledCentavos: 0, collectedCentavos: 0, collectionRate: null, overdueCentavos: 0, overdueCount: 0 })
  })

  scenario('puts unpaid rows in aging buckets by whole Manila days overdue: 0 is current, 1 and 30 are 1-30, 31 and 60 are 31-60, 61 and 90 are 61-90, 91 is 91+', agingStory, async ({ staff }) => {
    at(TODAY_NOON)
    const { paymentReport: report } = await ask<Report>(staff, REPORT, {})
    expect(report.range).toMatchObject({ period: 'Daily', from: '2026-03-01', to: '2026-03-31' })
    expect(report.aging).toEqual(aging([100, 1, 1], [1_500, 3, 2], [900, 2, 1], [1_300, 2, 1], [800, 1, 1]))
    // 23:59 Manila: still the same day. 00:00 the next day: every row a day older.
    at(new Date('2026-03-10T15:59:00Z'))
    expect((await ask<Report>(staff, REPORT, {})).paymentReport.aging).toEqual(aging([100, 1, 1], [1_500, 3, 2], [900, 2, 1], [1_300, 2, 1], [800, 1, 1]))
    at(new Date('2026-03-10T16:00:00Z'))
    expect((await ask<Report>(staff, REPORT, {})).paymentReport.aging).toEqual(aging([0, 0, 0], [1_300, 3, 2], [700, 2, 1], [1_100, 2, 1], [1_500, 2, 1]))
  })

  scenario('refuses a reversed, unbounded or over-five-year range in the period picker\'s words', agingStory, async ({ staff }) => {
    at(TODAY_NOON)
    const refused = async (period: Record<string, unknown>, message: string) => {
      for (const doc of [REPORT, BILLS]) {
        const result = await runGraphql(staff, doc, { period })
        expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
        expect(result.errors?.[0].message).toContain(message)
      }
    }
    await refused({ period: 'Custom Range', from: '2026-03-10', to: '2026-03-01' }, 'The end date must be on or after the start date')
    await refused({ period: 'Custom Range', from: '2026-03-10' }, 'Choose both a start and an end date')
    await refused({ period: 'Custom Range', from: '2020-01-01', to: '2025-01-01' }, 'A range can cover at most 5 years')
    const bad = await runGraphql(staff, BILLS, { status: 'late' })
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
  })

  scenario('is for the paymentReport page flag, and answers in three statements whatever the period', paymentReportStory, async ({ staff, admin, viewer }) => {
    at(TODAY_NOON)
    for (const user of [admin, viewer]) {
      const result = await runGraphql(user, REPORT, {})
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    }
    for (const period of [FEBRUARY, { period: 'Annual', year: 2026 }, { period: 'Custom Range', from: '2025-01-01', to: '2026-03-10' }]) {
      const counted = await countStatements(() => asUser(staff, () => paymentReport({ period })))
      expect(counted.count).toBe(3)
    }
  })
})

describe('paymentReportBills', () => {
  scenario('lists the rows due in the period by due date with the member and derived status; paid, unpaid, and an aging bucket', paymentReportStory, async ({ staff, buyer, maria, pedro, rows }) => {
    at(TODAY_NOON)
    type Bills = { paymentReportBills: { totalCount: number; items: Record<string, unknown>[] } }
    const all = (await ask<Bills>(staff, BILLS, { period: FEBRUARY })).paymentReportBills
    expect(all.totalCount).toBe(4)
    expect(all.items.map((bill) => [bill.id, bill.userId, bill.scheduleDate, bill.amountCentavos, bill.status, bill.paidAt && new Date(bill.paidAt as string).toISOString(), bill.paymentPlatform])).toEqual([
      [String(rows.maria), maria.id, '2026-02-05', 1_000_000, 'Overdue', null, null],
      [String(rows.r1), buyer.id, '2026-02-10', 300_000, 'Paid', '2026-02-28T15:30:00.000Z', 'GCash'],
      [String(rows.pedro), pedro.id, '2026-02-12', 200_000, 'Paid', '2026-02-12T01:00:00.000Z', 'GCash'],
      [String(rows.r2), buyer.id, '2026-02-20', 350_000, 'Paid', '2026-02-28T16:30:00.000Z', 'Maya'],
    ])
    expect(all.items[0]).toMatchObject({ memberName: 'Maria Clara', email: 'maria@example.com', productName: 'VA Membership', funnelName: 'Annual' })
    const unpaid = (await ask<Bills>(staff, BILLS, { period: FEBRUARY, status: 'unpaid' })).paymentReportBills
    expect(unpaid.items.map((bill) => bill.id)).toEqual([String(rows.maria)])
    const paid = (await ask<Bills>(staff, BILLS, { period: FEBRUARY, status: 'paid', page: 2, pageSize: 2 })).paymentReportBills
    expect([paid.totalCount, paid.items.map((bill) => bill.id)]).toEqual([3, [String(rows.r2)]])
    // An aging bucket lists its unpaid rows whatever the period.
    const current = (await ask<Bills>(staff, BILLS, { period: FEBRUARY, agingBucket: 'current' })).paymentReportBills
    expect(current.items.map((bill) => [bill.id, bill.status])).toEqual([[String(rows.r3), 'Due in 10 day(s)']])
  })
})

describe('exportPaymentReport', () => {
  scenario('walks every bill by keyset in due-date order, batch after batch, the same rows as the list', agingStory, async ({ staff }) => {
    at(TODAY_NOON)
    const period = { period: 'Annual', year: 2026 }
    const file = await asUser(staff, () => exportPaymentReport(staff, 'csv', { period: period as never }, 2))
    let text = ''
    for await (const chunk of file.body) text += String(chunk)
    const lines = text.replace(/^\ufeff/, '').trim().split('\r\n').slice(1)
    type Bills = { paymentReportBills: { totalCount: number; items: { id: string; scheduleDate: string }[] } }
    const listed = (await ask<Bills>(staff, BILLS, { period, pageSize: 100 })).paymentReportBills
    expect(listed.totalCount).toBe(9)
    expect(lines.map((line) => line.split(',')[0])).toEqual(listed.items.map((bill) => bill.id))
    expect(listed.items.map((bill) => bill.scheduleDate)).toEqual(['2025-12-09', '2025-12-10', '2026-01-08', '2026-01-09', '2026-02-07', '2026-02-08', '2026-02-28', '2026-03-09', '2026-03-10'])
  })
})
