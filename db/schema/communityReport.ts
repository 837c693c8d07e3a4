// The community report's members (/community-report), kept by database triggers (never written by
// code): one row per member in the report's scope (holds the member access level, not archived)
// with what its counts group by. Counting 100,000 members from users, user_access_levels,
// group_members and two hashes of subscriptions cost 400 ms a page; from this one narrow table, 50.
// Kept exact by the triggers of migration 0034_community_members (every insert, update or delete of
// users, user_access_levels, group_members and subscriptions that changes what a row holds,
// whoever writes it: services, imports, merges, the seed).
import { bigint, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
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

// What each user did, per Manila day, per Manila month and in all, for the community report's activity
// (derived from lesson_progress, task_completions, point_entries and move_up_reviews by the
// triggers of migration 0034, never written by code; the definitions are
// api/src/services/reports/communityReportActivity.ts's). Summing 1.4 million activity rows at each
// read cost 2 s at 100,000 members (all time), 160 ms for 30 days. A row exists only for a day, a
// month (or a user) with at least one event: `events` counts them, so the active members are the
// rows (distinct over a range of days: count(distinct user_id)). Every user with activity has
// rows, members or not: the report's scope (community_members) is applied at read time.
const activityColumns = {
  lessons: integer().notNull(),
  tasks: integer().notNull(),
  points: bigint({ mode: 'number' }).notNull(),
  moveUps: integer().notNull(),
  events: integer().notNull(),
}

export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The Manila day.
    day: date().notNull(),
    ...activityColumns,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // Every column a range reads, so a range is an index-only scan: a day's rows lie on as many
    // pages as it has users (the rows are written per user), 70 ms of heap for 30 days.
    index('member_activity_days_day_idx').on(t.day, t.userId, t.lessons, t.tasks, t.points, t.moveUps),
  ],
)

export const memberActivityMonths = pgTable(
  'member_activity_months',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The first day of the Manila month.
    month: date().notNull(),
    ...activityColumns,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    // Covering, like the days' index: the twelve months' chart is an index-only scan.
    index('member_activity_months_month_idx').on(t.month, t.userId, t.lessons, t.tasks, t.points, t.moveUps),
  ],
)

export const memberActivityTotals = pgTable('member_activity_totals', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...activityColumns,
})
