// A member's way through the courses: lesson progress.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { lessons } from './courses'
import { users } from './members'

// Per member, per lesson. A row exists once the lesson was opened ("watching"); completedAt
// marks it done. Course progress and the watching/completed filters are derived from these
// rows, never stored on the course, so they cannot drift when lessons are added or removed.
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    // Where the video was left, to resume.
    positionSeconds: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_lesson_id_idx').on(t.lessonId),
    // The community report's lessons completed in a range (an index-only scan of the range's rows
    // with their members, instead of reading every progress row ever).
    index('lesson_progress_completed_at_user_id_idx').on(t.completedAt, t.userId).where(sql`${t.completedAt} is not null`),
  ],
)
