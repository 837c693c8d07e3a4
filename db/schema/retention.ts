// The renewal worklist's follow-ups (/retention): who reached out to a member about their renewal,
// when, and what was said. The buckets themselves are derived from subscriptions and payment
// schedules at read time (api/src/services/retention/buckets.ts); only the contacts are stored.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './members'

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
