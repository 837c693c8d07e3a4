// lesson, lessonChoices, createLesson, updateLesson, deleteLesson and restoreLesson
// (api/src/graphql/courses.lessons.sdl.ts). Who may call each is the SDL's @requireAccess; what a lesson
// must be is common/validation/courses.lessons.ts. A lesson's unit and place change on the course's tracks page.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { courseMessages } from '../../../../common/validation/courses'
import { lessonMessages, lessonSchema, newLessonSchema } from '../../../../common/validation/courses.lessons'
import { courses, lessons, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { LessonResolvers, MutationResolvers, QueryResolvers } from '../../types/graphql'
import { hasProgressError, logChange, ownUploads, progressUnder, refuseProblems, statusOf } from './content'
import { lessonFilesLoader } from './lessonFileRecord'
import { escapeLike } from '../../lib/sql'
import { iso } from '../../lib/time'

const fileIdOf = (column: 'video_url' | 'image_url') => sql<number | null>`(select f.id from stored_files f where f.key = "lessons".${sql.identifier(column)})`

/** One lesson with its unit and course names and its uploads' stored files (one statement), or null. */
async function findLesson(id: number) {
  const [row] = await db
    .select({
      lesson: lessons,
      unitName: units.name,
      courseId: courses.id,
      courseName: courses.name,
      videoFileId: fileIdOf('video_url'),
      imageFileId: fileIdOf('image_url'),
    })
    .from(lessons)
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(courses, eq(courses.id, units.courseId))
    .where(eq(lessons.id, id))
  if (!row) return null
  const { lesson } = row
  return {
    id: lesson.id,
    unitId: lesson.unitId,
    unitName: row.unitName,
    courseId: row.courseId,
    courseName: row.courseName,
    name: lesson.name,
    shortDescription: lesson.shortDescription,
    description: lesson.description,
    type: lesson.type,
    videoUrl: lesson.videoUrl,
    videoFileId: row.videoFileId,
    imageUrl: lesson.imageUrl,
    imageFileId: row.imageFileId,
    content: lesson.content,
    durationSeconds: lesson.durationSeconds,
    position: lesson.position,
    isPublished: lesson.isPublished,
    archivedAt: iso(lesson.archivedAt),
    status: statusOf(lesson),
    createdAt: lesson.createdAt.toISOString(),
    updatedAt: lesson.updatedAt.toISOString(),
  }
}

async function foundLesson(id: number) {
  const lesson = await findLesson(id)
  if (!lesson) throw new NotFoundError('Lesson not found')
  return lesson
}

export const lesson = (async ({ id }) => findLesson(id)) satisfies QueryResolvers['lesson']

export const lessonChoices = (async ({ search, id }) => {
  const text = parseInput(z.string().trim().max(100, courseMessages.search).nullish(), search, 'Invalid search')
  const pattern = text ? `%${escapeLike(text.toLowerCase())}%` : null
  const contains = (column: typeof lessons.name | typeof units.name | typeof courses.name) => sql`lower(${column}) like ${pattern} escape '\\'`
  return db
    .select({ id: lessons.id, name: lessons.name, unitName: units.name, courseName: courses.name })
    .from(lessons)
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(courses, eq(courses.id, units.courseId))
    .where(
      id != null
        ? eq(lessons.id, id)
        : and(
            isNull(lessons.archivedAt),
            isNull(units.archivedAt),
            isNull(courses.archivedAt),
            pattern ? or(contains(lessons.name), contains(units.name), contains(courses.name)) : undefined,
          ),
    )
    .orderBy(asc(courses.name), asc(courses.id), asc(units.position), asc(units.id), asc(lessons.position), asc(lessons.id))
    .limit(20)
}) satisfies QueryResolvers['lessonChoices']

export const createLesson = (async ({ input }) => {
  const { unitId, duration, ...values } = parseInput(newLessonSchema, input)
  const [[unit], uploads] = await Promise.all([
    db.select({ id: units.id }).from(units).where(eq(units.id, unitId)),
    ownUploads({ videoUrl: values.videoUrl, imageUrl: values.imageUrl }),
  ])
  refuseProblems(unit ? {} : { unitId: [lessonMessages.unitRequired] }, uploads.problems)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessons)
      // Last in its unit.
      .values({
        ...values,
        unitId,
        durationSeconds: duration,
        position: sql`(select coalesce(max(${lessons.position}), -1) + 1 from ${lessons} where ${lessons.unitId} = ${unitId})`,
      })
      .returning({ id: lessons.id })
    await logChange(tx, 'lesson', 'created', row.id, { unitId, ...values, durationSeconds: duration })
    return row.id
  })
  return foundLesson(id)
}) satisfies MutationResolvers['createLesson']

export const updateLesson = (async ({ id, input }) => {
  const { duration, ...values } = parseInput(lessonSchema, input)
  const [current] = await db.select({ videoUrl: lessons.videoUrl, imageUrl: lessons.imageUrl }).from(lessons).where(eq(lessons.id, id))
  if (!current) throw new NotFoundError('Lesson not found')
  const uploads = await ownUploads({ videoUrl: values.videoUrl, imageUrl: values.imageUrl }, [current.videoUrl, current.imageUrl])
  refuseProblems(uploads.problems)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(lessons)
      .set({ ...values, durationSeconds: duration, updatedAt: new Date() })
      .where(eq(lessons.id, id))
      .returning({ id: lessons.id })
    if (!row) throw new NotFoundError('Lesson not found')
    await logChange(tx, 'lesson', 'updated', id, { ...values, durationSeconds: duration })
  })
  return foundLesson(id)
}) satisfies MutationResolvers['updateLesson']

export const deleteLesson = (async ({ id, archiveIfInProgress }) =>
  db.transaction(async (tx) => {
    // Locked: no progress can be counted as absent and then appear before the delete.
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update')
    if (!row) throw new NotFoundError('Lesson not found')
    const progress = await progressUnder(tx, { lessonId: id })
    if (progress.progressCount > 0) {
      if (!archiveIfInProgress) throw hasProgressError('lesson', progress)
      await tx.update(lessons).set({ archivedAt: row.archivedAt ?? new Date(), updatedAt: new Date() }).where(eq(lessons.id, id))
      await logChange(tx, 'lesson', 'archived', id, progress)
      return { id, archived: true }
    }
    // Its files go with it (foreign key cascade).
    await tx.delete(lessons).where(eq(lessons.id, id))
    await logChange(tx, 'lesson', 'deleted', id, { ...row })
    return { id, archived: false }
  })) satisfies MutationResolvers['deleteLesson']

export const restoreLesson = (async ({ id }) => {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(lessons).set({ archivedAt: null, updatedAt: new Date() }).where(eq(lessons.id, id)).returning({ id: lessons.id })
    if (!row) throw new NotFoundError('Lesson not found')
    await logChange(tx, 'lesson', 'restored', id, {})
  })
  return foundLesson(id)
}) satisfies MutationResolvers['restoreLesson']

export const Lesson = {
  files: (_args, { root }) => lessonFilesLoader().load(root.id!),
} satisfies Pick<LessonResolvers, 'files'>
