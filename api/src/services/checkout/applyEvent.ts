// Applying a verified provider event, in ONE transaction:
//   1. insert the event row (unique (provider, event_id)) ... on conflict do nothing: nothing
//      inserted = the event was already applied (or is being applied by a concurrent delivery,
//      which holds the unique key until it commits): answer 200 and change nothing;
//   2. lock the checkout session (select ... for no key update); only a pending one moves;
//   3. paid: a funnel purchase claims its coupon use atomically and grants the subscription
//      (grantSubscription, the first schedule row paid with the provider's payment id); a schedule
//      payment approves that row (approveSchedule). Then the session is marked paid.
//      failed: the session is marked failed; nothing else changes.
//   4. the info log.
import { sql } from 'drizzle-orm'
import { checkoutSessions, type CheckoutStatus } from '../../../../db/schema'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { claimCouponUse } from './couponUse'
import { approveSchedule, transitionMessages } from '../paymentSchedules/transitions'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { logger } from '../../lib/logger'
import { PLATFORM_LABELS, type PaymentEvent } from '../../lib/payments/providers'

export type ApplyOutcome =
  | 'duplicate' // the event id was seen before: nothing changed
  | 'ignored' // an event type we do not act on, or no session of ours
  | 'already-settled' // the session was paid or failed before
  | 'amount-mismatch' // the provider charged another amount than the session's: left pending for staff
  | 'paid'
  | 'failed'

export type ApplyResult = { outcome: ApplyOutcome; subscriptionId?: number; scheduleId?: number }

type SessionRow = {
  id: string
  user_id: number
  funnel_id: string | null
  payment_term_id: string | null
  coupon_id: number | null
  payment_schedule_id: number | null
  amount_centavos: number
  discount_centavos: number
  status: CheckoutStatus
  provider_session_id: string | null
}

export async function applyPaymentEvent(event: PaymentEvent): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    // 1. The event first: its unique key decides which delivery applies it.
    const inserted = await tx.execute<{ id: number }>(sql`
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
    const session = (
      await tx.execute<SessionRow>(sql`
        select id, user_id, funnel_id, payment_term_id, coupon_id, payment_schedule_id, amount_centavos, discount_centavos, status, provider_session_id
        from checkout_sessions where id = ${event.checkoutSessionId} and provider = ${event.provider}
        for no key update`)
    ).rows[0]
    if (!session) return { outcome: 'ignored' }
    if (session.status !== 'pending') return { outcome: 'already-settled' }
    const amount = Number(session.amount_centavos)
    const details = { eventId: event.eventId, provider: event.provider, paymentId: event.paymentId, amountCentavos: amount }

    if (event.type === 'failed') {
      await tx.update(checkoutSessions).set({ status: 'failed', completedAt: new Date(), updatedAt: new Date() }).where(sql`${checkoutSessions.id} = ${session.id}`)
      await writeInfoLog({ action: 'checkout-failed', userId: session.user_id, entityType: 'checkout_session', entityId: session.id, details }, tx)
      return { outcome: 'failed' }
    }

    if (event.amountCentavos !== null && event.amountCentavos !== amount) {
      logger.warn({ ...details, charged: event.amountCentavos, sessionId: session.id }, 'payment webhook: charged amount differs from the checkout session')
      await writeInfoLog(
        { action: 'checkout-amount-mismatch', userId: session.user_id, entityType: 'checkout_session', entityId: session.id, details: { ...details, chargedCentavos: event.amountCentavos } },
        tx,
      )
      return { outcome: 'amount-mismatch' }
    }

    // 3. What the payment buys.
    const transactionId = event.paymentId ?? `${event.provider}-${event.eventId}`
    const paymentPlatform = PLATFORM_LABELS[event.provider]
    const externalInvoiceId = session.provider_session_id ?? event.providerSessionId
    let subscriptionId: number | undefined
    let scheduleId: number | undefined
    let couponClaimed: boolean | null = null
    if (session.funnel_id && session.payment_term_id) {
      if (session.coupon_id !== null) {
        couponClaimed = await claimCouponUse(tx, session.coupon_id)
        // The buyer has paid the discounted price quoted to them: the purchase stands; staff see it here.
        if (!couponClaimed) logger.warn({ sessionId: session.id, couponId: session.coupon_id }, 'payment webhook: coupon was used up before the payment arrived')
      }
      const granted = await grantSubscription(tx, {
        userId: session.user_id,
        funnelId: session.funnel_id,
        paymentTermId: session.payment_term_id,
        couponId: session.coupon_id,
        discountCentavos: Number(session.discount_centavos),
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
        // Paid meanwhile another way (staff approved a proof): the money arrived twice; staff refund it.
        // approveSchedule refuses before writing, so the transaction is intact.
        if ((error as Error).message !== transitionMessages.alreadyApproved) throw error
        logger.warn({ sessionId: session.id, scheduleId }, 'payment webhook: schedule row was already paid')
        details.paymentId = `${details.paymentId ?? ''} (row already paid: refund due)`
      }
    }
    await tx
      .update(checkoutSessions)
      .set({ status: 'paid', subscriptionId: subscriptionId ?? null, completedAt: new Date(), updatedAt: new Date() })
      .where(sql`${checkoutSessions.id} = ${session.id}`)
    // 4. Who paid what.
    await writeInfoLog(
      { action: 'checkout-paid', userId: session.user_id, entityType: 'checkout_session', entityId: session.id, details: { ...details, subscriptionId, scheduleId, couponClaimed } },
      tx,
    )
    return { outcome: 'paid', subscriptionId, scheduleId }
  })
}
