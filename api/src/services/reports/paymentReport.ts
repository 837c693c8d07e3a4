// /payment-report (page flag paymentReport): what was due and what came in over a period, the
// period before for comparison, a series per bucket for the chart, breakdowns by product, funnel
// and payment platform, and the receivables aging as of today. Three statements whatever the
// period or the number of rows: the period figures (per bucket and the previous period), the
// breakdowns (grouping sets), and the aging. Definitions: docs/product.md, "Payment report".
//
//   scheduled        rows due (schedule_date) in the range
//   collected        cash: rows approved (approved_at's Manila day) in the range
//   collection rate  of the rows due in the range, the amount approved before the day after the
//                    range's last day, over the amount due; null when nothing was due
//   overdue          unpaid rows due in the range before today
//
// The figures read the rolled-up facts, not the rows: payment_day_totals (the counted rows' amount
// and number per due day, approval day, funnel and platform) and unpaid_member_dues (the unpaid ones
// per member), kept exact by the triggers of migration 0032_payment_facts. A million rows are
// tens of thousands of totals; an approval's Manila day is its paid_on, so "approved before the day
// after the range" is paid_on <= the range's last day.
import { sql } from 'drizzle-orm'
import { ratePercent, type DayRange, type PeriodChoice, type ResolvedPeriod } from '../../../../common/reportPeriods'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { reportPeriod } from './period'
import { AGING_BUCKETS, factsWhere, type AgingBucket, type PaymentReportFilters } from './paymentReportRows'

export type PaymentFigures = { scheduledCentavos: number; collectedCentavos: number; paidByEndCentavos: number; overdueCentavos: number; overdueCount: number }
/** A bucket's figures, and what of its due rows was paid by the end of the whole period it is part of. */
type RangeFigures = PaymentFigures & { paidByPeriodEndCentavos: number }

const num = (value: unknown) => Number(value ?? 0)

type BucketRow = { kind: 'due' | 'cash'; k: number; scheduled: number | string; paid_by_end: number | string; paid_by_period_end: number | string; overdue: number | string; overdue_count: number | string; collected: number | string }

