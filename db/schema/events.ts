// Events: live sessions, one-off or recurring, for members, affiliates or everyone.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    // An RFC 5545 RRULE (e.g. FREQ=WEEKLY;BYDAY=TU) for recurring events; null = one-off.
    // startsAt/endsAt are the first occurrence; occurrences are expanded in Asia/Manila.
    recurrenceRule: text(),
    // The offset label the organiser chose from the spec's timezone list ('GMT+08:00' is
    // Singapore, the default); startsAt/endsAt are instants, shown to members in Asia/Manila.
    timeZone: text().notNull().default('GMT+08:00'),
    zoomLink: text(),
    recordingUrl: text(),
    // Who sees the event: members (my events), affiliates, or everyone.
    audience: text().$type<'member' | 'affiliate' | 'public'>().notNull().default('member'),
    isPublished: boolean().notNull().default(true),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    // The "recurring" filter: a small partial index instead of scanning every event.
    index('events_recurring_starts_at_idx').on(t.startsAt).where(sql`${t.recurrenceRule} is not null`),
    index('events_title_idx').on(t.title),
    index('events_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    check('events_time_check', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_audience_check', sql`${t.audience} in ('member', 'affiliate', 'public')`),
  ],
)
