// Applying a verified provider event, in ONE transaction:
//   1. insert the event row (unique (provider, event_id)) ... on conflict do nothing: nothing
//      inserted = the event was already applied (or is being applied by a concurrent delivery,
//      which holds the unique key until it commits): answer 200 and change nothing;
//   2. lock the checkout session (select ... for no key update);
//   3. failed: a pending session becomes failed and gives back its coupon use; any other session
//      is final already (a failure after a payment changes nothing).
//      paid: money arrived. Unless the session was already paid (its money already granted or
//      recorded), it is honoured whatever the session's state, pending, failed or expired (a late
//      payment is still money), by the rule of honour.ts: a funnel purchase is granted
//      at the session's quoted price (grantSubscription with its total, the first schedule row
//      paid with the provider's payment id), a schedule payment approves that row; money that
//      cannot be honoured is recorded as a refund due (recordRefundDue). Then the session is paid.
//   4. the info log.
import { and, eq, sql } from 'drizzle-orm'
import { checkoutSessions } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { logger } from '../../lib/logger'
import { PLATFORM_LABELS, type PaymentEvent } from '../../lib/payments/providers'
import { approveSchedule, transitionMessages } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { releaseCouponUses } from './couponUse'
import { recordRefundDue, whyNotHonoured, type RefundReason, type SessionRow } from './honour'

export type ApplyOutcome =
  | 'duplicate' // the event id was seen before: nothing changed
  | 'ignored' // an event type we do not act on, or no session of ours
  | 'already-settled' // paid: the session's money was applied before; failed: the session is final already
  | 'refund-due' // money that cannot be honoured: recorded for staff to refund (honour.ts)
  | 'paid'
  | 'failed'

export type ApplyResult = { outcome: ApplyOutcome; subscriptionId?: number; scheduleId?: number; refundReason?: RefundReason }

/** The row the event insert returns: one when this delivery inserted it, none when it was seen before. */
type InsertedEventRow = { id: number }

