// Staff on commissions (graphql/affiliates.staff.sdl.ts; page flag affiliates): every affiliate's
// commissions or one's, the self-referral flags, and holding or approving a pending one early.
// Every change is in the info log.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { COMMISSION_STATUSES } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { assertNotOwnMoney } from '../../lib/auth/staffTrust'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { iso } from '../../lib/time'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'

export const commissionMessages = {
  notFound: 'Commission not found',
  notPending: 'Only a pending commission can be held or approved early',
  status: `Status must be one of ${COMMISSION_STATUSES.join(', ')}`,
}

const listArgs = pageArgsSchema({}).extend({
  affiliateId: z.number().int().nullish(),
  status: z.enum(COMMISSION_STATUSES, { message: commissionMessages.status }).nullish(),
  selfReferral: z.boolean().nullish(),
})

type Row = {
  id: number
  affiliateId: number
  paymentScheduleId: number
  funnelName: string | null
  buyerId: number
  buyerName: string | null
  paymentCentavos: number
  amountCentavos: number
  status: string
  holdUntil: Date | string | null
  heldAt: Date | string | null
  approvedAt: Date | string | null
  reversedAt: Date | string | null
  reason: string | null
  reversesId: number | null
  selfReferral: boolean
  payoutId: number | null
  createdAt: Date | string
}

const SELECT = sql`
  select c.id, c.affiliate_id as "affiliateId", c.payment_schedule_id as "paymentScheduleId", f.name as "funnelName", u.id as "buyerId",
    nullif(trim(u.first_name || ' ' || u.last_name), '') as "buyerName", p.price_centavos as "paymentCentavos", c.amount_centavos as "amountCentavos",
    c.status, c.hold_until as "holdUntil", c.held_at as "heldAt", c.approved_at as "approvedAt", c.reversed_at as "reversedAt", c.reason,
    c.reverses_id as "reversesId", c.self_referral as "selfReferral", c.payout_id as "payoutId", c.created_at as "createdAt"
  from commissions c
  join payment_schedules p on p.id = c.payment_schedule_id
  join invoices i on i.id = p.invoice_id
  join subscriptions s on s.id = i.subscription_id
  join users u on u.id = s.user_id
  join funnels f on f.id = s.funnel_id`

function toAdminCommission(row: Row) {
  return {
    id: Number(row.id),
    affiliateId: Number(row.affiliateId),
    paymentScheduleId: String(row.paymentScheduleId),
    funnelName: row.funnelName,
    buyerId: Number(row.buyerId),
    buyerName: row.buyerName,
    paymentCentavos: Number(row.paymentCentavos),
    amountCentavos: Number(row.amountCentavos),
    status: row.status,
    holdUntil: iso(row.holdUntil),
    heldAt: iso(row.heldAt),
    approvedAt: iso(row.approvedAt),
    reversedAt: iso(row.reversedAt),
    reason: row.reason,
    isClawback: row.reversesId !== null,
    selfReferral: row.selfReferral,
    payoutId: row.payoutId === null ? null : Number(row.payoutId),
    createdAt: iso(row.createdAt)!,
  }
}

export const adminCommissions = (async (args) => {
  const { affiliateId, status, selfReferral } = parseInput(listArgs, args, 'Invalid commission list request')
  const conditions: SQL[] = [sql`true`]
  if (affiliateId != null) conditions.push(sql`c.affiliate_id = ${affiliateId}`)
  if (status) conditions.push(sql`c.status = ${status}`)
  if (selfReferral != null) conditions.push(sql`c.self_referral = ${selfReferral}`)
  const where = sql.join(conditions, sql` and `)
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) =>
      (await db.execute<Row>(sql`${SELECT} where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`)).rows.map(toAdminCommission),
    count: async () => Number((await db.execute<{ total: number }>(sql`select count(*)::int as "total" from commissions c where ${where}`)).rows[0].total),
  })
}) satisfies QueryResolvers['adminCommissions']

/** Holds or approves a pending commission, locked so the hourly release cannot run between. */
async function changePending(id: number, action: 'hold' | 'approve') {
  const changed = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: string; affiliateId: number; ownerId: number }>(
      sql`select c.status, c.affiliate_id as "affiliateId", a.user_id as "ownerId" from commissions c join affiliates a on a.id = c.affiliate_id where c.id = ${id} for update of c`,
    )
    if (!rows[0]) throw new NotFoundError(commissionMessages.notFound)
    // An affiliate on staff does not release their own commission early (nor hold it).
    assertNotOwnMoney(currentUser()!, rows[0].ownerId)
    if (rows[0].status !== 'pending') throw new UserInputError(commissionMessages.notPending)
    const now = new Date().toISOString()
    await tx.execute(
      action === 'hold'
        ? sql`update commissions set held_at = ${now} where id = ${id}`
        : sql`update commissions set status = 'approved', approved_at = ${now}, held_at = null where id = ${id}`,
    )
    await writeInfoLog(
      { action: action === 'hold' ? 'commission-held' : 'commission-approved', userId: currentUser()!.id, entityType: 'commission', entityId: id, details: { affiliateId: rows[0].affiliateId, by: 'staff' } },
      tx,
    )
    return (await tx.execute<Row>(sql`${SELECT} where c.id = ${id}`)).rows[0]
  })
  return toAdminCommission(changed)
}

export const holdCommission = (async ({ id }) => changePending(id, 'hold')) satisfies MutationResolvers['holdCommission']
export const approveCommission = (async ({ id }) => changePending(id, 'approve')) satisfies MutationResolvers['approveCommission']
