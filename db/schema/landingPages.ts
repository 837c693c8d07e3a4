// Landing pages (docs/product.md, "Landing pages"): the pages staff build from blocks, a funnel's
// own page at /{slug} and the marketing pages at fixed paths (/lessons, /xmas ...), one table for
// both (docs/decisions.md, "Landing pages"). A page is a draft being edited and the versions
// published from it, kept as rows so any of them can be restored; visitors see the version
// published_version_id names. The visitors who send a page's opt-in (or waitlist) form are
// landing_opt_ins, one row per page and mailbox.
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { LandingDocument } from '../../common/landingPages'
import { affiliates, leads } from './affiliates'
import { timestamps } from './columns'
import { funnels } from './funnels'
import { users } from './members'

export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial().primaryKey(),
    // A funnel's page (at most one per funnel), gone with its funnel.
    funnelId: text()
      .unique('landing_pages_funnel_id_key')
      .references(() => funnels.id, { onDelete: 'cascade' }),
    // A marketing page's fixed path (common/landingPages.ts MARKETING_PATHS).
    path: text().unique('landing_pages_path_key'),
    // A marketing page's name in the back office; a funnel's page shows the funnel's name instead
    // (read at the time, so a renamed funnel needs no second write).
    name: text().notNull(),
    // What the builder edits, checked by parseLandingDocument on every save.
    draft: jsonb().$type<LandingDocument>().notNull(),
    // Null: never saved by a user (a seeded page).
    draftUpdatedAt: timestamp({ withTimezone: true }),
    draftUpdatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    // The version visitors see; null while never published (a version is written first, then named here).
    publishedVersionId: integer().references((): AnyPgColumn => landingPageVersions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('landing_pages_owner_check', sql`(${t.funnelId} is null) <> (${t.path} is null)`)],
)

// A published version: the draft as it was when published. Never updated.
export const landingPageVersions = pgTable(
  'landing_page_versions',
  {
    id: serial().primaryKey(),
    pageId: integer()
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    // 1, 2, 3 ... per page.
    version: integer().notNull(),
    document: jsonb().$type<LandingDocument>().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Null: seeded by the migration, or that user is gone.
    publishedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('landing_page_versions_page_id_version_key').on(t.pageId, t.version), check('landing_page_versions_version_check', sql`${t.version} >= 1`)],
)

// A visitor who sent a page's opt-in form, or its waitlist form while the funnel was closed. One
// row per page and mailbox: sending again updates it.
export const landingOptIns = pgTable(
  'landing_opt_ins',
  {
    id: serial().primaryKey(),
    pageId: integer()
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    // The page's funnel when it was sent (kept if the page is rebuilt; null for a marketing page).
    funnelId: text().references(() => funnels.id, { onDelete: 'set null' }),
    name: text().notNull(),
    // Stored lower-cased, like users.email and leads.email.
    email: text().notNull(),
    mobileNumber: text().notNull(),
    // Sent while the funnel was closed: they asked to hear when it opens.
    waitlist: boolean().notNull().default(false),
    // The affiliate of the visitor's last click at the first opt-in that had one (attribution.ts).
    affiliateId: integer().references(() => affiliates.id, { onDelete: 'set null' }),
    // That affiliate's opt-in lead for this person.
    leadId: bigint({ mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    // The attribution cookie's visitor id, the latest one an opt-in of this mailbox carried.
    visitorId: uuid(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('landing_opt_ins_page_id_email_key').on(t.pageId, sql`lower(${t.email})`),
    // The staff list: a page's opt-ins, newest first.
    index('landing_opt_ins_page_id_created_at_idx').on(t.pageId, t.createdAt.desc()),
    index('landing_opt_ins_affiliate_id_idx').on(t.affiliateId).where(sql`${t.affiliateId} is not null`),
    index('landing_opt_ins_lead_id_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
    index('landing_opt_ins_funnel_id_idx').on(t.funnelId).where(sql`${t.funnelId} is not null`),
  ],
)
