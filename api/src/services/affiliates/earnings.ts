// The affiliate's money (docs/product.md, "affiliates"): their commissions, the balance by status,
// payout details and payouts. Every read is the caller's own rows, in a fixed number of statements.
import { eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { payoutDetailsSchema } from '../../../../common/validation/affiliates'
import { affiliates, COMMISSION_STATUSES, type CommissionStatus } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { iso } from '../../lib/time'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { callerAffiliate, toAffiliateAccount } from './joining'
import { affiliateSettings } from './settings'

type BalanceRow = { pending: number; approved: number; paid: number; reversed: number }

/** The money of the commissions `where` selects, by status; approved counts only what no payout holds yet. */
export async function balanceOf(where: SQL) {
  const { rows } = await db.execute<BalanceRow>(sql`
    select coalesce(sum(amount_centavos) filter (where status = 'pending'), 0)::int as "pending",
      coalesce(sum(amount_centavos) filter (where status = 'approved' and payout_id is null), 0)::int as "approved",
      coalesce(sum(amount_centavos) filter (where status = 'paid'), 0)::int as "paid",
      coalesce(sum(amount_centavos) filter (where status = 'reversed' or (status = 'paid' and reversed_at is not null)), 0)::int as "reversed"
    from commissions where ${where}`)
  const row = rows[0]
  return { pendingCentavos: Number(row.pending), approvedCentavos: Number(row.approved), paidCentavos: Number(row.paid), reversedCentavos: Number(row.reversed) }
}

export const affiliateBalance = (async () => {
  const affiliate = await callerAffiliate()
  return balanceOf(sql`affiliate_id = ${affiliate.id}`)
}) satisfies QueryResolvers['affiliateBalance']

const listArgs = pageArgsSchema({}).extend({
  status: z.enum(COMMISSION_STATUSES, { message: `Status must be one of ${COMMISSION_STATUSES.join(', ')}` }).nullish(),
})

type CommissionRow = {
  id: number
  funnelName: string | null
  buyerName: string | null
  paymentDate: string
  paymentCentavos: number
  amountCentavos: number
  status: CommissionStatus
  holdUntil: Date | string | null
  reason: string | null
  reversesId: number | null
  createdAt: Date | string
}

export const affiliateCommissions = (async (args) => {
  const { status } = parseInput(listArgs, args, 'Invalid commission list request')
  const affiliate = await callerAffiliate()
  const where = sql`c.affiliate_id = ${affiliate.id}${status ? sql` and c.status = ${status}` : sql``}`
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) => {
      const { rows } = await db.execute<CommissionRow>(sql`
        select c.id, f.name as "funnelName", nullif(trim(u.first_name || ' ' || u.last_name), '') as "buyerName",
          to_char(p.schedule_date, 'YYYY-MM-DD') as "paymentDate", p.price_centavos as "paymentCentavos",
          c.amount_centavos as "amountCentavos", c.status, c.hold_until as "holdUntil", c.reason, c.reverses_id as "reversesId",
          c.created_at as "createdAt"
        from commissions c
        join payment_schedules p on p.id = c.payment_schedule_id
        join invoices i on i.id = p.invoice_id
        join subscriptions s on s.id = i.subscription_id
        join users u on u.id = s.user_id
        join funnels f on f.id = s.funnel_id
        where ${where}
        order by c.created_at desc, c.id desc
        limit ${limit} offset ${offset}`)
      return rows.map((row) => ({
        id: Number(row.id),
        funnelName: row.funnelName,
        buyerName: row.buyerName,
        paymentDate: row.paymentDate,
        paymentCentavos: Number(row.paymentCentavos),
        amountCentavos: Number(row.amountCentavos),
        status: row.status,
        holdUntil: iso(row.holdUntil),
        reason: row.reason,
        isClawback: row.reversesId !== null,
        createdAt: iso(row.createdAt)!,
      }))
    },
    count: async () => {
      const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as "total" from commissions c where ${where}`)
      return Number(rows[0].total)
    },
  })
}) satisfies QueryResolvers['affiliateCommissions']

type PayoutRow = { id: number; amountCentavos: number; periodFrom: string | null; periodTo: string | null; method: string | null; reference: string | null; paidAt: Date | string | null; createdAt: Date | string }

export const affiliatePayoutSummary = (async () => {
  const affiliate = await callerAffiliate()
  const [settings, balance, { rows }] = await Promise.all([
    affiliateSettings(),
    balanceOf(sql`affiliate_id = ${affiliate.id}`),
    db.execute<PayoutRow>(sql`
      select id, amount_centavos as "amountCentavos", to_char(period_from, 'YYYY-MM-DD') as "periodFrom", to_char(period_to, 'YYYY-MM-DD') as "periodTo",
        method, reference, paid_at as "paidAt", created_at as "createdAt"
      from payouts where affiliate_id = ${affiliate.id} order by created_at desc, id desc`),
  ])
  return {
    nextPayoutCentavos: balance.approvedCentavos,
    minimumPayoutCentavos: settings.minimumPayoutCentavos,
    hasPayoutDetails: affiliate.payoutMethod !== null,
    payouts: rows.map((row) => ({ ...row, id: Number(row.id), amountCentavos: Number(row.amountCentavos), paidAt: iso(row.paidAt), createdAt: iso(row.createdAt)! })),
  }
}) satisfies QueryResolvers['affiliatePayoutSummary']

export const updateAffiliatePayoutDetails = (async ({ input }) => {
  const values = parseInput(payoutDetailsSchema, input)
  const affiliate = await callerAffiliate()
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(affiliates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(affiliates.id, affiliate.id))
      .returning()
    // The log says what changed, not the account number itself.
    await writeInfoLog({ action: 'affiliatePayoutDetails', userId: affiliate.userId, entityType: 'affiliate', entityId: affiliate.id, details: { payoutMethod: values.payoutMethod } }, tx)
    return updated
  })
  return toAffiliateAccount(updated)
}) satisfies MutationResolvers['updateAffiliatePayoutDetails']
