// The /payment queue's Refunds due view (page flag payment): money that arrived and could not be
// honoured (honour.ts says when), oldest first, until staff refund it with the provider and mark
// it refunded here. The provider's payment id and the amount charged come from the paid event that
// settled the session (the first paid payment_events row of it: every later one found it paid).
import { sql } from 'drizzle-orm'
import { checkoutSessions } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseEvent, PROVIDER_EVENT_TYPES } from '../../lib/payments/providers'
import { parseInput } from '../../lib/validation'
import type { PaymentProvider } from '../../../../db/schema'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { REFUND_REASONS, refundReasonText, type RefundReason } from './honour'

export const refundMessages = {
  notFound: 'Refund not found.',
  alreadySettled: 'This refund is already marked refunded.',
} as const

/** A row of the Refunds due page's statement (its aliases). */
type RefundRow = {
  id: string
  provider: PaymentProvider
  amount_centavos: number
  refund_due_reason: string
  refund_due_at: Date | string
  member: { id: number; firstName: string; lastName: string; email: string }
  funnel: { id: string; name: string; productId: number } | null
  description: string | null
  payment: Record<string, unknown> | null
}

/** A row of the Refunds due count. */
type RefundCountRow = { count: number }

/** A refund due as the API answers it: the provider's payment id and amount from the paid event. */
function toRefundDue(row: RefundRow) {
  const event = row.payment ? parseEvent(row.provider, JSON.stringify(row.payment)) : null
  return {
    sessionId: row.id,
    member: row.member,
    funnel: row.funnel,
    description: row.description ?? '',
    provider: row.provider,
    paymentId: event?.paymentId ?? null,
    // What the provider charged (another amount than the session's is itself a reason).
    amount: event?.amountCentavos ?? Number(row.amount_centavos),
    reasonCode: row.refund_due_reason,
    reason: reasonText(row.refund_due_reason),
    refundDueAt: new Date(row.refund_due_at).toISOString(),
  }
}

const unsettled = sql`cs.refund_due_at is not null and cs.refund_settled_at is null`

const reasonText = (code: string) => (REFUND_REASONS as readonly string[]).includes(code) ? refundReasonText[code as RefundReason] : code

export const refundsDue = (async (args) => {
  parseInput(pageArgsSchema({}), args)
  return paginate(args, {
    sortable: {},
    // The partial index checkout_sessions_refund_due_at_idx holds exactly these rows, in this order.
    defaultSort: [sql`cs.refund_due_at`, sql`cs.id`],
    rows: async ({ limit, offset }) => {
      const result = await db.execute<RefundRow>(sql`
        select cs.id, cs.provider, cs.amount_centavos, cs.refund_due_reason, cs.refund_due_at,
          json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) as member,
          case when f.id is null then null else json_build_object('id', f.id, 'name', f.name, 'productId', f.product_id) end as funnel,
          coalesce(p.name || ': ' || f.name, sf.name || ': payment due ' || ps.schedule_date::text) as description,
          (select pe.payload from payment_events pe
            where pe.checkout_session_id = cs.id and pe.type = ${PROVIDER_EVENT_TYPES.paid} order by pe.id limit 1) as payment
        from checkout_sessions cs
        join users u on u.id = cs.user_id
        left join funnels f on f.id = cs.funnel_id
        left join products p on p.id = f.product_id
        left join payment_schedules ps on ps.id = cs.payment_schedule_id
        left join invoices i on i.id = ps.invoice_id
        left join subscriptions s on s.id = i.subscription_id
        left join funnels sf on sf.id = s.funnel_id
        where ${unsettled}
        order by cs.refund_due_at, cs.id
        limit ${limit} offset ${offset}`)
      return result.rows.map(toRefundDue)
    },
    count: async () => {
      const result = await db.execute<RefundCountRow>(sql`select count(*)::int as count from checkout_sessions cs where ${unsettled}`)
      const [row] = result.rows
      return Number(row.count)
    },
  })
}) satisfies QueryResolvers['refundsDue']

export const markRefundSettled = (async ({ sessionId }) => {
  const actor = requireAuth(currentUser())
  const id = sessionId.trim()
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError(refundMessages.notFound)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: checkoutSessions.id,
        userId: checkoutSessions.userId,
        refundDueReason: checkoutSessions.refundDueReason,
        refundDueAt: checkoutSessions.refundDueAt,
        refundSettledAt: checkoutSessions.refundSettledAt,
        amountCentavos: checkoutSessions.amountCentavos,
      })
      .from(checkoutSessions)
      .where(sql`${checkoutSessions.id} = ${id}`)
      .for('no key update')
    if (!row || !row.refundDueAt) throw new NotFoundError(refundMessages.notFound)
    if (row.refundSettledAt) throw new UserInputError(refundMessages.alreadySettled)
    const now = new Date()
    await tx.update(checkoutSessions).set({ refundSettledAt: now, refundSettledById: actor.id, updatedAt: now }).where(sql`${checkoutSessions.id} = ${id}`)
    await writeInfoLog(
      {
        action: 'checkout-refund-settled',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'checkout_session',
        entityId: id,
        details: { buyerId: row.userId, reason: row.refundDueReason, amountCentavos: row.amountCentavos, refundDueAt: row.refundDueAt.toISOString() },
      },
      tx,
    )
    return { sessionId: id, settledAt: now.toISOString() }
  })
}) satisfies MutationResolvers['markRefundSettled']
