// The buyer's side of payments (docs/payments.md): the public checkout page's offer and quote, and
// starting a payment with the provider, for a funnel (startCheckout) or for one of the member's own
// due schedule rows (payPaymentSchedule). Nothing is granted here for a paid amount: the provider's
// signed webhook does that (applyEvent.ts). A total of 0 (a free funnel, or a coupon that takes the
// whole price) needs no provider: it is granted at once, in one transaction.
//
// A purchase's session fixes the price as quoted (total_centavos, the first instalment in
// amount_centavos), holds one use of its coupon from the start (coupon_reserved) and ends a day
// later (expires_at, expireSessions.ts). Coupon codes count against the caller's address
// (couponLimit.ts).
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { checkoutMessages } from '../../../../common/checkout'
import { checkoutSchema } from '../../../../common/validation/checkout'
import { checkoutSessions, DEFAULT_PAYMENT_TERM_ID, funnels, invoices, paymentSchedules, subscriptions } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { paymentProvider, type CheckoutRequest, type PaymentProviderAdapter } from '../../lib/payments/providers'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { approveSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { claimCouponUse, releaseCouponUses } from './couponUse'
import { quoteWithCouponLimit } from './couponLimit'
import { CHECKOUT_SESSION_LIFETIME_MS, expireCheckoutSessions, supersedeCheckoutSessions } from './expireSessions'
import { holdsSubscriptionBeyondRenewal, lockPurchase } from './honour'
import { loadOffer, type CheckoutQuote } from './quote'

export { markRefundSettled, refundsDue } from './refunds'

/** The platform a row paid with nothing is marked with. */
export const FREE_PLATFORM = 'Free'
/** Where a buyer lands once a funnel is paid, and a member once a schedule row is. */
export const AFTER_CHECKOUT_PATH = '/thank-you'
export const AFTER_BILLING_PATH = '/account?q=billings'

/** The funnel's checkout with the buyer's term and coupon kept (?term=&coupon=, as the page reads them). */
export function checkoutPath(funnelId: string, paymentTermId: string | null, couponCode: string | null): string {
  const query = new URLSearchParams()
  if (paymentTermId) query.set('term', paymentTermId)
  if (couponCode) query.set('coupon', couponCode)
  const search = query.toString()
  return `/checkout/${encodeURIComponent(funnelId)}${search ? `?${search}` : ''}`
}

export const checkoutOffer = (async ({ funnelId }) => loadOffer(db, funnelId)) satisfies QueryResolvers['checkoutOffer']

export const checkoutQuote = (async (args) => {
  const values = parseInput(checkoutSchema, args)
  const result = await quoteWithCouponLimit(db, values)
  if (!result.ok) throw new UserInputError(result.message, { [result.field]: [result.message] })
  const { couponId: _couponId, ...quote } = result.quote
  return quote
}) satisfies QueryResolvers['checkoutQuote']

/**
 * The provider's hosted checkout for a session already stored as pending; answers where to send
 * the buyer. Then the provider's session id and the info log, in one transaction. Should the
 * provider refuse, the session fails at once and gives back its coupon use.
 */
async function openProviderCheckout(
  provider: PaymentProviderAdapter,
  user: CurrentUser,
  session: { id: string; amountCentavos: number },
  request: Pick<CheckoutRequest, 'description' | 'successUrl' | 'cancelUrl'>,
  details: Record<string, unknown>,
) {
  let created: Awaited<ReturnType<PaymentProviderAdapter['createCheckout']>>
  try {
    created = await provider.createCheckout({ id: session.id, amountCentavos: session.amountCentavos, buyerEmail: user.email, ...request })
  } catch (error) {
    await abandonSession(session.id, user, error)
    throw error
  }
  await db.transaction(async (tx) => {
    await tx.update(checkoutSessions).set({ providerSessionId: created.providerSessionId, updatedAt: new Date() }).where(eq(checkoutSessions.id, session.id))
    await writeInfoLog(
      { action: 'checkout-started', userId: user.id, originalUserId: user.originalUserId, entityType: 'checkout_session', entityId: session.id, details: { ...details, provider: provider.name } },
      tx,
    )
  })
  return { status: 'pending', sessionId: session.id, redirectUrl: created.redirectUrl, subscriptionId: null }
}

/** A session the provider never opened: failed at once, its coupon use given back. */
async function abandonSession(sessionId: string, user: CurrentUser, error: unknown) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ couponId: checkoutSessions.couponId, couponReserved: checkoutSessions.couponReserved })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'pending')))
      .for('no key update')
    if (!row) return
    const now = new Date()
    await tx.update(checkoutSessions).set({ status: 'failed', couponReserved: false, completedAt: now, updatedAt: now }).where(eq(checkoutSessions.id, sessionId))
    if (row.couponReserved && row.couponId !== null) await releaseCouponUses(tx, row.couponId)
    await writeInfoLog(
      {
        action: 'checkout-failed',
        userId: user.id,
        originalUserId: user.originalUserId,
        entityType: 'checkout_session',
        entityId: sessionId,
        details: { reason: 'provider-refused', error: (error as Error)?.message ?? String(error) },
      },
      tx,
    )
  })
}

