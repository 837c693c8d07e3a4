// The lesson progress mutations. One lesson_progress row per member and lesson (its primary key):
//   startLesson         inserts it once; opening again only moves updatedAt (= last opened)
//   saveLessonPosition  remembers where the video was left; never un-finishes a lesson
//   completeLesson      sets completedAt once (a second call keeps the first)
// A lesson the user may not open (access.ts) answers NOT_FOUND, exactly like a missing one, and
// nothing is written. Each write is ONE statement (the access check, the upsert and, the first
// time a lesson is started or finished, its info log, in CTEs), so it needs no transaction.
// SQL: startLesson and completeLesson 2 statements (the write; the course's progress after it),
// saveLessonPosition 1. saveLessonPosition is not info-logged: the player saves every few seconds.
import { sql, type SQL } from 'drizzle-orm'
import { lessonPositionSchema, learningMessages } from '../../../../common/validation/learning'
import { courses } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser, maybeContext } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import type { CurrentUser } from '../../../../common/currentUser'
import { courseReadable, lessonReadable } from './access'
import { selectCourses, toLearnerCourse } from './courseRows'
import { toLearnerLesson } from './outline'
import { isRowId } from '../../lib/validation'

export const LESSON_NOT_FOUND = 'Lesson not found'

type WrittenRow = {
  id: number
  name: string
  type: string
  duration_seconds: number | null
  course_id: number
  started_at: Date
  completed_at: Date | null
  position_seconds: number
}

/** The info log row of a first start or finish, written by the same statement (see audit.ts for the columns). */
function logValues(user: CurrentUser, action: string): SQL {
  const request = maybeContext()?.request
  return sql`${action}, ${user.id}::int, ${user.originalUserId ?? null}::int, 'lesson', w.lesson_id::text,
    jsonb_build_object('courseId', t.course_id), ${request?.ip ?? null}::text, ${request?.requestId ?? null}::text`
}

/**
 * Runs `upsert` (an INSERT ... ON CONFLICT on lesson_progress selecting from `target`, returning
 * lesson_id, started_at, completed_at, position_seconds and `first`) for a lesson the user may
 * open, logging `action` when `first`. Returns the lesson with its progress, or throws NOT_FOUND.
 */
async function writeProgress(user: CurrentUser, lessonId: number, upsert: SQL, action: string | null): Promise<WrittenRow> {
  if (!isRowId(lessonId)) throw new NotFoundError(LESSON_NOT_FOUND)
  const result = await db.execute<WrittenRow>(sql`
    with target as (
      select lessons.id, lessons.name, lessons.type, lessons.duration_seconds, units.course_id
        from lessons join units on units.id = lessons.unit_id join courses on courses.id = units.course_id
       where lessons.id = ${lessonId} and ${lessonReadable(user, new Date())}
    ),
    before as (
      select lp.completed_at from lesson_progress lp where lp.user_id = ${user.id} and lp.lesson_id = ${lessonId}
    ),
    written as (${upsert})
    ${action ? sql`, logged as (
      insert into info_logs (action, user_id, original_user_id, entity_type, entity_id, details, ip, request_id)
      select ${logValues(user, action)} from written w join target t on t.id = w.lesson_id where w.first
    )` : sql``}
    select t.id, t.name, t.type, t.duration_seconds, t.course_id, w.started_at, w.completed_at, w.position_seconds
      from written w join target t on t.id = w.lesson_id`)
  const row = result.rows[0]
  if (!row) throw new NotFoundError(LESSON_NOT_FOUND)
  return row
}

/** The lesson and its course's progress after the write (the course is read by a second statement: a statement does not see its own writes). */
async function progressUpdate(user: CurrentUser, row: WrittenRow) {
  const [course] = await selectCourses(user.id, sql`${courses.id} = ${row.course_id} and ${courseReadable(user, new Date(), 'row')}`)
  if (!course) throw new NotFoundError(LESSON_NOT_FOUND)
  return { lesson: toLearnerLesson(row, row), course: toLearnerCourse(course) }
}

export const startLesson = (async ({ lessonId }) => {
  const user = requireAuth(currentUser())
  const row = await writeProgress(
    user,
    lessonId,
    sql`insert into lesson_progress (user_id, lesson_id) select ${user.id}, id from target
        on conflict (user_id, lesson_id) do update set updated_at = now()
        returning lesson_id, started_at, completed_at, position_seconds, (xmax = 0) as first`,
    'lesson-started',
  )
  return progressUpdate(user, row)
}) satisfies MutationResolvers['startLesson']

export const completeLesson = (async ({ lessonId }) => {
  const user = requireAuth(currentUser())
  const row = await writeProgress(
    user,
    lessonId,
    sql`insert into lesson_progress (user_id, lesson_id, completed_at) select ${user.id}, id, now() from target
        on conflict (user_id, lesson_id) do update
          set completed_at = coalesce(lesson_progress.completed_at, excluded.completed_at), updated_at = now()
        returning lesson_id, started_at, completed_at, position_seconds,
                  not exists (select 1 from before b where b.completed_at is not null) as first`,
    'lesson-completed',
  )
  return progressUpdate(user, row)
}) satisfies MutationResolvers['completeLesson']

export const saveLessonPosition = (async ({ lessonId, positionSeconds }) => {
  const user = requireAuth(currentUser())
  const { positionSeconds: position } = parseInput(lessonPositionSchema, { positionSeconds }, learningMessages.positionInput)
  const row = await writeProgress(
    user,
    lessonId,
    sql`insert into lesson_progress (user_id, lesson_id, position_seconds) select ${user.id}, id, ${position}::int from target
        on conflict (user_id, lesson_id) do update set position_seconds = excluded.position_seconds, updated_at = now()
        returning lesson_id, started_at, completed_at, position_seconds, false as first`,
    null,
  )
  return toLearnerLesson(row, row)
}) satisfies MutationResolvers['saveLessonPosition']
