// The buyer's side of payments (docs/payments.md): the public checkout page's offer and quote, and
// starting a payment with the provider, for a funnel (startCheckout) or for one of the member's own
// due schedule rows (payPaymentSchedule). Nothing is granted here for a paid amount: the provider's
// signed webhook does that (applyEvent.ts). A total of 0 (a free funnel, or a coupon that takes the
// whole price) needs no provider: it is granted at once, in one transaction.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { checkoutMessages } from '../../../../common/checkout'
import { checkoutSchema } from '../../../../common/validation/checkout'
import { checkoutSessions, DEFAULT_PAYMENT_TERM_ID } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { paymentProvider, type CheckoutRequest } from '../../lib/payments/providers'
import { startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { approveSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { claimCouponUse } from './couponUse'
import { loadOffer, quoteCheckout } from './quote'

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
  const result = await quoteCheckout(db, values)
  if (!result.ok) throw new UserInputError(result.message, { [result.field]: [result.message] })
  const { couponId: _couponId, ...quote } = result.quote
  return quote
}) satisfies QueryResolvers['checkoutQuote']

/**
 * A pending checkout session for `purpose` and the provider's hosted checkout for it; answers where
 * to send the buyer. The session row is written first (its id travels to the provider), then the
 * provider's session id and the info log in one transaction.
 */
async function openProviderCheckout(
  user: CurrentUser,
  purpose: Pick<typeof checkoutSessions.$inferInsert, 'funnelId' | 'paymentTermId' | 'couponId' | 'paymentScheduleId' | 'discountCentavos'> & { amountCentavos: number },
  request: Pick<CheckoutRequest, 'description' | 'successUrl' | 'cancelUrl'>,
  details: Record<string, unknown>,
) {
  const provider = paymentProvider()
  const [session] = await db
    .insert(checkoutSessions)
    .values({ provider: provider.name, userId: user.id, ...purpose })
    .returning({ id: checkoutSessions.id })
  const created = await provider.createCheckout({ id: session.id, amountCentavos: purpose.amountCentavos, buyerEmail: user.email, ...request })
  await db.transaction(async (tx) => {
    await tx.update(checkoutSessions).set({ providerSessionId: created.providerSessionId, updatedAt: new Date() }).where(eq(checkoutSessions.id, session.id))
    await writeInfoLog(
      { action: 'checkout-started', userId: user.id, originalUserId: user.originalUserId, entityType: 'checkout_session', entityId: session.id, details: { ...details, provider: provider.name } },
      tx,
    )
  })
  return { status: 'pending', sessionId: session.id, redirectUrl: created.redirectUrl, subscriptionId: null }
}

export const startCheckout = (async ({ input }) => {
  const user = requireAuth(currentUser())
  const values = parseInput(checkoutSchema, input)
  const result = await quoteCheckout(db, values)
  if (!result.ok) throw new UserInputError(result.message, { [result.field]: [result.message] })
  const { quote, offer } = result
  if (!offer.isOpen) throw new UserInputError(checkoutMessages.funnelClosed, { funnelId: [checkoutMessages.funnelClosed] })
  if (quote.couponProblem) throw new UserInputError(quote.couponProblem, { couponCode: [quote.couponProblem] })
  // Paying twice for the same access is never what a buyer means.
  const [active] = await db.execute<{ id: number }>(sql`
    select id from subscriptions
    where user_id = ${user.id} and funnel_id = ${quote.funnelId} and unenrolled_at is null and expiry >= ${startOfManilaDay()}
    limit 1`).then((r) => r.rows)
  if (active) throw new UserInputError(checkoutMessages.alreadySubscribed, { funnelId: [checkoutMessages.alreadySubscribed] })

  if (quote.total === 0) {
    const subscriptionId = await db.transaction(async (tx) => {
      if (quote.couponId !== null && !(await claimCouponUse(tx, quote.couponId))) {
        throw new UserInputError(checkoutMessages.couponUsedUp, { couponCode: [checkoutMessages.couponUsedUp] })
      }
      const granted = await grantSubscription(tx, {
        userId: user.id,
        funnelId: quote.funnelId,
        // Nothing owed is nothing to split: one row, paid, whatever term was picked (no FREE rows
        // left "due" later to trouble the dues banner).
        paymentTermId: DEFAULT_PAYMENT_TERM_ID,
        couponId: quote.couponId,
        discountCentavos: quote.discount,
        paid: { transactionId: `free-${randomUUID()}`, paymentPlatform: FREE_PLATFORM },
        actorId: null,
        originalUserId: user.originalUserId,
        source: 'checkout',
        welcomeEmail: true,
      })
      await writeInfoLog({ action: 'checkout-free', userId: user.id, originalUserId: user.originalUserId, entityType: 'subscription', entityId: granted.subscriptionId, details: { ...quote } }, tx)
      return granted.subscriptionId
    })
    return { status: 'paid', sessionId: null, redirectUrl: AFTER_CHECKOUT_PATH, subscriptionId }
  }

  return openProviderCheckout(
    user,
    { funnelId: quote.funnelId, paymentTermId: quote.paymentTermId, couponId: quote.couponId, amountCentavos: quote.dueNow, discountCentavos: quote.discount },
    { description: `${offer.productName}: ${offer.funnelName}`, successUrl: AFTER_CHECKOUT_PATH, cancelUrl: checkoutPath(quote.funnelId, quote.paymentTermId, quote.couponCode) },
    { ...quote },
  )
}) satisfies MutationResolvers['startCheckout']

