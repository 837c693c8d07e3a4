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
// Indexes: the due-date figures range over the unpaid and paid partial indexes on
// (schedule_date, id); the cash over payment_schedules_approved_at_idx.
import { sql } from 'drizzle-orm'
import { ratePercent, type DayRange, type PeriodChoice, type ResolvedPeriod } from '../../../../common/reportPeriods'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { reportPeriod } from './period'
import { AGING_BUCKETS, filtersWhere, manilaEnd, manilaStart, rowsDueOrPaid, type AgingBucket, type PaymentReportFilters } from './paymentReportRows'

export type PaymentFigures = { scheduledCentavos: number; collectedCentavos: number; paidByEndCentavos: number; overdueCentavos: number; overdueCount: number }
/** A bucket's figures, and what of its due rows was paid by the end of the whole period it is part of. */
type RangeFigures = PaymentFigures & { paidByPeriodEndCentavos: number }

const num = (value: unknown) => Number(value ?? 0)

type BucketRow = { kind: 'due' | 'cash'; k: number; scheduled: number | string; paid_by_end: number | string; paid_by_period_end: number | string; overdue: number | string; overdue_count: number | string; collected: number | string }

/** A PostgreSQL array literal of `values` (one parameter, not a list of them). */
const arrayLiteral = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`
const manilaInstant = (day: string) => `${day}T00:00:00+08:00`

/**
 * The previous period and each bucket of the period: scheduled, paid by the bucket's (and by its
 * period's) end, overdue and collected, in one statement. The previous period ends the day before
 * the period starts, so the previous period and the buckets are one run of consecutive ranges: each
 * row finds its range with width_bucket over their first days (1 = the previous period, 2.. = the
 * buckets; 0 and past the end are outside), by due date and by approval instant, and one pass
 * groups both (grouping sets), so a long period is one scan rather than one per range.
 */
async function bucketFigures(period: ResolvedPeriod, filters: PaymentReportFilters, today: string): Promise<RangeFigures[]> {
  const starts = [period.previous.from, ...period.buckets.map((bucket) => bucket.from), addCalendarDays(period.to, 1)]
  const days = sql`${arrayLiteral(starts)}::date[]`
  const instants = sql`${arrayLiteral(starts.map(manilaInstant))}::timestamptz[]`
  const span = { from: period.previous.from, to: period.to }
  const result = await db.execute<BucketRow>(sql`
    select case when grouping(x.kd) = 0 then 'due' else 'cash' end as kind, coalesce(x.kd, x.kc) as k,
      sum(x.price_centavos)::float8 as scheduled,
      coalesce(sum(x.price_centavos) filter (where x.approved_at < (${instants})[x.kd + 1]), 0)::float8 as paid_by_end,
      coalesce(sum(x.price_centavos) filter (where x.approved_at < case when x.kd = 1 then ${manilaStart(period.from)} else ${manilaEnd(period.to)} end), 0)::float8 as paid_by_period_end,
      coalesce(sum(x.price_centavos) filter (where x.transaction_id is null and x.schedule_date < ${today}::date), 0)::float8 as overdue,
      count(*) filter (where x.transaction_id is null and x.schedule_date < ${today}::date) as overdue_count,
      sum(x.price_centavos)::float8 as collected
    from (
      select width_bucket(c.schedule_date, ${days}) as kd, width_bucket(c.approved_at, ${instants}) as kc, c.*
      from (${rowsDueOrPaid(span, span, filters, sql`ps.price_centavos, ps.schedule_date, ps.approved_at, ps.transaction_id`)}) c
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
 * Scheduled and collected in the period by product, by funnel and by platform: one statement, the
 * rows read from the partial indexes, then one pass of grouping sets gives the three breakdowns.
 */
async function breakdowns(range: DayRange, filters: PaymentReportFilters) {
  const due = sql`ps.schedule_date between ${range.from}::date and ${range.to}::date`
  const cash = sql`coalesce(ps.approved_at >= ${manilaStart(range.from)} and ps.approved_at < ${manilaEnd(range.to)}, false)`
  const result = await db.execute<BreakdownRow>(sql`
    with rows as (
      ${rowsDueOrPaid(range, range, filters, sql`ps.invoice_id, ps.payment_platform, case when ${due} then ps.price_centavos else 0 end as due_centavos, case when ${cash} then ps.price_centavos else 0 end as cash_centavos`)}
    ),
    counted as (
      select f.product_id, f.id as funnel_id, r.payment_platform, r.due_centavos, r.cash_centavos
      from rows r join invoices i on i.id = r.invoice_id join subscriptions s on s.id = i.subscription_id join funnels f on f.id = s.funnel_id
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

type AgingRow = { bucket: AgingBucket; amount: string | null; rows: string; members: string }

/**
 * Every unpaid counted row as of `today`, by days overdue: one statement over the unpaid partial
 * index. Summed per bucket and invoice first, so only those sums meet the subscriptions for the
 * member, and the members are counted by grouping rather than by count(distinct).
 */
async function aging(filters: PaymentReportFilters, today: string) {
  const result = await db.execute<AgingRow>(sql`
    with per_invoice as (
      select
        case
          when ps.schedule_date >= ${today}::date then 'current'
          when ps.schedule_date >= ${addCalendarDays(today, -30)}::date then '1-30'
          when ps.schedule_date >= ${addCalendarDays(today, -60)}::date then '31-60'
          when ps.schedule_date >= ${addCalendarDays(today, -90)}::date then '61-90'
          else '91+'
        end as bucket,
        ps.invoice_id, sum(ps.price_centavos) as amount, count(*) as rows
      from payment_schedules ps
      where ps.transaction_id is null and ${filtersWhere(filters)}
      group by 1, 2
    ),
    per_member as (
      select pi.bucket, s.user_id, sum(pi.amount) as amount, sum(pi.rows) as rows
      from per_invoice pi join invoices i on i.id = pi.invoice_id join subscriptions s on s.id = i.subscription_id
      group by 1, 2
    )
    select bucket, sum(amount)::float8 as amount, sum(rows)::float8 as rows, count(*) as members from per_member group by bucket`)
  const byBucket = new Map(result.rows.map((row) => [row.bucket, row]))
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
