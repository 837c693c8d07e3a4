// LearnerCourse.units: the outline of a course (units in order, their live lessons in order, the
// user's progress on each). One statement per request whatever the number of courses asked for
// (a DataLoader batches them), so a course page is exactly one statement more than its course.
// The course itself was already checked readable by the query that answered it.
import { sql } from 'drizzle-orm'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { groupByKeys, loader } from '../../lib/loaders'
import { lessonLive } from './access'

type OutlineRow = {
  course_id: number
  unit_id: number
  unit_name: string
  unit_short_description: string | null
  id: number
  name: string
  type: string
  duration_seconds: number | null
  started_at: Date | null
  completed_at: Date | null
  position_seconds: number | null
}

export type LearnerLessonValue = {
  id: number
  name: string
  type: string
  durationSeconds: number | null
  started: boolean
  completed: boolean
  completedAt: string | null
  positionSeconds: number
}

export type LearnerUnitValue = { id: number; name: string; shortDescription: string | null; lessons: LearnerLessonValue[] }

/** A lesson with the user's progress row (null = never opened). */
export function toLearnerLesson(
  lesson: { id: number; name: string; type: string; duration_seconds: number | null },
  progress: { started_at: Date | null; completed_at: Date | null; position_seconds: number | null },
): LearnerLessonValue {
  return {
    id: lesson.id,
    name: lesson.name,
    type: lesson.type,
    durationSeconds: lesson.duration_seconds,
    started: progress.started_at !== null,
    completed: progress.completed_at !== null,
    completedAt: progress.completed_at ? new Date(progress.completed_at).toISOString() : null,
    positionSeconds: progress.position_seconds ?? 0,
  }
}

/** The outlines of many courses for one user: one statement. Units without a live lesson are left out. */
export async function loadOutlines(userId: number, courseIds: readonly number[]): Promise<LearnerUnitValue[][]> {
  const result = await db.execute<OutlineRow>(sql`
    select units.course_id, units.id as unit_id, units.name as unit_name, units.short_description as unit_short_description,
           lessons.id, lessons.name, lessons.type, lessons.duration_seconds,
           lp.started_at, lp.completed_at, lp.position_seconds
      from units join lessons on lessons.unit_id = units.id
      left join lesson_progress lp on lp.lesson_id = lessons.id and lp.user_id = ${userId}
     where units.course_id = any(${`{${courseIds.join(',')}}`}::int[]) and ${lessonLive()}
     order by units.course_id, units.position, units.id, lessons.position, lessons.id`)
  return groupByKeys(courseIds, result.rows, (row) => row.course_id).map((rows) => {
    const units: LearnerUnitValue[] = []
    for (const row of rows) {
      let unit = units.at(-1)
      if (!unit || unit.id !== row.unit_id) {
        unit = { id: row.unit_id, name: row.unit_name, shortDescription: row.unit_short_description, lessons: [] }
        units.push(unit)
      }
      unit.lessons.push(toLearnerLesson(row, row))
    }
    return units
  })
}

/** The field resolver: batched per request. */
export async function courseUnits(courseId: number): Promise<LearnerUnitValue[]> {
  const user = currentUser()
  if (!user) return []
  return loader<number, LearnerUnitValue[]>(`learning:outline:${user.id}`, (ids) => loadOutlines(user.id, ids)).load(courseId)
}
