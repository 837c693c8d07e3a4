// A member's way through the courses: lesson progress.
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
  ],
)
