// The payment report's bills (paymentReportBills): its payment rows one page at a time, each with
// the member, product, funnel, due date, amount, derived status, paid date and platform. The rows
// are those due in the period, or with an aging bucket the unpaid rows of that bucket as of today
// (whatever their due date, as the aging counts them); then the status and the report's filters.
// Ordered by due date and id, the order of the partial indexes on (schedule_date, id), so the
// export (paymentReportExport.ts) reads the same rows by keyset.
import { sql, type SQL } from 'drizzle-orm'
import type { PeriodChoice } from '../../../../common/reportPeriods'
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

/** The bills' condition for `args` on the Manila day `today` (the period refusals are BAD_USER_INPUT). */
export function billsWhere(args: BillsArgs, today: string): SQL {
  const { status, agingBucket } = parseBillFilters(args)
  const parts: SQL[] = [filtersWhere(reportFilters(args))]
  if (agingBucket) parts.push(agingWhere(agingBucket, today))
  else {
    const period = reportPeriod(args.period, today)
    parts.push(sql`ps.schedule_date between ${period.from}::date and ${period.to}::date`)
  }
  const byStatus = statusWhere(status)
  if (byStatus) parts.push(byStatus)
  return sql.join(parts, sql` and `)
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

/** The bills' columns and joins; `tail` orders and limits. One statement. */
export async function selectBills(where: SQL, tail: SQL): Promise<BillRow[]> {
  const result = await db.execute<BillRow>(sql`
    select ps.id::text as id, ps.schedule_date::text as schedule_date, ps.price_centavos, ps.transaction_id, ps.payment_platform,
      ps.approved_at::text as approved_at,
      u.id as user_id, u.first_name, u.last_name, u.email, f.id as funnel_id, f.name as funnel_name, p.id as product_id, p.name as product_name
    from ${PAYMENT_ROWS}
    join users u on u.id = s.user_id
    join products p on p.id = f.product_id
    where ${where}
    ${tail}`)
  return result.rows
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
  const today = manilaDate()
  const where = billsWhere(args as BillsArgs, today)
  return paginate(args as PageArgs, {
    sortable: {},
    defaultSort: [sql`ps.schedule_date`, sql`ps.id`],
    rows: async ({ limit, offset, orderBy }) =>
      (await selectBills(where, sql`order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`)).map((row) => toBill(row, today)),
    count: async () => {
      const result = await db.execute<{ total: string }>(sql`select count(*) as total from ${PAYMENT_ROWS} where ${where}`)
      return Number(result.rows[0].total)
    },
  })
}) satisfies QueryResolvers['paymentReportBills']
