// What was bought: a user's subscriptions (access through a funnel) and their invoices. What is owed
// and paid is paymentSchedules.ts.
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
import { leads } from './affiliates'
import { timestamps } from './columns'
import { coupons } from './coupons'
import { funnels } from './funnels'
import { users } from './members'
import { paymentTerms } from './paymentTerms'

/**
 * The expiry stored for lifetime access: 9999-12-31 00:00 in Manila. The spec reads any expiry
 * after 1 Jan 9999 as lifetime, so a real date (not null) keeps "expiry < now" and
 * "order by expiry" correct without special cases.
 */
export const LIFETIME_EXPIRY = new Date('9999-12-31T00:00:00+08:00')

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

// Membership over time, for the reports (derived from subscriptions, never written by code): a
// member's access as spans of Manila days, overlapping or touching subscriptions merged, so a
// member with an early renewal is one member, not two. Kept exact by database triggers (migration
// 0029_membership_spans: every insert, delete or change of a subscription's user, funnel, start,
// expiry or unenrolment, whoever writes it: services, imports, merges, the seed), the way
// unpaidScheduleCount is. Definitions: docs/product.md, "Reports".
export const membershipSpans = pgTable(
  'membership_spans',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // First and last Manila day with access, both included (9999-12-31 for lifetime): a
    // subscription runs from its start's day to the day of its expiry or of its unenrolment.
    startsOn: date().notNull(),
    endsOn: date().notNull(),
    // The member's first span: they became a member on startsOn.
    isFirst: boolean().notNull(),
    // The start of the member's next span (null when none): a gap longer than the renewal grace
    // window is a churn at endsOn and a return at nextStartsOn.
    nextStartsOn: date(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.startsOn] }),
    // Active on a day = spans started by then minus spans ended before: two index-only counts.
    index('membership_spans_starts_on_idx').on(t.startsOn),
    index('membership_spans_ends_on_idx').on(t.endsOn, t.nextStartsOn),
    check('membership_spans_days_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
)

// The subscriptions that renewed a product: started while the member's previous subscription to
// the same product was active or had ended at most RENEWAL_GRACE_DAYS (14) days before. Kept by the
// same triggers as membershipSpans.
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    subscriptionId: integer()
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The Manila day the renewal starts.
    renewedOn: date().notNull(),
  },
  (t) => [index('subscription_renewals_renewed_on_idx').on(t.renewedOn), index('subscription_renewals_user_id_idx').on(t.userId)],
)
