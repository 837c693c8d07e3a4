// Telling users about the product: the feature changelog.
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

// /feature-changelog (admin) and the public /changelog.
export const featureChangelogEntries = pgTable(
  'feature_changelog_entries',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    // Markdown.
    description: text().notNull().default(''),
    version: text(),
    // The Manila calendar day the change shipped; the public list sorts by it.
    releasedOn: date().notNull(),
    isPublished: boolean().notNull().default(false),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('feature_changelog_entries_released_on_idx').on(t.releasedOn),
    index('feature_changelog_entries_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
  ],
)
