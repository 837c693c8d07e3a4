// What members learn from: courses, their units, lessons and lesson files. Progress through them is
// learning.ts; events and resources are events.ts and resources.ts.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
import { users } from './members'

export const LESSON_TYPES = ['Video', 'Image/Text Only'] as const
export type LessonType = (typeof LESSON_TYPES)[number]

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    shortDescription: text(),
    description: text(),
    thumbnailUrl: text(),
    // The course intro page (/courses/{id}/intro and its preview).
    introVideoUrl: text(),
    introContent: text(),
    // "Author Tribe ID" of the courses import. Set null: a course outlives its author's account.
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    isPublished: boolean().notNull().default(false),
    // Deleting a course members have progress on archives it instead (docs/product.md, "courses"): hidden from
    // members and from staff lists, progress kept. Null = live.
    archivedAt: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    // "Course ID" of the courses import template (idempotent re-runs).
    importKey: text(),
    ...timestamps,
  },
  (t) => [
    index('courses_author_id_idx').on(t.authorId).where(sql`${t.authorId} is not null`),
    index('courses_name_idx').on(t.name),
    index('courses_position_idx').on(t.position),
    uniqueIndex('courses_import_key_key').on(t.importKey),
  ],
)

export const units = pgTable(
  'units',
  {
    id: serial().primaryKey(),
    // Units and lessons are parts of their course: deleting the course deletes them.
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    shortDescription: text(),
    description: text(),
    position: integer().notNull().default(0),
    // Archived like courses when members have progress in it.
    archivedAt: timestamp({ withTimezone: true }),
    // "Unit ID" of the courses import template.
    importKey: text(),
    ...timestamps,
  },
  (t) => [
    index('units_course_id_position_idx').on(t.courseId, t.position),
    uniqueIndex('units_import_key_key').on(t.importKey),
  ],
)

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    shortDescription: text(),
    description: text(),
    // 'Video' (labelled Video Lesson) or 'Image/Text Only', verbatim from the spec.
    type: text().$type<LessonType>().notNull().default('Video'),
    videoUrl: text(),
    imageUrl: text(),
    // Markdown body for Image/Text Only lessons (and notes under a video).
    content: text(),
    durationSeconds: integer(),
    position: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    // Archived like courses when members have progress on it.
    archivedAt: timestamp({ withTimezone: true }),
    // "Lesson ID" of the courses import template.
    importKey: text(),
    ...timestamps,
  },
  (t) => [
    index('lessons_unit_id_position_idx').on(t.unitId, t.position),
    index('lessons_name_idx').on(t.name),
    uniqueIndex('lessons_import_key_key').on(t.importKey),
    check('lessons_type_check', sql`${t.type} in ('Video', 'Image/Text Only')`),
  ],
)

export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: serial().primaryKey(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    // Storage key of the uploaded file (api/src/lib/storage), or an external URL.
    fileUrl: text().notNull(),
    contentType: text(),
    sizeBytes: integer(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('lesson_files_lesson_id_idx').on(t.lessonId, t.position)],
)