/** A free purchase (total 0): granted at once, its coupon use claimed, in one transaction. */
async function grantFree(user: CurrentUser, quote: CheckoutQuote, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // One grant of a funnel to a buyer at a time, and the duplicate rule checked under that lock.
    await lockPurchase(tx, user.id, quote.funnelId)
    if (await holdsSubscriptionBeyondRenewal(tx, user.id, quote.funnelId, now)) {
      throw new UserInputError(checkoutMessages.alreadySubscribed, { funnelId: [checkoutMessages.alreadySubscribed] })
    }
    // As a paid attempt does: the buyer's pending attempts at this funnel end (should one be paid
    // after all, it is a refund due: they hold the funnel now).
    await supersedeCheckoutSessions(tx, user.id, quote.funnelId, now)
    if (quote.couponId !== null) {
      await expireCheckoutSessions(now, { executor: tx, couponId: quote.couponId })
      if (!(await claimCouponUse(tx, quote.couponId))) throw new UserInputError(checkoutMessages.couponUsedUp, { couponCode: [checkoutMessages.couponUsedUp] })
    }
    const granted = await grantSubscription(tx, {
      userId: user.id,
      funnelId: quote.funnelId,
      // Nothing owed is nothing to split: one row, paid, whatever term was picked (no FREE rows
      // left "due" later to trouble the dues banner).
      paymentTermId: DEFAULT_PAYMENT_TERM_ID,
      couponId: quote.couponId,
      discountCentavos: quote.discount,
      totalCentavos: 0,
      paid: { transactionId: `free-${randomUUID()}`, paymentPlatform: FREE_PLATFORM },
      actorId: null,
      originalUserId: user.originalUserId,
      source: 'checkout',
      welcomeEmail: true,
    })
    await writeInfoLog({ action: 'checkout-free', userId: user.id, originalUserId: user.originalUserId, entityType: 'subscription', entityId: granted.subscriptionId, details: { ...quote } }, tx)
    return granted.subscriptionId
  })
}

export const startCheckout = (async ({ input }) => {
  const user = requireAuth(currentUser())
  const values = parseInput(checkoutSchema, input)
  const result = await quoteWithCouponLimit(db, values)
  if (!result.ok) throw new UserInputError(result.message, { [result.field]: [result.message] })
  const { quote, offer } = result
  if (!offer.isOpen) throw new UserInputError(checkoutMessages.funnelClosed, { funnelId: [checkoutMessages.funnelClosed] })
  if (quote.couponProblem) throw new UserInputError(quote.couponProblem, { couponCode: [quote.couponProblem] })
  const now = new Date()
  // Paying twice for the same access is never what a buyer means (an early renewal is not that:
  // honour.ts). Checked again when the money arrives.
  if (await holdsSubscriptionBeyondRenewal(db, user.id, quote.funnelId, now)) {
    throw new UserInputError(checkoutMessages.alreadySubscribed, { funnelId: [checkoutMessages.alreadySubscribed] })
  }

  if (quote.total === 0) {
    const subscriptionId = await grantFree(user, quote, now)
    return { status: 'paid', sessionId: null, redirectUrl: AFTER_CHECKOUT_PATH, subscriptionId }
  }

  const provider = paymentProvider()
  const session = await db.transaction(async (tx) => {
    // This attempt replaces the buyer's earlier ones at this funnel (another tab, a provider page
    // left behind): their coupon uses come back before this one claims.
    await supersedeCheckoutSessions(tx, user.id, quote.funnelId, now)
    if (quote.couponId !== null) {
      // The coupon's uses held by checkouts past their end are free again (the sweep may not have run).
      await expireCheckoutSessions(now, { executor: tx, couponId: quote.couponId })
      if (!(await claimCouponUse(tx, quote.couponId))) throw new UserInputError(checkoutMessages.couponUsedUp, { couponCode: [checkoutMessages.couponUsedUp] })
    }
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        provider: provider.name,
        userId: user.id,
        funnelId: quote.funnelId,
        paymentTermId: quote.paymentTermId,
        couponId: quote.couponId,
        couponReserved: quote.couponId !== null,
        amountCentavos: quote.dueNow,
        discountCentavos: quote.discount,
        totalCentavos: quote.total,
        expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_LIFETIME_MS),
      })
      .returning({ id: checkoutSessions.id })
    return row
  })

  return openProviderCheckout(
    provider,
    user,
    { id: session.id, amountCentavos: quote.dueNow },
    { description: `${offer.productName}: ${offer.funnelName}`, successUrl: AFTER_CHECKOUT_PATH, cancelUrl: checkoutPath(quote.funnelId, quote.paymentTermId, quote.couponCode) },
    { ...quote },
  )
}) satisfies MutationResolvers['startCheckout']

