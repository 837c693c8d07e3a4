// The payment rows the payment report counts, and its filters, shared by the figures
// (paymentReport.ts, which read them rolled up: payment_day_totals and unpaid_member_dues, kept by
// the triggers of migration 0032_payment_facts with this same counted rule), the bills list
// (paymentReportBills.ts) and the export (paymentReportExport.ts) so the three always agree.
//
// A row counts unless it is an unpaid row of an unenrolled subscription: "unenrolled subscriptions
// count for nothing", so nothing is owed on them any more, but money already received on one stays
// received. Every date is a Manila calendar day; a Manila day starts at 00:00 +08:00.
import { sql, type SQL } from 'drizzle-orm'
import { UserInputError } from '../../lib/errors'
import { addCalendarDays } from '../../lib/time'

/** The rows, their invoice, subscription and funnel (aliases ps, i, s, f). */
export const PAYMENT_ROWS = sql`payment_schedules ps
  join invoices i on i.id = ps.invoice_id
  join subscriptions s on s.id = i.subscription_id
  join funnels f on f.id = s.funnel_id`

/** The invoices of unenrolled subscriptions (few: a hashed set, read once per statement). */
const UNENROLLED_INVOICES = sql`(select ui.id from invoices ui join subscriptions us on us.id = ui.subscription_id where us.unenrolled_at is not null)`

export const COUNTED_ROW = sql`(ps.transaction_id is not null or ps.invoice_id not in ${UNENROLLED_INVOICES})`

export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '91+'] as const
export type AgingBucket = (typeof AGING_BUCKETS)[number]
export const BILL_STATUSES = ['all', 'paid', 'unpaid'] as const
export type BillStatus = (typeof BILL_STATUSES)[number]

export type PaymentReportFilters = { productId?: number | null; funnelId?: string | null; paymentPlatform?: string | null }

export const paymentReportMessages = {
  status: `Choose a status: ${BILL_STATUSES.join(', ')}`,
  agingBucket: `Choose an aging bucket: ${AGING_BUCKETS.join(', ')}`,
  filters: 'Invalid payment report filter',
}

/** The instant a Manila day starts, as a timestamptz expression. */
export const manilaStart = (day: string) => sql`${`${day}T00:00:00+08:00`}::timestamptz`
/** The instant after a Manila day ends (the next day's start). */
export const manilaEnd = (day: string) => manilaStart(addCalendarDays(day, 1))

/**
 * The product, funnel and platform filters and the counted-row rule as one condition on the row
 * alone (ps): the product and funnel through the row's invoice, so a statement that needs no names
 * reads only payment_schedules and its indexes.
 */
export function filtersWhere(filters: PaymentReportFilters): SQL {
  const parts: SQL[] = [COUNTED_ROW]
  const offer: SQL[] = []
  if (filters.productId != null) offer.push(sql`ff.product_id = ${filters.productId}`)
  if (filters.funnelId) offer.push(sql`ff.id = ${filters.funnelId}`)
  if (offer.length) {
    parts.push(sql`ps.invoice_id in (select fi.id from invoices fi join subscriptions fs on fs.id = fi.subscription_id join funnels ff on ff.id = fs.funnel_id where ${sql.join(offer, sql` and `)})`)
  }
  if (filters.paymentPlatform) parts.push(sql`ps.payment_platform = ${filters.paymentPlatform}`)
  return sql.join(parts, sql` and `)
}

/**
 * The same filters over the rolled-up facts (payment_day_totals or unpaid_member_dues as `alias`),
 * which hold only counted rows already: the product through the funnel, the funnel and the platform.
 */
export function factsWhere(filters: PaymentReportFilters, alias: 't' | 'd'): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`)
  const parts: SQL[] = [sql`true`]
  if (filters.productId != null) parts.push(sql`${column('funnel_id')} in (select ff.id from funnels ff where ff.product_id = ${filters.productId})`)
  if (filters.funnelId) parts.push(sql`${column('funnel_id')} = ${filters.funnelId}`)
  if (filters.paymentPlatform) parts.push(sql`${column('payment_platform')} = ${filters.paymentPlatform}`)
  return sql.join(parts, sql` and `)
}

/**
 * The counted rows due from `from` to `to` or approved in `cash` (Manila instants), as two scans so
 * each reads a partial index: unpaid rows by due date, paid rows by due date or approval time.
 */
export function rowsDueOrPaid(due: { from: string; to: string }, cash: { from: string; to: string }, filters: PaymentReportFilters, columns: SQL): SQL {
  const where = filtersWhere(filters)
  const dueIn = sql`ps.schedule_date between ${due.from}::date and ${due.to}::date`
  return sql`select ${columns} from payment_schedules ps where ps.transaction_id is null and ${dueIn} and ${where}
    union all
    select ${columns} from payment_schedules ps
    where ps.transaction_id is not null and (${dueIn} or (ps.approved_at >= ${manilaStart(cash.from)} and ps.approved_at < ${manilaEnd(cash.to)})) and ${where}`
}

/**
 * The unpaid rows of an aging bucket on the Manila day `today`, by their due date (so the unpaid
 * partial index ranges over them): current is not yet overdue (due today or later), then whole
 * days overdue.
 */
export function agingWhere(bucket: AgingBucket, today: string): SQL {
  const daysAgo = (days: number) => addCalendarDays(today, -days)
  const unpaid = sql`ps.transaction_id is null`
  switch (bucket) {
    case 'current':
      return sql`${unpaid} and ps.schedule_date >= ${today}::date`
    case '1-30':
      return sql`${unpaid} and ps.schedule_date between ${daysAgo(30)}::date and ${daysAgo(1)}::date`
    case '31-60':
      return sql`${unpaid} and ps.schedule_date between ${daysAgo(60)}::date and ${daysAgo(31)}::date`
    case '61-90':
      return sql`${unpaid} and ps.schedule_date between ${daysAgo(90)}::date and ${daysAgo(61)}::date`
    case '91+':
      return sql`${unpaid} and ps.schedule_date <= ${daysAgo(91)}::date`
  }
}

/** A payment state as its condition (each has a partial index on (schedule_date, id)). */
export const statusWhere = (state: 'paid' | 'unpaid'): SQL => (state === 'paid' ? sql`ps.transaction_id is not null` : sql`ps.transaction_id is null`)

/** Checks the filters' types and words (BAD_USER_INPUT naming the field). */
export function parseBillFilters(args: { status?: string | null; agingBucket?: string | null }): { status: BillStatus; agingBucket: AgingBucket | null } {
  const status = (args.status ?? 'all') as BillStatus
  if (!BILL_STATUSES.includes(status)) throw new UserInputError(paymentReportMessages.filters, { status: [paymentReportMessages.status] })
  const agingBucket = (args.agingBucket || null) as AgingBucket | null
  if (agingBucket && !AGING_BUCKETS.includes(agingBucket)) throw new UserInputError(paymentReportMessages.filters, { agingBucket: [paymentReportMessages.agingBucket] })
  return { status, agingBucket }
}
