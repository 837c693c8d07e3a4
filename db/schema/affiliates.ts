// The affiliate programme: affiliates, the clicks on their links, the leads those links bring, commissions
// on approved payments and payouts.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { funnels } from './funnels'
import { users } from './members'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
import { paymentSchedules } from './paymentSchedules'

/** Verbatim from the spec (Commission types). */
export const COMMISSION_TYPES = ['Fixed Amount', 'Percentage'] as const
export type CommissionType = (typeof COMMISSION_TYPES)[number]

/**
 * active: links attribute and commission is earned. waiting: joined while the programme asks for
 * staff approval (the affiliate-approval setting); nothing attributes yet. suspended: stopped by
 * staff; links stop attributing and nothing new is earned, money already earned is kept.
 */
export const AFFILIATE_STATUSES = ['active', 'waiting', 'suspended'] as const
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number]

/** Where an affiliate is paid. */
export const PAYOUT_METHODS = ['GCash', 'Bank'] as const
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]

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
    // The link code: /{code} is the main link, /{funnelSlug}/{code} a funnel's. Lower-case letters,
    // digits and dashes; unique, and never a funnel slug, a redirect rule or an app route (the
    // service checks those). Given at joining; the affiliate may choose their own once
    // (codeChosenAt set then).
    code: text().notNull(),
    codeChosenAt: timestamp({ withTimezone: true }),
    status: text().$type<AffiliateStatus>().notNull().default('active'),
    // Payout details: a payout is not prepared for an affiliate without them.
    payoutMethod: text().$type<PayoutMethod>(),
    payoutAccountName: text(),
    // The GCash mobile number, or the bank account number.
    payoutAccountNumber: text(),
    payoutBankName: text(),
    commissionType: text().$type<CommissionType>().notNull().default('Percentage'),
    // 'Fixed Amount': commissionCentavos per approved payment. 'Percentage': commissionPercent
    // of the approved payment's price. Two columns with a check rather than one "rate" whose
    // unit depends on the type.
    commissionCentavos: integer(),
    commissionPercent: integer(),
    // Kept by triggers (migration 0020) so the staff list sorts by them with an index instead of
    // counting every lead and summing every commission of the programme on each request: the
    // affiliate's leads, and their commission not reversed (negative lines included).
    leadsCount: integer().notNull().default(0),
    earnedCentavos: bigint({ mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('affiliates_user_id_key').on(t.userId),
    index('affiliates_leads_count_idx').on(t.leadsCount.desc(), t.id.desc()),
    index('affiliates_earned_centavos_idx').on(t.earnedCentavos.desc(), t.id.desc()),
    uniqueIndex('affiliates_code_key').on(t.code),
    index('affiliates_created_at_idx').on(t.createdAt),
    check('affiliates_status_check', sql`${t.status} in ('active', 'waiting', 'suspended')`),
    check('affiliates_payout_method_check', sql`${t.payoutMethod} is null or ${t.payoutMethod} in ('GCash', 'Bank')`),
    check(
      'affiliates_commission_check',
      sql`(${t.commissionType} = 'Fixed Amount' and ${t.commissionCentavos} >= 0 and ${t.commissionPercent} is null)
        or (${t.commissionType} = 'Percentage' and ${t.commissionPercent} between 0 and 100 and ${t.commissionCentavos} is null)`,
    ),
  ],
)

// A visit through an affiliate link: /{code} (funnelId null, the main link) or
// /{funnelSlug}/{code}. One row per visitor, link and Manila day (the unique key), so a visitor
// who comes back the same day counts once; lastAt moves with each visit, so "the last click wins"
// reads the newest lastAt. visitorId is the first-party attribution cookie's random id: the cookie
// only names the visitor, the server decides from these rows whom a signup belongs to.
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    funnelId: text().references(() => funnels.id, { onDelete: 'cascade' }),
    visitorId: uuid().notNull(),
    day: date().notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('affiliate_clicks_visit_key').on(t.affiliateId, t.funnelId, t.visitorId, t.day).nullsNotDistinct(),
    index('affiliate_clicks_visitor_id_last_at_idx').on(t.visitorId, t.lastAt),
    index('affiliate_clicks_affiliate_id_day_idx').on(t.affiliateId, t.day),
    index('affiliate_clicks_funnel_id_idx').on(t.funnelId).where(sql`${t.funnelId} is not null`),
  ],
)

