// How money arrives from a payment provider: a checkout session and the provider's webhook events.
// What was bought and owed is in subscriptions.ts and paymentSchedules.ts; these rows only carry a
// payment to it.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { coupons } from './coupons'
import { funnels } from './funnels'
import { users } from './members'
import { paymentSchedules } from './paymentSchedules'
import { paymentTerms } from './paymentTerms'
import { subscriptions } from './subscriptions'

export const PAYMENT_PROVIDERS = ['test', 'paymongo'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]
export type CheckoutStatus = 'pending' | 'paid' | 'failed' | 'expired'

// One attempt to pay with a provider: buying a funnel (funnelId set: the subscription is granted
// when it is paid) or paying one due schedule row (paymentScheduleId set). The price is fixed
// here when the session starts, so a funnel's price edited meanwhile does not change what the
// buyer agreed to pay. The id is a random uuid: it travels in the provider's redirect URLs.
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text()
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    provider: text().$type<PaymentProvider>().notNull(),
    // The provider's own id for the hosted checkout (known once created there).
    providerSessionId: text(),
    // Cascade: an unfinished attempt means nothing without its buyer; a paid one has already
    // produced its subscription and schedule rows, which restrict deleting the user.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    funnelId: text().references(() => funnels.id, { onDelete: 'restrict' }),
    paymentTermId: text().references(() => paymentTerms.id, { onDelete: 'restrict' }),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    paymentScheduleId: bigint({ mode: 'number' }).references(() => paymentSchedules.id, { onDelete: 'cascade' }),
    amountCentavos: integer().notNull(),
    discountCentavos: integer().notNull().default(0),
    // A purchase's whole price after the coupon, as quoted when it started: the subscription's
    // schedule rows are split from this, never from the funnel's price at webhook time (amount
    // is only what is charged now, the first instalment). Null for schedule payments and for
    // sessions from before it was kept.
    totalCentavos: integer(),
    status: text().$type<CheckoutStatus>().notNull().default('pending'),
    // What the payment produced (a checkout's subscription), and when it was settled.
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    completedAt: timestamp({ withTimezone: true }),
    // A pending session ends here (set when it starts); the expiry sweep marks it expired and
    // gives back its coupon reservation.
    expiresAt: timestamp({ withTimezone: true }),
    // True while this session holds one use of its coupon (claimed at start, given back when the
    // session fails or expires), so one single-use coupon cannot serve two pending sessions.
    couponReserved: boolean().notNull().default(false),
    // Money that arrived and could not be honoured (a duplicate purchase, a closed offer ...):
    // why, and when staff settled the refund. Listed in the /payment queue's Refunds due view.
    refundDueReason: text(),
    refundDueAt: timestamp({ withTimezone: true }),
    refundSettledAt: timestamp({ withTimezone: true }),
    refundSettledById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_session_id_key').on(t.provider, t.providerSessionId),
    index('checkout_sessions_user_id_idx').on(t.userId),
    index('checkout_sessions_funnel_id_idx').on(t.funnelId).where(sql`${t.funnelId} is not null`),
    index('checkout_sessions_payment_term_id_idx').on(t.paymentTermId).where(sql`${t.paymentTermId} is not null`),
    index('checkout_sessions_coupon_id_idx').on(t.couponId).where(sql`${t.couponId} is not null`),
    index('checkout_sessions_payment_schedule_id_idx').on(t.paymentScheduleId).where(sql`${t.paymentScheduleId} is not null`),
    index('checkout_sessions_subscription_id_idx').on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    // The expiry sweep reads pending sessions past their end.
    index('checkout_sessions_pending_expires_at_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The Refunds due view: refunds not yet settled, oldest first.
    index('checkout_sessions_refund_due_at_idx').on(t.refundDueAt).where(sql`${t.refundDueAt} is not null and ${t.refundSettledAt} is null`),
    index('checkout_sessions_refund_settled_by_id_idx').on(t.refundSettledById).where(sql`${t.refundSettledById} is not null`),
    check('checkout_sessions_provider_check', sql`${t.provider} in ('test', 'paymongo')`),
    check('checkout_sessions_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    // Exactly one purpose: a funnel bought on one of its terms, or a schedule row paid.
    check(
      'checkout_sessions_purpose_check',
      sql`(${t.funnelId} is not null and ${t.paymentTermId} is not null and ${t.paymentScheduleId} is null)
        or (${t.funnelId} is null and ${t.paymentTermId} is null and ${t.couponId} is null and ${t.paymentScheduleId} is not null)`,
    ),
    check('checkout_sessions_amount_check', sql`${t.amountCentavos} >= 0 and ${t.discountCentavos} >= 0 and (${t.totalCentavos} is null or ${t.totalCentavos} >= ${t.amountCentavos})`),
  ],
)

// Every webhook event a provider delivered, keyed by the provider's event id. Inserting it is the
// first write of the transaction that applies the event (insert ... on conflict do nothing), so
// the same event delivered three times at once is applied once: the unique key decides.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().$type<PaymentProvider>().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    checkoutSessionId: text().references(() => checkoutSessions.id, { onDelete: 'set null' }),
    // The verified body, kept for support and disputes.
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_id_key').on(t.provider, t.eventId),
    index('payment_events_checkout_session_id_idx').on(t.checkoutSessionId).where(sql`${t.checkoutSessionId} is not null`),
  ],
)
