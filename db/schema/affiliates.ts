// The affiliate programme: affiliates, their links, the leads those links bring, commissions
// on approved payments and payouts.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { funnels } from './funnels'
import { users } from './members'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
import { paymentSchedules } from './paymentSchedules'

/** Verbatim from the spec (Commission types). */
export const COMMISSION_TYPES = ['Fixed Amount', 'Percentage'] as const
export type CommissionType = (typeof COMMISSION_TYPES)[number]

// A user in the affiliate programme (they also hold the affiliate access level).
export const affiliates = pgTable(
  'affiliates',
  {
    id: serial().primaryKey(),
    // Cascade, but in practice guarded: an affiliate with commissions or payouts cannot be
    // deleted (those restrict), so money history survives.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // When the affiliate terms were accepted (null until then). The shell reads the same
    // instant as users.affiliateTimestamp; the accept-terms service writes both in one
    // transaction.
    termsAcceptedAt: timestamp({ withTimezone: true }),
    commissionType: text().$type<CommissionType>().notNull().default('Percentage'),
    // 'Fixed Amount': commissionCentavos per approved payment. 'Percentage': commissionPercent
    // of the approved payment's price. Two columns with a check rather than one "rate" whose
    // unit depends on the type.
    commissionCentavos: integer(),
    commissionPercent: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('affiliates_user_id_key').on(t.userId),
    index('affiliates_created_at_idx').on(t.createdAt),
    check(
      'affiliates_commission_check',
      sql`(${t.commissionType} = 'Fixed Amount' and ${t.commissionCentavos} >= 0 and ${t.commissionPercent} is null)
        or (${t.commissionType} = 'Percentage' and ${t.commissionPercent} between 0 and 100 and ${t.commissionCentavos} is null)`,
    ),
  ],
)

// A shareable link. /{slug}/{affLink} is a funnel page through an affiliate link; a link with no
// funnel is the affiliate's main link (/{slug}). The slug is unique across all affiliates so
// one lookup finds the affiliate. Funnel slugs, link slugs and redirect rules share the /{slug}
// space; the services refuse a slug already taken by the others.
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    funnelId: text().references(() => funnels.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('affiliate_links_slug_key').on(t.slug),
    index('affiliate_links_affiliate_id_idx').on(t.affiliateId),
    index('affiliate_links_funnel_id_idx').on(t.funnelId).where(sql`${t.funnelId} is not null`),
  ],
)

// A person who arrived through an affiliate link and left their details (attribution). When
// they buy, the subscription points at the lead (subscriptions.leadId) and commissions follow.
export const leads = pgTable(
  'leads',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    affiliateLinkId: integer().references(() => affiliateLinks.id, { onDelete: 'set null' }),
    funnelId: text().references(() => funnels.id, { onDelete: 'set null' }),
    // The account the lead became, once known.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    // Stored lower-cased, like users.email, to match a later signup.
    email: text(),
    name: text(),
    mobileNumber: text(),
    landingUrl: text(),
    ...createdAt,
  },
  (t) => [
    index('leads_affiliate_id_created_at_idx').on(t.affiliateId, t.createdAt),
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_affiliate_link_id_idx').on(t.affiliateLinkId).where(sql`${t.affiliateLinkId} is not null`),
    index('leads_funnel_id_idx').on(t.funnelId).where(sql`${t.funnelId} is not null`),
    index('leads_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('leads_email_idx').on(t.email).where(sql`${t.email} is not null`),
  ],
)

// Paid out to an affiliate for a period.
export const payouts = pgTable(
  'payouts',
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    amountCentavos: integer().notNull(),
    periodFrom: date(),
    periodTo: date(),
    method: text(),
    reference: text(),
    // Null while the payout is prepared; set when the money was sent.
    paidAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payouts_affiliate_id_created_at_idx').on(t.affiliateId, t.createdAt),
    index('payouts_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    check('payouts_amount_check', sql`${t.amountCentavos} > 0`),
  ],
)

// Earned when a payment schedule of an attributed subscription is approved. The type and rate
// are copied at that moment so changing an affiliate's rate never rewrites past earnings.
// Revoking the payment voids the commission (voidedAt) instead of deleting it.
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // Restrict both: commissions are money owed; neither side may vanish under them.
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    paymentScheduleId: bigint({ mode: 'number' })
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: 'restrict' }),
    commissionType: text().$type<CommissionType>().notNull(),
    commissionPercent: integer(),
    amountCentavos: integer().notNull(),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    // Set null: cancelling a payout returns its commissions to "unpaid".
    payoutId: integer().references(() => payouts.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [
    index('commissions_affiliate_id_created_at_idx').on(t.affiliateId, t.createdAt),
    index('commissions_payment_schedule_id_idx').on(t.paymentScheduleId),
    // One live commission per approved payment; a revoke-then-approve voids the first and
    // creates a new one.
    uniqueIndex('commissions_live_payment_schedule_id_key')
      .on(t.paymentScheduleId)
      .where(sql`${t.voidedAt} is null`),
    index('commissions_payout_id_idx').on(t.payoutId).where(sql`${t.payoutId} is not null`),
    check('commissions_amount_check', sql`${t.amountCentavos} >= 0`),
    check('commissions_type_check', sql`${t.commissionType} in ('Fixed Amount', 'Percentage')`),
  ],
)
