// The community report's members (/community-report), kept by database triggers (never written by
// code): one row per member in the report's scope (holds the member access level, not archived)
// with what its counts group by. Counting 100,000 members from users, user_access_levels,
// group_members and two hashes of subscriptions cost 400 ms a page; from this one narrow table, 50.
// Kept exact by the triggers of migration 0032_community_members (every insert, update or delete of
// users, user_access_levels, group_members and subscriptions that changes what a row holds,
// whoever writes it: services, imports, merges, the seed).
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './members'

export const communityMembers = pgTable(
  'community_members',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer(),
    stageId: integer(),
    groupId: integer(),
    // The latest expiry of the member's subscriptions that are not unenrolled (null: none). Not the
    // status itself, which depends on the day it is asked: Active when this is today or later,
    // Inactive when it is earlier, Not Enrolled when null (communityReportScope.ts).
    activeUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('community_members_batch_id_idx').on(t.batchId)],
)