type OwnRow = { id: number; price_centavos: number; transaction_id: string | null; schedule_date: string; funnel_name: string }

export const payPaymentSchedule = (async ({ id }) => {
  const user = requireAuth(currentUser())
  if (!/^\d+$/.test(id)) throw new NotFoundError(checkoutMessages.scheduleNotFound)
  // Only the member's own rows: another member's row is "not found", never "not yours".
  const [row] = await db.execute<OwnRow>(sql`
    select ps.id, ps.price_centavos, ps.transaction_id, ps.schedule_date::text, f.name as funnel_name
    from payment_schedules ps
    join invoices i on i.id = ps.invoice_id
    join subscriptions s on s.id = i.subscription_id
    join funnels f on f.id = s.funnel_id
    where ps.id = ${id} and s.user_id = ${user.id}`).then((r) => r.rows)
  if (!row) throw new NotFoundError(checkoutMessages.scheduleNotFound)
  if (row.transaction_id) throw new UserInputError(checkoutMessages.schedulePaid)
  const scheduleId = Number(row.id)
  const amount = Number(row.price_centavos)

  if (amount === 0) {
    await db.transaction((tx) =>
      approveSchedule(tx, { id: scheduleId, paymentPlatform: FREE_PLATFORM, externalInvoiceId: null, transactionId: `free-${randomUUID()}`, actorId: user.id, originalUserId: user.originalUserId }),
    )
    return { status: 'paid', sessionId: null, redirectUrl: AFTER_BILLING_PATH, subscriptionId: null }
  }

  return openProviderCheckout(
    user,
    { paymentScheduleId: scheduleId, amountCentavos: amount },
    { description: `${row.funnel_name}: payment due ${row.schedule_date}`, successUrl: AFTER_BILLING_PATH, cancelUrl: AFTER_BILLING_PATH },
    { scheduleId, amountCentavos: amount },
  )
}) satisfies MutationResolvers['payPaymentSchedule']

/** The signed-in buyer's own checkout session (the test provider's page and the return pages read it). */
export const checkoutSession = (async ({ id }) => {
  const user = requireAuth(currentUser())
  const [row] = await db.execute<{
    id: string
    provider: string
    status: string
    amount_centavos: number
    funnel_id: string | null
    payment_term_id: string | null
    coupon_code: string | null
    description: string
  }>(sql`
    select cs.id, cs.provider, cs.status, cs.amount_centavos, cs.funnel_id, cs.payment_term_id, c.code as coupon_code,
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
  if (!row) return null
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    amount: Number(row.amount_centavos),
    description: row.description,
    returnPath: row.funnel_id ? AFTER_CHECKOUT_PATH : AFTER_BILLING_PATH,
    cancelPath: row.funnel_id ? checkoutPath(row.funnel_id, row.payment_term_id, row.coupon_code) : AFTER_BILLING_PATH,
  }
}) satisfies QueryResolvers['checkoutSession']
