// Access levels: the roles a user can act as, and who holds which.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

// An access level is a role a user may act as (member, coach, affiliate, tribe-team-ro ...).
// `name` is the role id the spec uses; `label` is what menus show.
export const accessLevels = pgTable(
  'access_levels',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    label: text().notNull(),
    // route name -> allowed, and function name -> allowed (docs/product.md, "Page access")
    pageAccess: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    functionAccess: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('access_levels_name_key').on(t.name)],
)

export const userAccessLevels = pgTable(
  'user_access_levels',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessLevelId: integer()
      .notNull()
      .references(() => accessLevels.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accessLevelId] }),
    index('user_access_levels_access_level_id_idx').on(t.accessLevelId),
  ],
)
