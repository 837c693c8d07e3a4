// A course as a learner sees it, with the user's progress, in ONE statement however many courses
// or lessons there are: two lateral subqueries per course row aggregate its live lessons (counts,
// last opened) and pick the lesson to resume. Used by myCourses, myCourse, myProducts, the lesson
// player, the progress mutations and the home page. The outline (units and lessons) is a separate
// batched statement (outline.ts).
import { sql, type SQL } from 'drizzle-orm'
import type { CourseStatus } from '../../../../common/validation/learning'
import { courses } from '../../../../db/schema'
import type { LearnerCourse as GqlLearnerCourse } from '../../types/graphql'
import { db, type Executor } from '../../lib/db'
import { lessonLive } from './access'
import { learnerMediaUrl } from '../../../../common/files.downloads'

export type CourseRow = {
  id: number
  name: string
  short_description: string | null
  description: string | null
  thumbnail_url: string | null
  intro_video_url: string | null
  intro_content: string | null
  /** Dates are Date objects from a row, ISO strings from JSON (json_agg). */
  created_at: Date | string
  position: number
  lesson_count: number
  completed_count: number
  started_count: number
  last_opened_at: Date | string | null
  resume_lesson_id: number | null
  resume_lesson_name: string | null
}

/** The SQL condition "every live lesson finished" on a course row `c` of courseSelect. */
export const completedSql = sql`(c.lesson_count > 0 and c.completed_count = c.lesson_count)`
/** "Started, not every live lesson finished". */
export const watchingSql = sql`(c.started_count > 0 and not ${completedSql})`

/**
 * `select <course columns and progress> from courses ... where <where>`: wrap it as a subquery
 * `c` to filter on the progress columns. `where` is a condition on the `courses` table.
 */
export function courseSelect(userId: number, where: SQL): SQL {
  return sql`select ${courses.id} as id, ${courses.name} as name, ${courses.shortDescription} as short_description,
      ${courses.description} as description, ${courses.thumbnailUrl} as thumbnail_url,
      ${courses.introVideoUrl} as intro_video_url, ${courses.introContent} as intro_content,
      ${courses.createdAt} as created_at, ${courses.position} as position,
      st.lesson_count, st.completed_count, st.started_count, st.last_opened_at, rs.lesson_id as resume_lesson_id, rs.lesson_name as resume_lesson_name
    from ${courses}
    cross join lateral (
      select count(*)::int as lesson_count,
             count(lp.completed_at)::int as completed_count,
             count(lp.user_id)::int as started_count,
             max(lp.updated_at) as last_opened_at
        from units join lessons on lessons.unit_id = units.id
        left join lesson_progress lp on lp.lesson_id = lessons.id and lp.user_id = ${userId}
       where units.course_id = ${courses.id} and ${lessonLive()}
    ) st
    left join lateral (
      -- The last lesson opened if unfinished, else the first unfinished in order, else the first.
      select lessons.id as lesson_id, lessons.name as lesson_name
        from units join lessons on lessons.unit_id = units.id
        left join lesson_progress lp on lp.lesson_id = lessons.id and lp.user_id = ${userId}
       where units.course_id = ${courses.id} and ${lessonLive()}
       order by case when lp.completed_at is null and lp.updated_at = st.last_opened_at then 0
                     when lp.completed_at is null then 1 else 2 end,
                units.position, units.id, lessons.position, lessons.id
       limit 1
    ) rs on true
    where ${where}`
}

/** Courses of courseSelect, filtered on the progress columns (`c`), ordered and cut. */
export async function selectCourses(
  userId: number,
  where: SQL,
  options: { filter?: SQL; orderBy?: SQL; limit?: number; offset?: number } = {},
  executor: Executor = db,
): Promise<CourseRow[]> {
  const result = await executor.execute<CourseRow>(sql`select c.* from (${courseSelect(userId, where)}) c
    ${options.filter ? sql`where ${options.filter}` : sql``}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}
    ${options.limit !== undefined ? sql`limit ${options.limit}` : sql``}
    ${options.offset ? sql`offset ${options.offset}` : sql``}`)
  return result.rows
}

export function courseStatus(row: Pick<CourseRow, 'lesson_count' | 'completed_count' | 'started_count'>): CourseStatus {
  if (row.lesson_count > 0 && row.completed_count === row.lesson_count) return 'completed'
  return row.started_count > 0 ? 'watching' : 'not-started'
}

/** completed * 100 / lessons, rounded down; 0 for a course without lessons. */
export function percentage(completed: number, lessons: number): number {
  return lessons > 0 ? Math.floor((completed * 100) / lessons) : 0
}

/**
 * The LearnerCourse of a row. `units` is LearnerCourse's field resolver (outline.ts, one batched
 * statement when asked for); the generated types cannot know a nested type has resolvers.
 */
export function toLearnerCourse(row: CourseRow) {
  const course = {
    id: row.id,
    name: row.name,
    shortDescription: row.short_description,
    description: row.description,
    thumbnailUrl: learnerMediaUrl(row.thumbnail_url, { kind: 'course-thumbnails', id: row.id }),
    // The course form takes a link for the intro video, never an upload.
    introVideoUrl: learnerMediaUrl(row.intro_video_url, null),
    introContent: row.intro_content,
    lessonCount: row.lesson_count,
    completedCount: row.completed_count,
    percentage: percentage(row.completed_count, row.lesson_count),
    status: courseStatus(row),
    lastOpenedAt: row.last_opened_at ? new Date(row.last_opened_at).toISOString() : null,
    resumeLessonId: row.resume_lesson_id,
  }
  return course as typeof course & Pick<GqlLearnerCourse, 'units'>
}

export type LearnerCourseValue = ReturnType<typeof toLearnerCourse>
