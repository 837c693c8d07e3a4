// When money that arrived can be honoured: THE rule (docs/product.md, "checkout"), and how money
// that cannot be is recorded. applyEvent.ts calls it for every paid event of a session, whatever
// the session's state (pending, failed or expired: a late payment is still money).
//
// A paid session is honoured (the subscription granted at the session's quoted price, or the
// schedule row approved) unless one of these holds; then it is a REFUND DUE: nothing is granted,
// the session is marked paid with refund_due_reason / refund_due_at, an info log
// 'checkout-refund-due' names the payment, and the /payment queue's Refunds due view lists it
// until staff mark it refunded. The money is never dropped and never granted twice.
//   amount-mismatch  the provider charged another amount than the session's (what it was started for);
//   offer-closed     the funnel is closed, or its product inactive, when the payment arrives: we do
//                    not sell what is no longer offered;
//   offer-changed    the session's term is no longer offered by the funnel, or now splits the
//                    quoted total into another first payment than the one charged (staff changed
//                    the term's number of payments): the schedule the buyer agreed to cannot be kept;
//   duplicate        the buyer holds an active subscription to the same funnel that is not due for
//                    renewal (another tab's payment, or staff enrolled them meanwhile). An early
//                    renewal is not a duplicate: a subscription ending within the renewal window
//                    (EXPIRING_SOON_DAYS, when the dues banner invites "Click here to renew") may
//                    be bought again, as may a different funnel (the renewal funnel) at any time;
//   coupon-used-up   the session no longer holds its coupon use (it failed or expired and gave it
//                    back) and the coupon has no use left to claim again;
//   already-paid     (a schedule row's payment) the row was paid meanwhile another way.
// Not reasons: the funnel's price edited after the start (the buyer pays the quoted price); a coupon that expired or was switched off after the start (it was valid when quoted,
// and its use is held or still free); the session having failed or expired (late money is still money).
import { sql } from 'drizzle-orm'
import { DEFAULT_PAYMENT_TERM_ID, type CheckoutStatus } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import type { Executor } from '../../lib/db'
import { logger } from '../../lib/logger'
import { addDays, startOfManilaDay } from '../../lib/time'
import { EXPIRING_SOON_DAYS } from '../dues/dues'
import { claimCouponUse, releaseCouponUses } from './couponUse'
import { splitCentavos } from '../../lib/money'

export const REFUND_REASONS = ['amount-mismatch', 'offer-closed', 'offer-changed', 'duplicate', 'coupon-used-up', 'already-paid'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** What staff read in the Refunds due view. */
export const refundReasonText: Record<RefundReason, string> = {
  'amount-mismatch': 'The provider charged another amount than the checkout was for.',
  'offer-closed': 'The offer was closed before the payment arrived.',
  'offer-changed': 'The payment term changed before the payment arrived: the agreed schedule cannot be kept.',
  duplicate: 'The buyer already had an active subscription to this offer (a second payment).',
  'coupon-used-up': 'The checkout had expired or failed and its coupon was used up by then.',
  'already-paid': 'The payment was already paid another way.',
}

/** A checkout session as the webhook reads it (locked). */
export type SessionRow = {
  id: string
  user_id: number
  funnel_id: string | null
  payment_term_id: string | null
  coupon_id: number | null
  coupon_reserved: boolean
  payment_schedule_id: number | null
  amount_centavos: number
  discount_centavos: number
  total_centavos: number | null
  status: CheckoutStatus
  provider_session_id: string | null
}

/**
 * Grants of one funnel to one buyer, one at a time (a transaction-scoped advisory lock): two tabs'
 * payments arriving together cannot both find "no subscription yet" and both grant.
 */
export async function lockPurchase(tx: Executor, userId: number, funnelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-grant:${userId}:${funnelId}`}, 0))`)
}

/**
 * The duplicate rule: the user holds an active subscription (not unenrolled, not expired in
 * Manila) to the funnel that does not end within the renewal window. A subscription ending within
 * it may be renewed early; an expired one is renewed like a first purchase.
 */
export async function holdsSubscriptionBeyondRenewal(executor: Executor, userId: number, funnelId: string, now: Date = new Date()): Promise<boolean> {
  const renewableBefore = addDays(startOfManilaDay(now), EXPIRING_SOON_DAYS)
  const rows = await executor.execute(sql`
    select 1 from subscriptions
    where user_id = ${userId} and funnel_id = ${funnelId} and unenrolled_at is null and expiry >= ${renewableBefore}
    limit 1`)
  return rows.rows.length > 0
}

type OfferNow = { is_open: boolean; offered: boolean; number_of_payments: number | null }

/**
 * Why a paid funnel session cannot be honoured, or null. When null, the session's coupon use is
 * held (claimed again here if the session had given it back): the caller grants at once, in the
 * same transaction. Called with the session locked.
 */
export async function whyNotHonoured(tx: Executor, session: SessionRow, now: Date = new Date()): Promise<RefundReason | null> {
  const funnelId = session.funnel_id!
  const termId = session.payment_term_id!
  await lockPurchase(tx, session.user_id, funnelId)
  const offer = (
    await tx.execute<OfferNow>(sql`
      select (f.is_open and p.is_active) as is_open,
        (fpt.payment_term_id is not null or pt.id = ${DEFAULT_PAYMENT_TERM_ID}) as offered, pt.number_of_payments
      from funnels f join products p on p.id = f.product_id
      left join payment_terms pt on pt.id = ${termId}
      left join funnel_payment_terms fpt on fpt.funnel_id = f.id and fpt.payment_term_id = pt.id
      where f.id = ${funnelId}`)
  ).rows[0]
  if (!offer?.is_open) return 'offer-closed'
  if (!offer.offered) return 'offer-changed'
  if (session.total_centavos !== null && splitCentavos(Number(session.total_centavos), Number(offer.number_of_payments ?? 1))[0] !== Number(session.amount_centavos)) {
    return 'offer-changed'
  }
  if (await holdsSubscriptionBeyondRenewal(tx, session.user_id, funnelId, now)) return 'duplicate'
  // Last, so that no other reason leaves a use claimed here behind.
  if (session.coupon_id !== null && !session.coupon_reserved && !(await claimCouponUse(tx, session.coupon_id))) return 'coupon-used-up'
  return null
}

/**
 * Records money that cannot be honoured: the session is paid with nothing granted, its coupon use
 * (if it held one) given back, and an info log 'checkout-refund-due' says what to refund.
 */
export async function recordRefundDue(
  tx: Executor,
  session: SessionRow,
  reason: RefundReason,
  details: { eventId: string; provider: string; paymentId: string | null; amountCentavos: number; chargedCentavos?: number | null },
  now: Date = new Date(),
): Promise<void> {
  if (session.coupon_reserved && session.coupon_id !== null) await releaseCouponUses(tx, session.coupon_id)
  await tx.execute(sql`
    update checkout_sessions
    set status = 'paid', coupon_reserved = false, subscription_id = null, refund_due_reason = ${reason}, refund_due_at = ${now},
      completed_at = ${now}, updated_at = ${now}
    where id = ${session.id}`)
  logger.warn({ sessionId: session.id, reason, paymentId: details.paymentId }, 'payment webhook: money that cannot be honoured, refund due')
  await writeInfoLog(
    {
      action: 'checkout-refund-due',
      userId: session.user_id,
      entityType: 'checkout_session',
      entityId: session.id,
      details: { reason, previousStatus: session.status, ...details },
    },
    tx,
  )
}
