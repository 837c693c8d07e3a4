// A course as the back office reads it: the row with its counts and its thumbnail's stored file,
// in one statement (the list, the detail and every mutation's answer use it).
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { courses as coursesTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { statusOf } from './content'
import { iso } from '../../lib/time'

export const statusExpression = sql<string>`case when ${coursesTable.archivedAt} is not null then 'archived' when ${coursesTable.isPublished} then 'published' else 'draft' end`

/** A course row with what the list and the detail show beside it, in the same statement. */
export const courseColumns = {
  ...getTableColumns(coursesTable),
  // Written out with their table names: drizzle leaves a one-table select's columns unqualified,
  // which a correlated subquery would read as its own.
  unitCount: sql<number>`(select count(*)::int from units u where u.course_id = "courses"."id")`,
  lessonCount: sql<number>`(select count(*)::int from lessons l inner join units u on u.id = l.unit_id where u.course_id = "courses"."id")`,
  thumbnailFileId: sql<number | null>`(select f.id from stored_files f where f.key = "courses"."thumbnail_url")`,
}

type CourseRow = typeof coursesTable.$inferSelect & { unitCount: number; lessonCount: number; thumbnailFileId: number | null }

/** A row as the API answers it (products and units come from the Course field resolvers below). */
export function toCourse(row: CourseRow) {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    thumbnailUrl: row.thumbnailUrl,
    thumbnailFileId: row.thumbnailFileId,
    introVideoUrl: row.introVideoUrl,
    introContent: row.introContent,
    isPublished: row.isPublished,
    archivedAt: iso(row.archivedAt),
    status: statusOf(row),
    unitCount: row.unitCount,
    lessonCount: row.lessonCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One course with its counts, or null. */
export async function findCourse(id: number) {
  const [row] = await db.select(courseColumns).from(coursesTable).where(eq(coursesTable.id, id))
  return row ? toCourse(row) : null
}

export async function foundCourse(id: number) {
  const course = await findCourse(id)
  if (!course) throw new NotFoundError('Course not found')
  return course
}

