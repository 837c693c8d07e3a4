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
import { ratePercent, type DayRange, type PeriodChoice } from '../../../../common/reportPeriods'
import { db } from '../../lib/db'
import { manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { reportPeriod } from './period'
import { AGING_BUCKETS, filtersWhere, manilaEnd, manilaStart, PAYMENT_ROWS, type AgingBucket, type PaymentReportFilters } from './paymentReportRows'

export type PaymentFigures = { scheduledCentavos: number; collectedCentavos: number; paidByEndCentavos: number; overdueCentavos: number; overdueCount: number }
/** A bucket's figures, and what of its due rows was paid by the end of the whole period it is part of. */
type RangeFigures = PaymentFigures & { paidByPeriodEndCentavos: number }
type Range = DayRange & { periodTo: string }

const num = (value: unknown) => Number(value ?? 0)

type RangeRow = { key: number; scheduled: string | null; paid_by_end: string | null; paid_by_period_end: string | null; overdue: string | null; overdue_count: string | null; collected: string | null }

/** Scheduled, paid by the range's (and its period's) end, overdue and collected for each of `ranges`, in one statement. */
async function rangeFigures(ranges: Range[], filters: PaymentReportFilters, today: string): Promise<RangeFigures[]> {
  const values = sql.join(
    ranges.map((range, key) => sql`(${key}::int, ${range.from}::date, ${range.to}::date, ${manilaStart(range.from)}, ${manilaEnd(range.to)}, ${manilaEnd(range.periodTo)})`),
    sql`, `,
  )
  const where = filtersWhere(filters)
  const result = await db.execute<RangeRow>(sql`
    with ranges(key, d_from, d_to, t_from, t_to, t_period_end) as (values ${values}),
    due as (
      select r.key,
        sum(ps.price_centavos)::float8 as scheduled,
        coalesce(sum(ps.price_centavos) filter (where ps.approved_at < r.t_to), 0)::float8 as paid_by_end,
        coalesce(sum(ps.price_centavos) filter (where ps.approved_at < r.t_period_end), 0)::float8 as paid_by_period_end,
        coalesce(sum(ps.price_centavos) filter (where ps.transaction_id is null and ps.schedule_date < ${today}::date), 0)::float8 as overdue,
        count(*) filter (where ps.transaction_id is null and ps.schedule_date < ${today}::date) as overdue_count
      from ranges r join ${PAYMENT_ROWS} on ps.schedule_date between r.d_from and r.d_to
      where ${where}
      group by r.key
    ),
    cash as (
      select r.key, sum(ps.price_centavos)::float8 as collected
      from ranges r join ${PAYMENT_ROWS} on ps.approved_at >= r.t_from and ps.approved_at < r.t_to
      where ${where}
      group by r.key
    )
    select r.key, due.scheduled, due.paid_by_end, due.paid_by_period_end, due.overdue, due.overdue_count, cash.collected
    from ranges r left join due on due.key = r.key left join cash on cash.key = r.key
    order by r.key`)
  const byKey = new Map(result.rows.map((row) => [Number(row.key), row]))
  return ranges.map((_, key) => {
    const row = byKey.get(key)
    return {
      scheduledCentavos: num(row?.scheduled),
      collectedCentavos: num(row?.collected),
      paidByEndCentavos: num(row?.paid_by_end),
      paidByPeriodEndCentavos: num(row?.paid_by_period_end),
      overdueCentavos: num(row?.overdue),
      overdueCount: num(row?.overdue_count),
    }
  })
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

/** Scheduled and collected in the range by product, by funnel and by platform: one statement (grouping sets). */
async function breakdowns(range: DayRange, filters: PaymentReportFilters) {
  const tFrom = manilaStart(range.from)
  const tTo = manilaEnd(range.to)
  const due = sql`ps.schedule_date between ${range.from}::date and ${range.to}::date`
  const cash = sql`ps.approved_at >= ${tFrom} and ps.approved_at < ${tTo}`
  const result = await db.execute<BreakdownRow>(sql`
    with counted as (
      select f.product_id, f.id as funnel_id, ps.payment_platform, ps.price_centavos, (${due}) as is_due, coalesce(${cash}, false) as is_cash
      from ${PAYMENT_ROWS}
      where ${filtersWhere(filters)} and (${due} or (${cash}))
    )
    select
      case when grouping(c.product_id) = 0 then 'product' when grouping(c.funnel_id) = 0 then 'funnel' else 'platform' end as kind,
      coalesce(c.product_id::text, c.funnel_id, c.payment_platform) as id,
      case when grouping(c.product_id) = 0 then min(p.name) when grouping(c.funnel_id) = 0 then min(fu.name) else c.payment_platform end as name,
      coalesce(sum(c.price_centavos) filter (where c.is_due), 0)::float8 as scheduled,
      coalesce(sum(c.price_centavos) filter (where c.is_cash), 0)::float8 as collected
    from counted c
    left join products p on p.id = c.product_id
    left join funnels fu on fu.id = c.funnel_id
    group by grouping sets ((c.product_id), (c.funnel_id), (c.payment_platform))
    order by 1, 4 desc, 3`)
  const rows = (kind: BreakdownRow['kind']) =>
    result.rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ id: row.id, name: row.name ?? '', scheduledCentavos: num(row.scheduled), collectedCentavos: num(row.collected) }))
  return { byProduct: rows('product'), byFunnel: rows('funnel'), byPlatform: rows('platform') }
}