// A person an affiliate's link brought, who signed up (userId set) or left their details in an
// opt-in. A lead with a user is that user's tie to the affiliate, for good: one per user (the
// unique index), written at signup from the visitor's last click. When they buy, the subscription
// points at the lead (subscriptions.leadId) and commissions follow.
export const leads = pgTable(
  'leads',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
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
    index('leads_funnel_id_idx').on(t.funnelId).where(sql`${t.funnelId} is not null`),
    uniqueIndex('leads_user_id_key').on(t.userId).where(sql`${t.userId} is not null`),
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

/**
 * pending: earned, inside the hold period (a refund window); approved: payable (released by the
 * daily job when the hold ends, or early by staff); paid: its payout was marked paid; reversed:
 * the payment was revoked before the commission was paid (or it was a self-referral).
 */
// Clicks counted per affiliate and Manila day, for the days before the last roll-up (the daily job
// 'click-rollup'): an affiliate's all-time clicks are the sum of their rows here plus the clicks
// after the newest day rolled up, so the staff list never counts a busy affiliate's clicks row by
// row, and the click itself stays one write.
export const affiliateClickDays = pgTable(
  'affiliate_click_days',
  {
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    clicks: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.day] }), index('affiliate_click_days_day_idx').on(t.day)],
)

export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'reversed'] as const
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number]

// Earned when a payment schedule of a subscription bought by a user tied to the affiliate is
// approved. The type and rate are copied at that moment so changing a rate never rewrites past
// earnings. Revoking the payment reverses a pending or approved commission; a paid one stays paid
// and is matched by a negative line (reversesId) that the next payout carries.
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
    status: text().$type<CommissionStatus>().notNull().default('pending'),
    // Pending until then; null for a negative line (payable at once) and a self-referral.
    holdUntil: timestamp({ withTimezone: true }),
    // Staff held it: the daily release leaves it pending until staff approve it.
    heldAt: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    // When its payment was revoked (a paid commission keeps status paid and gets a negative line).
    reversedAt: timestamp({ withTimezone: true }),
    reason: text(),
    // The paid commission this negative line takes back.
    reversesId: bigint({ mode: 'number' }).references((): AnyPgColumn => commissions.id, { onDelete: 'restrict' }),
    // The lead (the buyer's tie to the affiliate) the payment was earned through: the affiliate's
    // paying customers are their commissions' distinct leads, one index range.
    leadId: bigint({ mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    // The buyer was the affiliate (same person or e-mail): nothing earned, shown to staff.
    selfReferral: boolean().notNull().default(false),
    // Set null: cancelling a payout returns its commissions to "unpaid".
    payoutId: integer().references(() => payouts.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [
    index('commissions_affiliate_id_created_at_idx').on(t.affiliateId, t.createdAt),
    index('commissions_payment_schedule_id_idx').on(t.paymentScheduleId),
    index('commissions_affiliate_id_lead_id_idx').on(t.affiliateId, t.leadId).where(sql`${t.reversesId} is null and ${t.status} <> 'reversed'`),
    // One live commission per approved payment (a replayed webhook or a double approval makes no
    // second); a revoke-then-approve reverses the first and earns a new one.
    uniqueIndex('commissions_live_payment_schedule_id_key')
      .on(t.paymentScheduleId)
      .where(sql`${t.reversesId} is null and ${t.status} <> 'reversed'`),
    // One negative line per paid commission.
    uniqueIndex('commissions_reverses_id_key').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    index('commissions_payout_id_idx').on(t.payoutId).where(sql`${t.payoutId} is not null`),
    // The release job's and the payout's rows.
    index('commissions_status_hold_until_idx').on(t.status, t.holdUntil).where(sql`${t.status} in ('pending', 'approved')`),
    check('commissions_amount_check', sql`(${t.reversesId} is null and ${t.amountCentavos} >= 0) or (${t.reversesId} is not null and ${t.amountCentavos} < 0)`),
    check('commissions_type_check', sql`${t.commissionType} in ('Fixed Amount', 'Percentage')`),
    check('commissions_status_check', sql`${t.status} in ('pending', 'approved', 'paid', 'reversed')`),
  ],
)

// An affiliate's rate for one funnel, instead of their own rate.
export const affiliateFunnelRates = pgTable(
  'affiliate_funnel_rates',
  {
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    funnelId: text()
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    commissionType: text().$type<CommissionType>().notNull(),
    commissionCentavos: integer(),
    commissionPercent: integer(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.affiliateId, t.funnelId] }),
    index('affiliate_funnel_rates_funnel_id_idx').on(t.funnelId),
    check(
      'affiliate_funnel_rates_commission_check',
      sql`(${t.commissionType} = 'Fixed Amount' and ${t.commissionCentavos} >= 0 and ${t.commissionPercent} is null)
        or (${t.commissionType} = 'Percentage' and ${t.commissionPercent} between 0 and 100 and ${t.commissionCentavos} is null)`,
    ),
  ],
)
