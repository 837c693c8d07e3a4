// What is sold and what was paid: products, funnels (the sellable offer of a product),
// payment terms, coupons, subscriptions, invoices and their payment schedules.
//
// Money is integer centavos everywhere (priceCentavos ...): exact, and summed by Postgres as
// bigint/numeric without rounding. Business dates (scheduleDate) are Manila calendar dates.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (DESIGN.md: the data model, not an import problem)
import { leads } from './affiliates'
import { createdAt, timestamps } from './columns'
import { users } from './identity'
import { courses } from './learning'

/**
 * The expiry stored for lifetime access: 9999-12-31 00:00 in Manila. The spec reads any expiry
 * after 1 Jan 9999 as lifetime, so a real date (not null) keeps "expiry < now" and
 * "order by expiry" correct without special cases.
 */
export const LIFETIME_EXPIRY = new Date('9999-12-31T00:00:00+08:00')

/** The payment term every enrolment defaults to (spec part 2 section 9). */
export const DEFAULT_PAYMENT_TERM_ID = 'one-time'

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    // The list price; each funnel carries the price it actually sells at.
    priceCentavos: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('products_name_idx').on(t.name), check('products_price_check', sql`${t.priceCentavos} >= 0`)],
)

// The courses a product gives access to (My Products -> courses). A member may open a course
// while they hold an unexpired, enrolled subscription to a funnel of such a product.
export const productCourses = pgTable(
  'product_courses',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.productId, t.courseId] }), index('product_courses_course_id_idx').on(t.courseId)],
)

// A funnel is one way of selling a product: its own price, validity, payment terms, coupons,
// public page (/{slug}) and checkout (/checkout/{funnelId}).
//
// The id is TEXT: funnel ids are strings in the contract (routes, paymentTermsByFunnelId(funnelId:
// String), the subscription import's Funnel ID), so legacy ids import verbatim; new funnels get
// a random uuid, which also keeps unlisted checkouts from being found by counting ids.
// startByDays is NOT a funnel column: it is chosen per enrolment (manual subscription) and
// lands in subscriptions.startsAt.
export const funnels = pgTable(
  'funnels',
  {
    id: text()
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    // Restrict: a product that has funnels (and so, sales) is deactivated, not deleted.
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull(),
    priceCentavos: integer().notNull(),
    // Days of access from the start; null = lifetime (expiry 9999-12-31, LIFETIME_EXPIRY).
    validityByDays: integer(),
    // False sends buyers to /checkout/closed.
    isOpen: boolean().notNull().default(true),
    // The landing page builder's document (/funnels/{id}/build).
    pageContent: jsonb().$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('funnels_slug_key').on(t.slug),
    index('funnels_product_id_idx').on(t.productId),
    check('funnels_price_check', sql`${t.priceCentavos} >= 0`),
    check('funnels_validity_check', sql`${t.validityByDays} is null or ${t.validityByDays} > 0`),
  ],
)

// How a price is split: 'one-time' is one payment; e.g. '3-months' is 3 payments a month apart.
// The id is the readable text the API and the subscription import use.
export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    numberOfPayments: integer().notNull().default(1),
    intervalUnit: text().$type<'day' | 'week' | 'month'>().notNull().default('month'),
    intervalCount: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('payment_terms_number_of_payments_check', sql`${t.numberOfPayments} >= 1`),
    check('payment_terms_interval_unit_check', sql`${t.intervalUnit} in ('day', 'week', 'month')`),
    check('payment_terms_interval_count_check', sql`${t.intervalCount} >= 1`),
  ],
)

// The payment terms a funnel offers (funnelPaymentTerm in the API).
export const funnelPaymentTerms = pgTable(
  'funnel_payment_terms',
  {
    funnelId: text()
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    // Restrict: a term in use by a funnel cannot disappear under it.
    paymentTermId: text()
      .notNull()
      .references(() => paymentTerms.id, { onDelete: 'restrict' }),
    // The total paid on this term when it differs from the funnel price (instalments often
    // cost more); null = the funnel price.
    totalPriceCentavos: integer(),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.funnelId, t.paymentTermId] }),
    index('funnel_payment_terms_payment_term_id_idx').on(t.paymentTermId),
    check('funnel_payment_terms_price_check', sql`${t.totalPriceCentavos} is null or ${t.totalPriceCentavos} >= 0`),
  ],
)

