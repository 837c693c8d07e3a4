// saveCourseTracks: the order of a course's units and of the lessons in them (/courses/{id}/tracks),
// lessons moving between units of the course. One transaction, a fixed number of statements
// whatever the size of the course: lock the course, read its units and lessons, two UPDATE ... FROM
// (VALUES ...) statements, the info log.
import { eq, sql } from 'drizzle-orm'
import { courseMessages, courseTracksSchema } from '../../../../common/validation/courses'
import { courses, lessons, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { logChange } from './content'
import { foundCourse } from './courseRecord'

/** True when `given` holds exactly the ids of `expected`, each once. */
function sameIds(given: number[], expected: Set<number>) {
  return given.length === expected.size && new Set(given).size === given.length && given.every((id) => expected.has(id))
}

export const saveCourseTracks = (async ({ id, input }) => {
  const { units: order } = parseInput(courseTracksSchema, input)
  await db.transaction(async (tx) => {
    // Locked: two people saving the same course's tracks take turns instead of interleaving.
    const [found] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update')
    if (!found) throw new NotFoundError('Course not found')
    const rows = await tx
      .select({ unitId: units.id, lessonId: lessons.id })
      .from(units)
      .leftJoin(lessons, eq(lessons.unitId, units.id))
      .where(eq(units.courseId, id))
    const unitIds = new Set(rows.map((row) => row.unitId))
    const lessonIds = new Set(rows.flatMap((row) => (row.lessonId == null ? [] : [row.lessonId])))
    // Every unit and every lesson of the course, once: a unit or lesson added or removed since the
    // page was opened must not be dropped or stolen from another course.
    const problems: Record<string, string[]> = {}
    if (!sameIds(order.map((unit) => unit.id), unitIds)) problems.units = [courseMessages.tracksUnits]
    if (!sameIds(order.flatMap((unit) => unit.lessonIds), lessonIds)) problems.lessons = [courseMessages.tracksLessons]
    if (Object.keys(problems).length) {
      throw new UserInputError(`${INVALID_INPUT_MESSAGE}: the course changed since this page was opened. Reload it and arrange again.`, problems)
    }
    if (!order.length) return
    const now = new Date()
    const unitValues = sql.join(
      order.map((unit, position) => sql`(${unit.id}::int, ${position}::int)`),
      sql`, `,
    )
    await tx.execute(sql`
      update ${units} set position = v.position, updated_at = ${now}
      from (values ${unitValues}) as v(id, position)
      where ${units.id} = v.id and (${units.position} <> v.position)`)
    const lessonRows = order.flatMap((unit) => unit.lessonIds.map((lessonId, position) => sql`(${lessonId}::int, ${unit.id}::int, ${position}::int)`))
    if (lessonRows.length) {
      await tx.execute(sql`
        update ${lessons} set unit_id = v.unit_id, position = v.position, updated_at = ${now}
        from (values ${sql.join(lessonRows, sql`, `)}) as v(id, unit_id, position)
        where ${lessons.id} = v.id and (${lessons.unitId} <> v.unit_id or ${lessons.position} <> v.position)`)
    }
    await logChange(tx, 'course', 'tracks-updated', id, { units: order })
  })
  return foundCourse(id)
}) satisfies MutationResolvers['saveCourseTracks']
