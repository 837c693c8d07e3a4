// unit, unitChoices, createUnit, updateUnit, deleteUnit and restoreUnit (api/src/graphql/courses.units.sdl.ts).
// Who may call each is the SDL's @requireAccess; what a unit must be is common/validation/courses.units.ts.
// A unit's place in its course and its lessons' order are saved by saveCourseTracks.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { courseMessages } from '../../../../common/validation/courses'
import { newUnitSchema, unitMessages, unitSchema } from '../../../../common/validation/courses.units'
import { courses, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers, UnitResolvers } from '../../types/graphql'
import { hasProgressError, logChange, progressUnder, refuseProblems, unitLessonsLoader } from './content'
import { escapeLike } from '../../lib/sql'
import { iso } from '../../lib/time'

/** One unit with its course's name (lessons come from the Unit field resolver), or null. */
async function findUnit(id: number) {
  const [row] = await db
    .select({ unit: units, courseName: courses.name })
    .from(units)
    .innerJoin(courses, eq(courses.id, units.courseId))
    .where(eq(units.id, id))
  if (!row) return null
  const { unit } = row
  return {
    id: unit.id,
    courseId: unit.courseId,
    courseName: row.courseName,
    name: unit.name,
    shortDescription: unit.shortDescription,
    description: unit.description,
    position: unit.position,
    archivedAt: iso(unit.archivedAt),
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  }
}

async function foundUnit(id: number) {
  const unit = await findUnit(id)
  if (!unit) throw new NotFoundError('Unit not found')
  return unit
}

export const unit = (async ({ id }) => findUnit(id)) satisfies QueryResolvers['unit']

export const unitChoices = (async ({ search, id }) => {
  const text = parseInput(z.string().trim().max(100, courseMessages.search).nullish(), search, 'Invalid search')
  const pattern = text ? `%${escapeLike(text.toLowerCase())}%` : null
  return db
    .select({ id: units.id, name: units.name, courseId: courses.id, courseName: courses.name })
    .from(units)
    .innerJoin(courses, eq(courses.id, units.courseId))
    .where(
      id != null
        ? eq(units.id, id)
        : and(
            isNull(units.archivedAt),
            isNull(courses.archivedAt),
            pattern ? or(sql`lower(${units.name}) like ${pattern} escape '\\'`, sql`lower(${courses.name}) like ${pattern} escape '\\'`) : undefined,
          ),
    )
    .orderBy(asc(courses.name), asc(courses.id), asc(units.position), asc(units.id))
    .limit(20)
}) satisfies QueryResolvers['unitChoices']

export const createUnit = (async ({ input }) => {
  const { courseId, ...values } = parseInput(newUnitSchema, input)
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))
  refuseProblems(course ? {} : { courseId: [unitMessages.courseRequired] })
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(units)
      // Last in its course.
      .values({ ...values, courseId, position: sql`(select coalesce(max(${units.position}), -1) + 1 from ${units} where ${units.courseId} = ${courseId})` })
      .returning({ id: units.id })
    await logChange(tx, 'unit', 'created', row.id, { courseId, ...values })
    return row.id
  })
  return foundUnit(id)
}) satisfies MutationResolvers['createUnit']

export const updateUnit = (async ({ id, input }) => {
  const values = parseInput(unitSchema, input)
  await db.transaction(async (tx) => {
    const [row] = await tx.update(units).set({ ...values, updatedAt: new Date() }).where(eq(units.id, id)).returning({ id: units.id })
    if (!row) throw new NotFoundError('Unit not found')
    await logChange(tx, 'unit', 'updated', id, values)
  })
  return foundUnit(id)
}) satisfies MutationResolvers['updateUnit']

export const deleteUnit = (async ({ id, archiveIfInProgress }) =>
  db.transaction(async (tx) => {
    // Locked: no progress can be counted as absent and then appear before the delete.
    const [row] = await tx.select().from(units).where(eq(units.id, id)).for('update')
    if (!row) throw new NotFoundError('Unit not found')
    const progress = await progressUnder(tx, { unitId: id })
    if (progress.progressCount > 0) {
      if (!archiveIfInProgress) throw hasProgressError('unit', progress)
      await tx.update(units).set({ archivedAt: row.archivedAt ?? new Date(), updatedAt: new Date() }).where(eq(units.id, id))
      await logChange(tx, 'unit', 'archived', id, progress)
      return { id, archived: true }
    }
    // Its lessons and their files go with it (foreign keys cascade).
    await tx.delete(units).where(eq(units.id, id))
    await logChange(tx, 'unit', 'deleted', id, { ...row })
    return { id, archived: false }
  })) satisfies MutationResolvers['deleteUnit']

export const restoreUnit = (async ({ id }) => {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(units).set({ archivedAt: null, updatedAt: new Date() }).where(eq(units.id, id)).returning({ id: units.id })
    if (!row) throw new NotFoundError('Unit not found')
    await logChange(tx, 'unit', 'restored', id, {})
  })
  return foundUnit(id)
}) satisfies MutationResolvers['restoreUnit']

export const Unit = {
  lessons: (_args, { root }) => unitLessonsLoader().load(root.id!),
} satisfies Pick<UnitResolvers, 'lessons'>