type AgingRow = { bucket: AgingBucket; amount: string | null; rows: string; members: string }

/** Every unpaid counted row as of `today`, by days overdue: one statement over the unpaid partial index. */
async function aging(filters: PaymentReportFilters, today: string) {
  const result = await db.execute<AgingRow>(sql`
    select b.bucket, sum(b.price_centavos)::float8 as amount, count(*) as rows, count(distinct b.user_id) as members
    from (
      select ps.price_centavos, s.user_id,
        case
          when ps.schedule_date >= ${today}::date then 'current'
          when ${today}::date - ps.schedule_date <= 30 then '1-30'
          when ${today}::date - ps.schedule_date <= 60 then '31-60'
          when ${today}::date - ps.schedule_date <= 90 then '61-90'
          else '91+'
        end as bucket
      from ${PAYMENT_ROWS}
      where ps.transaction_id is null and ${filtersWhere(filters)}
    ) b
    group by b.bucket`)
  const byBucket = new Map(result.rows.map((row) => [row.bucket, row]))
  return AGING_BUCKETS.map((bucket) => {
    const row = byBucket.get(bucket)
    return { bucket, amountCentavos: num(row?.amount), rows: num(row?.rows), members: num(row?.members) }
  })
}

/** Checks the product id is whole (the SDL types the rest). */
export const reportFilters = (args: { productId?: number | null; funnelId?: string | null; paymentPlatform?: string | null }): PaymentReportFilters => ({
  productId: args.productId ?? null,
  funnelId: args.funnelId || null,
  paymentPlatform: args.paymentPlatform || null,
})

export const paymentReport = (async (args) => {
  const today = manilaDate()
  const period = reportPeriod(args.period as PeriodChoice | null | undefined, today)
  const filters = reportFilters(args)
  const [figures, breakdown, agingBuckets] = await Promise.all([
    rangeFigures([...period.buckets.map((bucket) => ({ ...bucket, periodTo: period.to })), { ...period.previous, periodTo: period.previous.to }], filters, today),
    breakdowns(period, filters),
    aging(filters, today),
  ])
  const bucketFigures = figures.slice(0, period.buckets.length)
  return {
    range: { period: period.period, from: period.from, to: period.to, label: period.label, bucket: period.bucket, previous: period.previous },
    today,
    current: withRate(sumFigures(bucketFigures)),
    previous: withRate(figures[figures.length - 1]),
    series: period.buckets.map((bucket, index) => ({ ...bucket, ...withRate(bucketFigures[index]) })),
    ...breakdown,
    aging: agingBuckets,
  }
}) satisfies QueryResolvers['paymentReport']
