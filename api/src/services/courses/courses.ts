// courses, course, courseProductChoices, courseChoices, createCourse, updateCourse,
// updateCourseIntro, publishCourse, deleteCourse and restoreCourse (api/src/graphql/courses.sdl.ts);
// saveCourseTracks is in tracks.ts. Who may call each is the SDL's @requireAccess; what a course
// must be is common/validation/courses.ts. Every write is one transaction with its info-log row.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
  COURSE_STATUSES,
  courseIntroSchema,
  courseMessages,
  courseSchema,
} from '../../../../common/validation/courses'
import { courses as coursesTable, productCourses, products } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { groupByKeys, loader } from '../../lib/loaders'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { Course as GqlCourse, CourseResolvers, MutationResolvers, QueryResolvers } from '../../types/graphql'
import { courseColumns, findCourse, foundCourse, statusExpression, toCourse } from './courseRecord'
import {
  courseUnitsLoader,
  hasProgressError,
  logChange,
  ownUploads,
  progressUnder,
  refuseProblems,
  statusOf,
  type FieldProblems,
} from './content'
import { escapeLike } from '../../lib/sql'

export { saveCourseTracks } from './tracks'

/** What the list may be sorted by; newest (highest id) first otherwise, and to break ties. */
const sortable = {
  name: coursesTable.name,
  status: statusExpression,
  createdAt: coursesTable.createdAt,
  updatedAt: coursesTable.updatedAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(100, courseMessages.search).nullish(),
  status: z.enum(COURSE_STATUSES, courseMessages.status).nullish(),
})

/** The name contains `search` (case-insensitive, %, _ and \ taken literally). */
const nameContains = (column: SQL | typeof coursesTable.name, search: string) =>
  sql`lower(${column}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`

export const courses = (async (args) => {
  // Paging and the filters in one pass, so one answer names every bad field.
  const { search, status } = parseInput(listArgs, args, 'Invalid course list request')
  const conditions: SQL[] = []
  if (search) conditions.push(nameContains(coursesTable.name, search))
  if (status === 'archived') conditions.push(isNotNull(coursesTable.archivedAt))
  else conditions.push(isNull(coursesTable.archivedAt))
  if (status === 'published') conditions.push(eq(coursesTable.isPublished, true))
  if (status === 'draft') conditions.push(eq(coursesTable.isPublished, false))
  const where = and(...conditions)
  return paginate(args, {
    sortable,
    defaultSort: [desc(coursesTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select(courseColumns).from(coursesTable).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(
        // products and units are the Course field resolvers' (one loader statement each, when asked
        // for); the generated list type cannot know a nested type has resolvers.
        (row) => toCourse(row) as ReturnType<typeof toCourse> & Pick<GqlCourse, 'products' | 'units'>,
      ),
    count: async () => (await db.select({ total: count() }).from(coursesTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['courses']

export const course = (async ({ id }) => findCourse(id)) satisfies QueryResolvers['course']

export const courseProductChoices = (async () =>
  db
    .select({ id: products.id, name: products.name, isActive: products.isActive })
    .from(products)
    .orderBy(asc(products.name), asc(products.id))) satisfies QueryResolvers['courseProductChoices']

export const courseChoices = (async ({ search, id }) => {
  const text = parseInput(z.string().trim().max(100, courseMessages.search).nullish(), search, 'Invalid search')
  const rows = await db
    .select({ id: coursesTable.id, name: coursesTable.name, isPublished: coursesTable.isPublished, archivedAt: coursesTable.archivedAt })
    .from(coursesTable)
    .where(id != null ? eq(coursesTable.id, id) : and(isNull(coursesTable.archivedAt), text ? nameContains(coursesTable.name, text) : undefined))
    .orderBy(asc(coursesTable.name), asc(coursesTable.id))
    .limit(20)
  return rows.map((row) => ({ id: row.id, name: row.name, status: statusOf(row) }))
}) satisfies QueryResolvers['courseChoices']

/** The product ids that do not exist, as a field problem (one statement). */
async function productProblems(productIds: number[]): Promise<FieldProblems> {
  if (!productIds.length) return {}
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds))
  return found.length === productIds.length ? {} : { productIds: [courseMessages.products] }
}

export const createCourse = (async ({ input }) => {
  const { productIds, ...values } = parseInput(courseSchema, input)
  const [uploads, productCheck] = await Promise.all([ownUploads({ thumbnailUrl: values.thumbnailUrl }), productProblems(productIds)])
  refuseProblems(uploads.problems, productCheck)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coursesTable)
      // Last in the catalogue's order.
      .values({ ...values, position: sql`(select coalesce(max(${coursesTable.position}), -1) + 1 from ${coursesTable})` })
      .returning({ id: coursesTable.id })
    if (productIds.length) await tx.insert(productCourses).values(productIds.map((productId) => ({ productId, courseId: row.id })))
    await logChange(tx, 'course', 'created', row.id, { ...values, productIds })
    return row.id
  })
  return foundCourse(id)
}) satisfies MutationResolvers['createCourse']

export const updateCourse = (async ({ id, input }) => {
  const { productIds, ...values } = parseInput(courseSchema, input)
  const [current] = await db.select({ thumbnailUrl: coursesTable.thumbnailUrl }).from(coursesTable).where(eq(coursesTable.id, id))
  if (!current) throw new NotFoundError('Course not found')
  const [uploads, productCheck] = await Promise.all([
    ownUploads({ thumbnailUrl: values.thumbnailUrl }, [current.thumbnailUrl]),
    productProblems(productIds),
  ])
  refuseProblems(uploads.problems, productCheck)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(coursesTable)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(coursesTable.id, id))
      .returning({ id: coursesTable.id })
    if (!row) throw new NotFoundError('Course not found')
    // The course's products become exactly the ones chosen: two statements whatever the count.
    await tx
      .delete(productCourses)
      .where(and(eq(productCourses.courseId, id), productIds.length ? notInArray(productCourses.productId, productIds) : undefined))
    if (productIds.length) {
      await tx
        .insert(productCourses)
        .values(productIds.map((productId) => ({ productId, courseId: id })))
        .onConflictDoNothing()
    }
    await logChange(tx, 'course', 'updated', id, { ...values, productIds })
  })
  return foundCourse(id)
}) satisfies MutationResolvers['updateCourse']

