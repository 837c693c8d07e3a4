// The renewal worklist's follow-ups (/retention): who reached out to a member about their renewal,
// when, and what was said. The buckets themselves are derived from subscriptions and payment
// schedules at read time (api/src/services/retention/buckets.ts); only the contacts are stored.
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './members'
import { products } from './products'

export const retentionContacts = pgTable(
  'retention_contacts',
  {
    id: serial().primaryKey(),
    // Cascade: a follow-up is about the member; deleting the member deletes their follow-ups.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set null: the note stays when the staff account that made it is deleted.
    contactedById: integer().references(() => users.id, { onDelete: 'set null' }),
    contactedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    note: text(),
  },
  (t) => [
    // The list's "last contact" of each member: the newest row per user.
    index('retention_contacts_user_id_contacted_at_idx').on(t.userId, t.contactedAt),
    index('retention_contacts_contacted_by_id_idx').on(t.contactedById),
  ],
)

// Each member's story with each product they paid for, as the worklist reads it (derived from
// subscriptions and funnels, never written by code): the latest paid subscription and the one
// before it (by start, then id). Ranking every member's subscriptions at each read cost 500 ms at
// 100,000 members; the buckets (api/src/services/retention/buckets.ts) are decided from these rows
// at read time, since they depend on today and on payments. Kept exact by the triggers of migration
// 0034_community_members (every insert, delete or change of a subscription's user, funnel, start,
// expiry or unenrolment, and a funnel's product or price). A pair with a live lifetime subscription
// to the product (any funnel) has no row: it is never listed.
export const retentionPairs = pgTable(
  'retention_pairs',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    latestId: integer().notNull(),
    // Manila days of the latest's start and expiry; its expiry as stored; unenrolled or not.
    latestStartDay: date().notNull(),
    latestExpiry: timestamp({ withTimezone: true }).notNull(),
    latestExpiryDay: date().notNull(),
    latestUnenrolled: boolean().notNull(),
    // The one before the latest (null when the latest is the first).
    prevId: integer(),
    prevExpiry: timestamp({ withTimezone: true }),
    prevExpiryDay: date(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list's span is a range of the judged expiry: the latest's or the previous one's.
    index('retention_pairs_latest_expiry_day_idx').on(t.latestExpiryDay),
    index('retention_pairs_prev_expiry_day_idx').on(t.prevExpiryDay),
    // And the unenrolled ones, listed whatever their expiry's distance ahead.
    index('retention_pairs_unenrolled_idx').on(t.latestExpiryDay).where(sql`${t.latestUnenrolled}`),
  ],
)