/** A PostgreSQL array literal of `values` (one parameter, not a list of them). */
const arrayLiteral = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`

/**
 * The previous period and each bucket of the period: scheduled, paid by the bucket's (and by its
 * period's) end, overdue and collected, in one statement. The previous period ends the day before
 * the period starts, so the previous period and the buckets are one run of consecutive ranges: each
 * row finds its range with width_bucket over their first days (1 = the previous period, 2.. = the
 * buckets; 0 and past the end are outside), by due day and by approval day, and one pass
 * groups both (grouping sets), so a long period is one scan rather than one per range.
 */
async function bucketFigures(period: ResolvedPeriod, filters: PaymentReportFilters, today: string): Promise<RangeFigures[]> {
  const starts = [period.previous.from, ...period.buckets.map((bucket) => bucket.from), addCalendarDays(period.to, 1)]
  const days = sql`${arrayLiteral(starts)}::date[]`
  const span = { from: period.previous.from, to: period.to }
  const result = await db.execute<BucketRow>(sql`
    select case when grouping(x.kd) = 0 then 'due' else 'cash' end as kind, coalesce(x.kd, x.kc) as k,
      sum(x.amount_centavos)::float8 as scheduled,
      coalesce(sum(x.amount_centavos) filter (where x.paid_on < (${days})[x.kd + 1]), 0)::float8 as paid_by_end,
      coalesce(sum(x.amount_centavos) filter (where x.paid_on < case when x.kd = 1 then ${period.from}::date else ${addCalendarDays(period.to, 1)}::date end), 0)::float8 as paid_by_period_end,
      coalesce(sum(x.amount_centavos) filter (where x.paid_on is null and x.due_on < ${today}::date), 0)::float8 as overdue,
      coalesce(sum(x.row_count) filter (where x.paid_on is null and x.due_on < ${today}::date), 0) as overdue_count,
      sum(x.amount_centavos)::float8 as collected
    from (
      select width_bucket(t.due_on, ${days}) as kd, width_bucket(t.paid_on, ${days}) as kc, t.*
      from payment_day_totals t
      where (t.due_on between ${span.from}::date and ${span.to}::date or t.paid_on between ${span.from}::date and ${span.to}::date)
        and ${factsWhere(filters, 't')}
    ) x
    group by grouping sets ((x.kd), (x.kc))`)
  const figures: RangeFigures[] = starts.slice(0, -1).map(() => ({ scheduledCentavos: 0, collectedCentavos: 0, paidByEndCentavos: 0, paidByPeriodEndCentavos: 0, overdueCentavos: 0, overdueCount: 0 }))
  for (const row of result.rows) {
    const range = figures[Number(row.k) - 1]
    if (!range) continue
    if (row.kind === 'cash') range.collectedCentavos = num(row.collected)
    else {
      range.scheduledCentavos = num(row.scheduled)
      range.paidByEndCentavos = num(row.paid_by_end)
      range.paidByPeriodEndCentavos = num(row.paid_by_period_end)
      range.overdueCentavos = num(row.overdue)
      range.overdueCount = num(row.overdue_count)
    }
  }
  return figures
}

const withRate = (figures: PaymentFigures) => ({ ...figures, collectionRate: ratePercent(figures.paidByEndCentavos, figures.scheduledCentavos) })

/** The period's figures from its buckets (which cover it exactly, day for day). */
const sumFigures = (all: RangeFigures[]): PaymentFigures =>
  all.reduce(
    (total, f) => ({
      scheduledCentavos: total.scheduledCentavos + f.scheduledCentavos,
      collectedCentavos: total.collectedCentavos + f.collectedCentavos,
      paidByEndCentavos: total.paidByEndCentavos + f.paidByPeriodEndCentavos,
      overdueCentavos: total.overdueCentavos + f.overdueCentavos,
      overdueCount: total.overdueCount + f.overdueCount,
    }),
    { scheduledCentavos: 0, collectedCentavos: 0, paidByEndCentavos: 0, overdueCentavos: 0, overdueCount: 0 },
  )

type BreakdownRow = { kind: 'product' | 'funnel' | 'platform'; id: string | null; name: string | null; scheduled: string | null; collected: string | null }

/**
 * Scheduled and collected in the period by product, by funnel and by platform: one statement, one
 * pass of grouping sets over the period's day totals gives the three breakdowns.
 */
async function breakdowns(range: DayRange, filters: PaymentReportFilters) {
  const due = sql`t.due_on between ${range.from}::date and ${range.to}::date`
  const cash = sql`t.paid_on between ${range.from}::date and ${range.to}::date`
  const result = await db.execute<BreakdownRow>(sql`
    with counted as (
      select f.product_id, t.funnel_id, t.payment_platform,
        case when ${due} then t.amount_centavos else 0 end as due_centavos,
        case when ${cash} then t.amount_centavos else 0 end as cash_centavos
      from payment_day_totals t join funnels f on f.id = t.funnel_id
      where (${due} or ${cash}) and ${factsWhere(filters, 't')}
    )
    select g.kind, g.id, coalesce(p.name, fu.name, g.id) as name, g.scheduled, g.collected
    from (
      select
        case when grouping(c.product_id) = 0 then 'product' when grouping(c.funnel_id) = 0 then 'funnel' else 'platform' end as kind,
        coalesce(c.product_id::text, c.funnel_id, c.payment_platform) as id,
        sum(c.due_centavos)::float8 as scheduled,
        sum(c.cash_centavos)::float8 as collected
      from counted c
      group by grouping sets ((c.product_id), (c.funnel_id), (c.payment_platform))
    ) g
    left join products p on g.kind = 'product' and p.id::text = g.id
    left join funnels fu on g.kind = 'funnel' and fu.id = g.id
    order by 1, 4 desc, 3`)
  const rows = (kind: BreakdownRow['kind']) =>
    result.rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ id: row.id, name: row.name ?? '', scheduledCentavos: num(row.scheduled), collectedCentavos: num(row.collected) }))
  return { byProduct: rows('product'), byFunnel: rows('funnel'), byPlatform: rows('platform') }
}

type AgingRow = { k: number; amount: string | null; rows: string; members: string }
/** width_bucket's answer over the first due days of 61-90, 31-60, 1-30 and current, as the bucket. */
const AGING_BY_WIDTH_BUCKET: AgingBucket[] = ['91+', '61-90', '31-60', '1-30', 'current']

/**
 * Every unpaid counted row as of `today`, by days overdue: one statement. The amounts and rows come
 * from the day totals; the members from the unpaid dues per member, as the distinct (bucket, member)
 * pairs an index-only scan of their key gives (integers, not the dues' sums, are what is hashed).
 * The buckets by width_bucket over their first due days: 0 is 91+ days overdue, 4 is current.
 */
async function aging(filters: PaymentReportFilters, today: string) {
  const edges = sql`${arrayLiteral([-90, -60, -30, 0].map((days) => addCalendarDays(today, days)))}::date[]`
  const result = await db.execute<AgingRow>(sql`
    select x.k, sum(x.amount)::float8 as amount, sum(x.rows)::float8 as rows, sum(x.members)::float8 as members
    from (
      select width_bucket(t.due_on, ${edges}) as k, t.amount_centavos as amount, t.row_count as rows, 0 as members
      from payment_day_totals t where t.paid_on is null and ${factsWhere(filters, 't')}
      union all
      select u.k, 0, 0, count(*)
      from (select distinct width_bucket(d.due_on, ${edges}) as k, d.user_id from unpaid_member_dues d where ${factsWhere(filters, 'd')}) u
      group by u.k
    ) x
    group by x.k`)
  const byBucket = new Map(result.rows.map((row) => [AGING_BY_WIDTH_BUCKET[Number(row.k)], row]))
  return AGING_BUCKETS.map((bucket) => {
    const row = byBucket.get(bucket)
    return { bucket, amountCentavos: num(row?.amount), rows: num(row?.rows), members: num(row?.members) }
  })
}

/**
 * The period's money (scheduled, collected, collection rate, overdue), the period before it, and
 * each bucket: one statement. Also the summary's money half (reportSummary.ts), so both pages
 * show the same figures for the same period.
 */
export async function periodMoney(period: ResolvedPeriod, filters: PaymentReportFilters, today: string) {
  const [previous, ...buckets] = await bucketFigures(period, filters, today)
  return {
    current: withRate(sumFigures(buckets)),
    previous: withRate({ ...previous, paidByEndCentavos: previous.paidByPeriodEndCentavos }),
    series: period.buckets.map((bucket, index) => ({ ...bucket, ...withRate(buckets[index]) })),
  }
}

/** No product, funnel or platform filter: everything. */
export const NO_FILTERS: PaymentReportFilters = { productId: null, funnelId: null, paymentPlatform: null }

/** Checks the product id is whole (the SDL types the rest). */
export const reportFilters = (args: { productId?: number | null; funnelId?: string | null; paymentPlatform?: string | null }): PaymentReportFilters => ({
  productId: args.productId ?? null,
  funnelId: args.funnelId || null,
  paymentPlatform: args.paymentPlatform || null,
})

export const paymentReport = (async (args) => {
  // The directive has checked already; a service called from elsewhere (a job, a test) checks again.
  requireAccess(currentUser(), { page: 'paymentReport' })
  const today = manilaDate()
  const period = reportPeriod(args.period as PeriodChoice | null | undefined, today)
  const filters = reportFilters(args)
  const [money, breakdown, agingBuckets] = await Promise.all([periodMoney(period, filters, today), breakdowns(period, filters), aging(filters, today)])
  return {
    range: { period: period.period, from: period.from, to: period.to, label: period.label, bucket: period.bucket, previous: period.previous },
    today,
    ...money,
    ...breakdown,
    aging: agingBuckets,
  }
}) satisfies QueryResolvers['paymentReport']