export async function applyPaymentEvent(event: PaymentEvent): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    // 1. The event first: its unique key decides which delivery applies it.
    const inserted = await tx.execute<InsertedEventRow>(sql`
      insert into payment_events (provider, event_id, type, checkout_session_id, payload)
      values (${event.provider}, ${event.eventId}, ${event.providerType},
        (select id from checkout_sessions where id = ${event.checkoutSessionId ?? ''} and provider = ${event.provider}),
        ${JSON.stringify(event.payload)}::jsonb)
      on conflict (provider, event_id) do nothing
      returning id`)
    if (inserted.rows.length === 0) return { outcome: 'duplicate' }
    if (event.type === 'other' || !event.checkoutSessionId) return { outcome: 'ignored' }

    // 2. The session, locked: a different event for the same session waits here. 'no key update'
    //    because the event row's foreign key already holds a key-share lock on it (from step 1 of
    //    every concurrent delivery): 'for update' would deadlock two deliveries against each other.
    //    The expiry sweep locks sessions the same way (and skips this one while it is held).
    //    Selected under the names honour.ts's SessionRow gives them.
    const [session]: SessionRow[] = await tx
      .select({
        id: checkoutSessions.id,
        user_id: checkoutSessions.userId,
        funnel_id: checkoutSessions.funnelId,
        payment_term_id: checkoutSessions.paymentTermId,
        coupon_id: checkoutSessions.couponId,
        coupon_reserved: checkoutSessions.couponReserved,
        payment_schedule_id: checkoutSessions.paymentScheduleId,
        amount_centavos: checkoutSessions.amountCentavos,
        discount_centavos: checkoutSessions.discountCentavos,
        total_centavos: checkoutSessions.totalCentavos,
        status: checkoutSessions.status,
        provider_session_id: checkoutSessions.providerSessionId,
      })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, event.checkoutSessionId), eq(checkoutSessions.provider, event.provider)))
      .for('no key update')
    if (!session) {
      // Not ours (another app on the same provider account), or a session deleted with its buyer:
      // the event row keeps the payload; a payment is worth a warning to whoever reads the logs.
      if (event.type === 'paid') logger.warn({ eventId: event.eventId, checkoutSessionId: event.checkoutSessionId, paymentId: event.paymentId }, 'payment webhook: a payment for no session of ours')
      return { outcome: 'ignored' }
    }
    const now = new Date()
    const amount = Number(session.amount_centavos)
    const details = { eventId: event.eventId, provider: event.provider, paymentId: event.paymentId, amountCentavos: amount }

    if (event.type === 'failed') {
      if (session.status !== 'pending') return { outcome: 'already-settled' }
      await tx
        .update(checkoutSessions)
        .set({ status: 'failed', couponReserved: false, completedAt: now, updatedAt: now })
        .where(sql`${checkoutSessions.id} = ${session.id}`)
      if (session.coupon_reserved && session.coupon_id !== null) await releaseCouponUses(tx, session.coupon_id)
      await writeInfoLog({ action: 'checkout-failed', userId: session.user_id, entityType: 'checkout_session', entityId: session.id, details }, tx)
      return { outcome: 'failed' }
    }

    // Paid. A session already paid had its money granted or recorded as a refund due.
    if (session.status === 'paid') return { outcome: 'already-settled' }
    const refundDue = async (reason: RefundReason, extra: { chargedCentavos?: number | null } = {}): Promise<ApplyResult> => {
      await recordRefundDue(tx, session, reason, { ...details, ...extra }, now)
      return { outcome: 'refund-due', refundReason: reason }
    }
    if (event.amountCentavos !== null && event.amountCentavos !== amount) return refundDue('amount-mismatch', { chargedCentavos: event.amountCentavos })

    // 3. What the payment buys.
    const transactionId = event.paymentId ?? `${event.provider}-${event.eventId}`
    const paymentPlatform = PLATFORM_LABELS[event.provider]
    const externalInvoiceId = session.provider_session_id ?? event.providerSessionId
    let subscriptionId: number | undefined
    let scheduleId: number | undefined
    if (session.funnel_id && session.payment_term_id) {
      const reason = await whyNotHonoured(tx, session, now)
      if (reason) return refundDue(reason)
      const granted = await grantSubscription(tx, {
        userId: session.user_id,
        funnelId: session.funnel_id,
        paymentTermId: session.payment_term_id,
        couponId: session.coupon_id,
        discountCentavos: Number(session.discount_centavos),
        // The price quoted when the checkout started (sessions from before it was kept: today's).
        totalCentavos: session.total_centavos === null ? undefined : Number(session.total_centavos),
        paid: { transactionId, paymentPlatform, externalInvoiceId },
        actorId: null,
        source: 'checkout',
        welcomeEmail: true,
      })
      subscriptionId = granted.subscriptionId
    } else if (session.payment_schedule_id !== null) {
      scheduleId = Number(session.payment_schedule_id)
      try {
        await approveSchedule(tx, { id: scheduleId, paymentPlatform, externalInvoiceId, transactionId, actorId: null })
      } catch (error) {
        // Paid meanwhile another way (staff approved a proof): the money arrived twice.
        // approveSchedule refuses before writing, so the transaction is intact.
        if ((error as Error).message !== transitionMessages.alreadyApproved) throw error
        return refundDue('already-paid')
      }
    }
    // The coupon use the session held (or claimed again just now) is the grant's from here on.
    await tx
      .update(checkoutSessions)
      .set({ status: 'paid', couponReserved: false, subscriptionId: subscriptionId ?? null, completedAt: now, updatedAt: now })
      .where(sql`${checkoutSessions.id} = ${session.id}`)
    // 4. Who paid what.
    await writeInfoLog(
      {
        action: 'checkout-paid',
        userId: session.user_id,
        entityType: 'checkout_session',
        entityId: session.id,
        details: { ...details, subscriptionId, scheduleId, previousStatus: session.status, couponId: session.coupon_id },
      },
      tx,
    )
    return { outcome: 'paid', subscriptionId, scheduleId }
  })
}