export const payPaymentSchedule = (async ({ id }) => {
  const user = requireAuth(currentUser())
  if (!/^\d+$/.test(id)) throw new NotFoundError(checkoutMessages.scheduleNotFound)
  // Only the member's own rows: another member's row is "not found", never "not yours".
  const [row] = await db
    .select({
      id: paymentSchedules.id,
      priceCentavos: paymentSchedules.priceCentavos,
      transactionId: paymentSchedules.transactionId,
      scheduleDate: paymentSchedules.scheduleDate,
      funnelName: funnels.name,
    })
    .from(paymentSchedules)
    .innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(funnels, eq(funnels.id, subscriptions.funnelId))
    // The id as the caller wrote it (digits only), compared as the column's bigint.
    .where(and(sql`${paymentSchedules.id} = ${id}`, eq(subscriptions.userId, user.id)))
  if (!row) throw new NotFoundError(checkoutMessages.scheduleNotFound)
  if (row.transactionId) throw new UserInputError(checkoutMessages.schedulePaid)
  const scheduleId = row.id
  const amount = row.priceCentavos

  if (amount === 0) {
    await db.transaction((tx) =>
      approveSchedule(tx, { id: scheduleId, paymentPlatform: FREE_PLATFORM, externalInvoiceId: null, transactionId: `free-${randomUUID()}`, actorId: user.id, originalUserId: user.originalUserId }),
    )
    return { status: 'paid', sessionId: null, redirectUrl: AFTER_BILLING_PATH, subscriptionId: null }
  }

  const provider = paymentProvider()
  const now = new Date()
  const [session] = await db
    .insert(checkoutSessions)
    .values({ provider: provider.name, userId: user.id, paymentScheduleId: scheduleId, amountCentavos: amount, expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_LIFETIME_MS) })
    .returning({ id: checkoutSessions.id })
  return openProviderCheckout(
    provider,
    user,
    { id: session.id, amountCentavos: amount },
    { description: `${row.funnelName}: payment due ${row.scheduleDate}`, successUrl: AFTER_BILLING_PATH, cancelUrl: AFTER_BILLING_PATH },
    { scheduleId, amountCentavos: amount },
  )
}) satisfies MutationResolvers['payPaymentSchedule']

/** A row of the buyer's checkout session statement (its aliases). */
type CheckoutSessionRow = {
  id: string
  provider: string
  status: string
  amount_centavos: number
  funnel_id: string | null
  payment_term_id: string | null
  coupon_code: string | null
  description: string
}

/** A checkout session as the API answers it, with where the buyer goes after it and on cancel. */
const toCheckoutSession = (row: CheckoutSessionRow) => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  amount: Number(row.amount_centavos),
  description: row.description,
  returnPath: row.funnel_id ? AFTER_CHECKOUT_PATH : AFTER_BILLING_PATH,
  cancelPath: row.funnel_id ? checkoutPath(row.funnel_id, row.payment_term_id, row.coupon_code) : AFTER_BILLING_PATH,
})

/** The signed-in buyer's own checkout session (the test provider's page and the return pages read it). */
export const checkoutSession = (async ({ id }) => {
  const user = requireAuth(currentUser())
  const [row] = await db.execute<CheckoutSessionRow>(sql`
    select cs.id, cs.provider,
      -- Past its end it is expired, whether or not the sweep has marked it yet.
      case when cs.status = 'pending' and cs.expires_at <= now() then 'expired' else cs.status end as status, cs.amount_centavos, cs.funnel_id, cs.payment_term_id, c.code as coupon_code,
      coalesce(p.name || ': ' || f.name, sf.name || ': payment due ' || ps.schedule_date::text) as description
    from checkout_sessions cs
    left join funnels f on f.id = cs.funnel_id
    left join products p on p.id = f.product_id
    left join coupons c on c.id = cs.coupon_id
    left join payment_schedules ps on ps.id = cs.payment_schedule_id
    left join invoices i on i.id = ps.invoice_id
    left join subscriptions s on s.id = i.subscription_id
    left join funnels sf on sf.id = s.funnel_id
    where cs.id = ${id} and cs.user_id = ${user.id}`).then((r) => r.rows)
  return row ? toCheckoutSession(row) : null
}) satisfies QueryResolvers['checkoutSession']
