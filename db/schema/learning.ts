// What members learn from: courses (units, lessons, lesson files, progress), events and
// downloadable resources.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (DESIGN.md: the data model, not an import problem)
import { users } from './identity'

export const LESSON_TYPES = ['Video', 'Image/Text Only'] as const
export type LessonType = (typeof LESSON_TYPES)[number]

// Stored as the spec's category names; the category is decided once at upload time (by
// extension, or by URL for links) and stored, so lists can filter and count by it with an
// index instead of parsing file names.
export const RESOURCE_CATEGORIES = [
  'images',
  'videos',
  'audio',
  'presentations',
  'spreadsheets',
  'documents',
  'pdf',
  'archive',
  'webLink',
] as const
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]

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
    // Deleting a course members have progress on archives it instead (issue 12): hidden from
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

// Downloadable resources and links, for members (my resources), affiliates (affiliate
// resources) or the public resources page.
export const resourceFiles = pgTable(
  'resource_files',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    category: text().$type<ResourceCategory>().notNull(),
    // A storage key for uploads (up to 10 MB), or the URL of a web link / video site.
    fileUrl: text().notNull(),
    fileName: text(),
    contentType: text(),
    sizeBytes: bigint({ mode: 'number' }),
    audience: text().$type<'member' | 'affiliate' | 'public'>().notNull().default('member'),
    isPublished: boolean().notNull().default(true),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('resource_files_audience_category_idx').on(t.audience, t.category, t.createdAt),
    index('resource_files_title_idx').on(t.title),
    index('resource_files_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    check(
      'resource_files_category_check',
      sql`${t.category} in ('images', 'videos', 'audio', 'presentations', 'spreadsheets', 'documents', 'pdf', 'archive', 'webLink')`,
    ),
    check('resource_files_audience_check', sql`${t.audience} in ('member', 'affiliate', 'public')`),
  ],
)