export const updateCourseIntro = (async ({ id, input }) => {
  const values = parseInput(courseIntroSchema, input)
  await db.transaction(async (tx) => {
    const [row] = await tx.update(coursesTable).set({ ...values, updatedAt: new Date() }).where(eq(coursesTable.id, id)).returning({ id: coursesTable.id })
    if (!row) throw new NotFoundError('Course not found')
    await logChange(tx, 'course', 'intro-updated', id, values)
  })
  return foundCourse(id)
}) satisfies MutationResolvers['updateCourseIntro']

export const publishCourse = (async ({ id, isPublished }) => {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ archivedAt: coursesTable.archivedAt }).from(coursesTable).where(eq(coursesTable.id, id)).for('update')
    if (!row) throw new NotFoundError('Course not found')
    // An archived course stays hidden from members whatever its flag: restoring it comes first.
    if (row.archivedAt && isPublished) throw new UserInputError('Restore the course before publishing it: it is archived.')
    await tx.update(coursesTable).set({ isPublished, updatedAt: new Date() }).where(eq(coursesTable.id, id))
    await logChange(tx, 'course', isPublished ? 'published' : 'unpublished', id, { isPublished })
  })
  return foundCourse(id)
}) satisfies MutationResolvers['publishCourse']

export const deleteCourse = (async ({ id, archiveIfInProgress }) =>
  db.transaction(async (tx) => {
    // Locked: no progress can be counted as absent and then appear before the delete.
    const [row] = await tx.select().from(coursesTable).where(eq(coursesTable.id, id)).for('update')
    if (!row) throw new NotFoundError('Course not found')
    const progress = await progressUnder(tx, { courseId: id })
    if (progress.progressCount > 0) {
      if (!archiveIfInProgress) throw hasProgressError('course', progress)
      await tx.update(coursesTable).set({ archivedAt: row.archivedAt ?? new Date(), updatedAt: new Date() }).where(eq(coursesTable.id, id))
      await logChange(tx, 'course', 'archived', id, progress)
      return { id, archived: true }
    }
    // Units, lessons, lesson files and product links go with it (foreign keys cascade).
    await tx.delete(coursesTable).where(eq(coursesTable.id, id))
    // The row as it was: the log is the only place it still exists.
    await logChange(tx, 'course', 'deleted', id, { ...row })
    return { id, archived: false }
  })) satisfies MutationResolvers['deleteCourse']

export const restoreCourse = (async ({ id }) => {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(coursesTable).set({ archivedAt: null, updatedAt: new Date() }).where(eq(coursesTable.id, id)).returning({ id: coursesTable.id })
    if (!row) throw new NotFoundError('Course not found')
    await logChange(tx, 'course', 'restored', id, {})
  })
  return foundCourse(id)
}) satisfies MutationResolvers['restoreCourse']

/** The products of many courses by name: one statement per request. */
function courseProductsLoader() {
  return loader<number, { id: number; name: string; isActive: boolean; courseId: number }[]>('courses:products', async (courseIds) => {
    const rows = await db
      .select({ id: products.id, name: products.name, isActive: products.isActive, courseId: productCourses.courseId })
      .from(productCourses)
      .innerJoin(products, eq(products.id, productCourses.productId))
      .where(inArray(productCourses.courseId, [...courseIds]))
      .orderBy(asc(products.name), asc(products.id))
    return groupByKeys(courseIds, rows, (row) => row.courseId)
  })
}

export const Course = {
  products: (_args, { root }) => courseProductsLoader().load(root.id!),
  units: (_args, { root }) => courseUnitsLoader().load(root.id!),
} satisfies Pick<CourseResolvers, 'products' | 'units'>