// A discount code of one funnel. 'fixed' subtracts amountCentavos, 'percentage' subtracts
// percentOff percent; a result that is not positive becomes 0 (spec part 1 section 9).
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    funnelId: text()
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: text().$type<'fixed' | 'percentage'>().notNull(),
    amountCentavos: integer(),
    percentOff: integer(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    // null = unlimited. usedCount is a counter (not count(*) of invoices) so checkout can claim
    // a use atomically: update ... set used_count = used_count + 1 where used_count < max_uses.
    maxUses: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Codes are typed by buyers: unique per funnel regardless of case.
    uniqueIndex('coupons_funnel_id_code_key').on(t.funnelId, sql`lower(${t.code})`),
    check(
      'coupons_type_check',
      sql`(${t.type} = 'fixed' and ${t.amountCentavos} > 0 and ${t.percentOff} is null)
        or (${t.type} = 'percentage' and ${t.percentOff} between 1 and 100 and ${t.amountCentavos} is null)`,
    ),
    check('coupons_usage_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
    check('coupons_validity_check', sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} > ${t.validFrom}`),
  ],
)

// A user's access bought through a funnel. Expired when expiry is before the start of today in
// Manila; lifetime access is expiry 9999-12-31 (LIFETIME_EXPIRY), never null.
// membershipStatus and enrolment status are DERIVED from these rows at read time.
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    // Restrict: a user with a subscription has a money history; they are archived or merged,
    // not deleted.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    funnelId: text()
      .notNull()
      .references(() => funnels.id, { onDelete: 'restrict' }),
    paymentTermId: text()
      .notNull()
      .references(() => paymentTerms.id, { onDelete: 'restrict' }),
    // The affiliate lead this sale is attributed to (commissions follow it).
    leadId: bigint({ mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    // Access starts here (now, or now + startByDays for a manual subscription).
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiry: timestamp({ withTimezone: true }).notNull(),
    // The unenrolled flag: set by manualUserUnsubscription (or "Unenrolled: true" in the
    // subscription import). A timestamp rather than a boolean so we also know when.
    unenrolledAt: timestamp({ withTimezone: true }),
    unenrolledById: integer().references(() => users.id, { onDelete: 'set null' }),
    // The admin who enrolled the user; null for a checkout or an import.
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    // "Subscription ID" of the subscription import (links member rows to subscription rows and
    // makes re-runs idempotent).
    importKey: text(),
    // How many of its payment schedule rows are unpaid (transaction id null). A cache of a count,
    // kept exact by database triggers (migration 0009_subscriptions_unpaid_count: every insert,
    // delete or change of a schedule row, an invoice deleted or moved, a truncate), so that every
    // writer keeps it right (services, the webhook, imports, merges, the seed, psql); never set it
    // from code. It exists so the /subscriptions "unpaid" and "paid" filters and their exact totals
    // read one column and a small partial index instead of counting distinct subscriptions among
    // every unpaid row (over 100 ms at 110,000 unpaid rows).
    unpaidScheduleCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_user_id_expiry_idx').on(t.userId, t.expiry),
    index('subscriptions_expiry_idx').on(t.expiry),
    index('subscriptions_funnel_id_idx').on(t.funnelId),
    index('subscriptions_payment_term_id_idx').on(t.paymentTermId),
    index('subscriptions_lead_id_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
    index('subscriptions_unenrolled_at_idx').on(t.unenrolledAt).where(sql`${t.unenrolledAt} is not null`),
    index('subscriptions_unenrolled_by_id_idx').on(t.unenrolledById).where(sql`${t.unenrolledById} is not null`),
    index('subscriptions_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    index('subscriptions_created_at_idx').on(t.createdAt),
    // The unpaid filter: its total (an index-only count) and its newest-first page.
    index('subscriptions_unpaid_created_at_idx').on(t.createdAt, t.id).where(sql`${t.unpaidScheduleCount} > 0`),
    uniqueIndex('subscriptions_import_key_key').on(t.importKey),
    check('subscriptions_expiry_check', sql`${t.expiry} >= ${t.startsAt}`),
    check('subscriptions_unpaid_schedule_count_check', sql`${t.unpaidScheduleCount} >= 0`),
  ],
)

// The bill of a subscription. What is owed is the sum of its payment schedules (they are what
// admins add and edit), so no total is stored here to drift from them; the coupon and the
// discount it gave at checkout are kept for the record.
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    // Cascade: an invoice is part of its subscription. (A subscription whose payment earned an
    // affiliate commission cannot be deleted: commissions restrict the payment schedule.)
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    discountCentavos: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('invoices_subscription_id_idx').on(t.subscriptionId),
    index('invoices_coupon_id_idx').on(t.couponId).where(sql`${t.couponId} is not null`),
    check('invoices_discount_check', sql`${t.discountCentavos} >= 0`),
  ],
)

// One instalment of an invoice. Status is DERIVED, never stored: Paid when transactionId is set;
// otherwise Overdue / Due today / Due tomorrow / Due in N day(s) from scheduleDate against
// today in Manila. A stored status would go stale every midnight.
// Approve sets transactionId + approvedAt/By (+ platform, externalInvoiceId); revoke clears
// transactionId and approvedAt and records revokedAt/By and remarks. Both are audited in
// info_logs, which keeps the full history of repeated approve/revoke.
export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // Cascade: a schedule is part of its invoice.
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    priceCentavos: integer().notNull(),
    // The Manila calendar day the instalment is due.
    scheduleDate: date().notNull(),
    transactionId: text(),
    paymentPlatform: text(),
    externalInvoiceId: text(),
    remarks: text(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payment_schedules_invoice_id_schedule_date_idx').on(t.invoiceId, t.scheduleDate),
    // Unpaid and paid lists (and dues, overdue, cash collection) filter on transactionId
    // presence and sort or range on scheduleDate: one partial index each, so at a million rows
    // the unpaid list reads only unpaid rows. The id breaks ties in the lists' order (date, id), so a
    // page reads its rows from the index instead of sorting every row of the earliest dates.
    index('payment_schedules_unpaid_schedule_date_idx').on(t.scheduleDate, t.id).where(sql`${t.transactionId} is null`),
    index('payment_schedules_paid_schedule_date_idx').on(t.scheduleDate, t.id).where(sql`${t.transactionId} is not null`),
    // Payment reports count collections by the day they were approved.
    index('payment_schedules_approved_at_idx').on(t.approvedAt).where(sql`${t.approvedAt} is not null`),
    // A gateway transaction pays exactly one instalment.
    uniqueIndex('payment_schedules_transaction_id_key').on(t.transactionId).where(sql`${t.transactionId} is not null`),
    index('payment_schedules_approved_by_id_idx').on(t.approvedById).where(sql`${t.approvedById} is not null`),
    index('payment_schedules_revoked_by_id_idx').on(t.revokedById).where(sql`${t.revokedById} is not null`),
    check('payment_schedules_price_check', sql`${t.priceCentavos} >= 0`),
    // Keeps the derived status honest: paid <=> approved.
    check('payment_schedules_paid_check', sql`(${t.transactionId} is null) = (${t.approvedAt} is null)`),
  ],
)
