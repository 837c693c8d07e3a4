// The payment report's bills (paymentReportBills): its payment rows one page at a time, each with
// the member, product, funnel, due date, amount, derived status, paid date and platform. The rows
// are those due in the period, or with an aging bucket the unpaid rows of that bucket as of today
// (whatever their due date, as the aging counts them); then the status and the report's filters.
// Ordered by due date and id, the order of the partial indexes on (schedule_date, id), so the
// export (paymentReportExport.ts) reads the same rows by keyset.
import { sql, type SQL } from 'drizzle-orm'
import type { PeriodChoice } from '../../../../common/reportPeriods'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { paginate, type PageArgs } from '../../lib/paginate'
import { manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { reportPeriod } from './period'
import { reportFilters } from './paymentReport'
import { agingWhere, filtersWhere, parseBillFilters, PAYMENT_ROWS, statusWhere } from './paymentReportRows'
import { rowStanding } from './paymentStanding'

export type BillsArgs = {
  period?: PeriodChoice | null
  productId?: number | null
  funnelId?: string | null
  paymentPlatform?: string | null
  status?: string | null
  agingBucket?: string | null
}

/**
 * The bills' conditions for `args` on the Manila day `today`, one per payment state the status
 * allows (unpaid, paid): each reads its own partial index on (schedule_date, id) in the list's
 * order. The period refusals are BAD_USER_INPUT.
 */
export function billsWhere(args: BillsArgs, today: string): SQL[] {
  const { status, agingBucket } = parseBillFilters(args)
  const parts: SQL[] = [filtersWhere(reportFilters(args))]
  if (agingBucket) parts.push(agingWhere(agingBucket, today))
  else {
    const period = reportPeriod(args.period, today)
    parts.push(sql`ps.schedule_date between ${period.from}::date and ${period.to}::date`)
  }
  const where = sql.join(parts, sql` and `)
  const states = status === 'all' ? (['unpaid', 'paid'] as const) : [status]
  return states.map((state) => sql`${statusWhere(state)} and ${where}`)
}

export type BillRow = {
  id: string
  schedule_date: string
  price_centavos: number
  transaction_id: string | null
  payment_platform: string | null
  approved_at: string | null
  user_id: number
  first_name: string
  last_name: string
  email: string
  funnel_id: string
  funnel_name: string
  product_id: number
  product_name: string
}

/**
 * A page of bills by due date and id, after `after` when given (the export's keyset): each
 * condition's first rows from its index, merged, then only those rows meet the member, product and
 * funnel. One statement.
 */
export async function selectBills(branches: SQL[], page: { limit: number; offset: number; after?: { date: string; id: string } | null }): Promise<BillRow[]> {
  const keyset = page.after ? sql` and (ps.schedule_date, ps.id) > (${page.after.date}::date, ${page.after.id}::bigint)` : sql``
  const picked = sql.join(
    branches.map((where) => sql`(select ps.id, ps.schedule_date from payment_schedules ps where ${where}${keyset} order by ps.schedule_date, ps.id limit ${page.limit + page.offset})`),
    sql` union all `,
  )
  const result = await db.execute<BillRow>(sql`
    with picked as (
      select pk.id from (${picked}) pk order by pk.schedule_date, pk.id limit ${page.limit} offset ${page.offset}
    )
    select ps.id::text as id, ps.schedule_date::text as schedule_date, ps.price_centavos, ps.transaction_id, ps.payment_platform,
      ps.approved_at::text as approved_at,
      u.id as user_id, u.first_name, u.last_name, u.email, f.id as funnel_id, f.name as funnel_name, p.id as product_id, p.name as product_name
    from picked join ${PAYMENT_ROWS} on ps.id = picked.id
    join users u on u.id = s.user_id
    join products p on p.id = f.product_id
    order by ps.schedule_date, ps.id`)
  return result.rows
}

/** How many bills the conditions hold: one statement. */
export async function countBills(branches: SQL[]): Promise<number> {
  const counts = sql.join(
    branches.map((where) => sql`(select count(*) from payment_schedules ps where ${where})`),
    sql` + `,
  )
  const result = await db.execute<{ total: string }>(sql`select ${counts} as total`)
  return Number(result.rows[0].total)
}

/** A bill as the API answers it: the status derived on `today`, the paid instant as ISO. */
export function toBill(row: BillRow, today: string) {
  const scheduleDate = String(row.schedule_date).slice(0, 10)
  return {
    id: row.id,
    userId: Number(row.user_id),
    memberName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    productId: Number(row.product_id),
    productName: row.product_name,
    funnelId: row.funnel_id,
    funnelName: row.funnel_name,
    scheduleDate,
    amountCentavos: Number(row.price_centavos),
    status: rowStanding({ transactionId: row.transaction_id, scheduleDate }, today).status,
    paidAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    paymentPlatform: row.payment_platform,
  }
}

export const paymentReportBills = (async (args) => {
  // The directive has checked already; a service called from elsewhere (a job, a test) checks again.
  requireAccess(currentUser(), { page: 'paymentReport' })
  const today = manilaDate()
  const branches = billsWhere(args as BillsArgs, today)
  // One order only (due date, id), the order of the indexes each condition reads.
  return paginate(args as PageArgs, {
    sortable: {},
    defaultSort: [sql`ps.schedule_date`, sql`ps.id`],
    rows: async ({ limit, offset }) => (await selectBills(branches, { limit, offset })).map((row) => toBill(row, today)),
    count: () => countBills(branches),
  })
}) satisfies QueryResolvers['paymentReportBills']
