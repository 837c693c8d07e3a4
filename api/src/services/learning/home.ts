// learnerHome (the member's home: what to do next) and bonusLink (where Bonuses leads).
// learnerHome SQL: 3 statements run together: the lesson to continue (courseRows.ts), the next
// events (events.ts, 1 statement), and the points and stage summary. bonusLink: 1 statement.
import { and, eq, sql } from 'drizzle-orm'
import { settings } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { courseReadable } from './access'
import { percentage, selectCourses } from './courseRows'
import { listEvents } from './events'

/** The default-scope setting Bonuses (/bonus) leads to. */
export const BONUS_LINK_SETTING = 'bonus-link'
/** How many upcoming or live events the home shows. */
export const HOME_EVENT_COUNT = 3

/** The row of learnerHome's points and stage statement (its aliases). */
type SummaryRow = { points: number; stage_number: number | null; stage_name: string | null; task_count: number; finished_count: number }

export const learnerHome = (async () => {
  const user = requireAuth(currentUser())
  const now = new Date()
  const [continueRows, upcoming, summary] = await Promise.all([
    // The course to go on with: the last opened one that is not finished (its resume lesson is the
    // last lesson opened if unfinished, else the next one in order); else the first not started.
    selectCourses(user.id, sql`${courseReadable(user, now)}`, {
      filter: sql`c.lesson_count > c.completed_count and c.resume_lesson_id is not null`,
      orderBy: sql`c.last_opened_at desc nulls last, c.position, c.id`,
      limit: 1,
    }),
    listEvents(user, 'upcoming', HOME_EVENT_COUNT, 0, now),
    // Tribe Points are the sum of the ledger; the stage is the user's (none = the stage numbered
    // 0, if there is one), its share the user's finished tasks among its live tasks.
    db.execute<SummaryRow>(sql`
      select (select coalesce(sum(pe.points), 0)::int from point_entries pe where pe.user_id = u.id) as points,
             st.number as stage_number, st.name as stage_name,
             (select count(*)::int from tasks t where t.stage_id = st.id and t.archived_at is null) as task_count,
             (select count(*)::int from tasks t join task_completions tc on tc.task_id = t.id and tc.user_id = u.id
               where t.stage_id = st.id and t.archived_at is null) as finished_count
        from users u
        left join stages st on st.id = coalesce(u.stage_id, (select s0.id from stages s0 where s0.number = 0))
       where u.id = ${user.id}`),
  ])
  const course = continueRows[0]
  const row = summary.rows[0] ?? { points: 0, stage_number: null, stage_name: null, task_count: 0, finished_count: 0 }
  return {
    continueLesson:
      course && course.resume_lesson_id !== null
        ? {
            courseId: course.id,
            courseName: course.name,
            lessonId: course.resume_lesson_id,
            lessonName: course.resume_lesson_name ?? '',
            percentage: percentage(course.completed_count, course.lesson_count),
          }
        : null,
    upcomingEvents: upcoming.items,
    points: row.points,
    stageNumber: row.stage_number,
    stageName: row.stage_name,
    stagePercentage: percentage(row.finished_count, row.task_count),
  }
}) satisfies QueryResolvers['learnerHome']

export const bonusLink = (async () => {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.name, BONUS_LINK_SETTING), eq(settings.scope, 'default')))
  return row?.value.trim() || null
}) satisfies QueryResolvers['bonusLink']

