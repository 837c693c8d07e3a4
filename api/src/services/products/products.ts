// products (the enrol screens' list), adminProducts, product, productCourseChoices, createProduct,
// updateProduct, deleteProduct (api/src/graphql/products.sdl.ts) and the Product field resolvers.
// What a product must be is common/validation/products.ts. Every write is one transaction with its
// info-log row.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { productListSchema, productMessages, productSchema } from '../../../../common/validation/products'
import { courses, funnels, productCourses, products as productsTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { isRestrictViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { groupByKeys, loader, byKeys } from '../../lib/loaders'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, Product as GqlProduct, ProductResolvers, QueryResolvers } from '../../types/graphql'
import { toFunnel, type FunnelAnswer } from '../funnels/funnelRecord'
import { logChange } from './catalog'
import { contains } from '../../lib/sql'

type ProductRow = typeof productsTable.$inferSelect

/** A row as the API answers it (funnels and courses come from the Product field resolvers). */
export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    price: row.priceCentavos,
    description: row.description,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    status: row.isActive ? 'active' : 'expired',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The field resolvers' (one loader statement each, when asked for); the generated type cannot know.
  } as Omit<GqlProduct, 'funnels' | 'courses'> & Pick<GqlProduct, 'funnels' | 'courses'>
}

export type ProductAnswer = ReturnType<typeof toProduct>

async function findProduct(id: number) {
  const [row] = await db.select().from(productsTable).where(eq(productsTable.id, id))
  return row ? toProduct(row) : null
}

async function foundProduct(id: number) {
  const product = await findProduct(id)
  if (!product) throw new NotFoundError('Product not found')
  return product
}

export const products = (async () =>
  (await db.select().from(productsTable).where(eq(productsTable.isActive, true)).orderBy(asc(productsTable.name), asc(productsTable.id))).map(
    toProduct,
  )) satisfies QueryResolvers['products']

const sortable = {
  name: productsTable.name,
  price: productsTable.priceCentavos,
  status: productsTable.isActive,
  createdAt: productsTable.createdAt,
}

const listArgs = pageArgsSchema(sortable).extend(productListSchema.shape)

export const adminProducts = (async (args) => {
  const { search, status } = parseInput(listArgs, args, 'Invalid product list request')
  const conditions: SQL[] = []
  if (search) conditions.push(contains(productsTable.name, search))
  if (status) conditions.push(eq(productsTable.isActive, status === 'active'))
  const where = and(...conditions)
  return paginate(args, {
    sortable,
    defaultSort: [desc(productsTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select().from(productsTable).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toProduct),
    count: async () => (await db.select({ total: count() }).from(productsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['adminProducts']

export const product = (async ({ id }) => findProduct(id)) satisfies QueryResolvers['product']

export const productCourseChoices = (async () =>
  db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(isNull(courses.archivedAt))
    .orderBy(asc(courses.name), asc(courses.id))) satisfies QueryResolvers['productCourseChoices']

/** Refuses course ids that do not exist (one statement), with the field message. */
async function checkCourses(courseIds: number[]) {
  if (!courseIds.length) return
  const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds))
  if (found.length !== courseIds.length) throw new UserInputError('Errors prevented this form from being saved', { courseIds: [productMessages.unknownCourse] })
}

const columnsOf = (values: Omit<ReturnType<typeof productSchema.parse>, 'courseIds'>) => ({
  name: values.name,
  priceCentavos: values.price,
  description: values.description,
  imageUrl: values.imageUrl,
  isActive: values.isActive,
})

export const createProduct = (async ({ input }) => {
  const { courseIds, ...values } = parseInput(productSchema, input)
  await checkCourses(courseIds)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(productsTable).values(columnsOf(values)).returning({ id: productsTable.id })
    if (courseIds.length) await tx.insert(productCourses).values(courseIds.map((courseId) => ({ productId: row.id, courseId })))
    await logChange(tx, 'product', 'created', row.id, { ...values, courseIds })
    return row.id
  })
  return foundProduct(id)
}) satisfies MutationResolvers['createProduct']

export const updateProduct = (async ({ id, input }) => {
  const { courseIds, ...values } = parseInput(productSchema, input)
  await checkCourses(courseIds)
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(productsTable).where(eq(productsTable.id, id)).for('update')
    if (!before) throw new NotFoundError('Product not found')
    await tx.update(productsTable).set({ ...columnsOf(values), updatedAt: new Date() }).where(eq(productsTable.id, id))
    await tx.delete(productCourses).where(eq(productCourses.productId, id))
    if (courseIds.length) await tx.insert(productCourses).values(courseIds.map((courseId) => ({ productId: id, courseId })))
    await logChange(tx, 'product', 'updated', id, {
      before: { name: before.name, price: before.priceCentavos, isActive: before.isActive },
      after: { ...values, courseIds },
    })
  })
  return foundProduct(id)
}) satisfies MutationResolvers['updateProduct']

export const deleteProduct = (async ({ id }) => {
  try {
    return await db.transaction(async (tx) => {
      const [hasFunnel] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.productId, id)).limit(1)
      if (hasFunnel) throw new UserInputError(productMessages.hasFunnels)
      const [row] = await tx.delete(productsTable).where(eq(productsTable.id, id)).returning()
      if (!row) throw new NotFoundError('Product not found')
      // The row as it was: the log is the only place it still exists.
      await logChange(tx, 'product', 'deleted', id, { ...row })
      return id
    })
  } catch (error) {
    // A funnel added between the check and the delete: the foreign key restricts.
    if (isRestrictViolation(error)) throw new UserInputError(productMessages.hasFunnels)
    throw error
  }
}) satisfies MutationResolvers['deleteProduct']

/** The funnels of many products by name: one statement per request. */
function productFunnelsLoader() {
  return loader<number, FunnelAnswer[]>('products:funnels', async (productIds) => {
    const rows = await db
      .select()
      .from(funnels)
      .where(inArray(funnels.productId, [...productIds]))
      .orderBy(asc(funnels.name), asc(funnels.id))
    return groupByKeys(productIds, rows.map(toFunnel), (row) => row.productId)
  })
}

/** The courses of many products by name: one statement per request. */
function productCoursesLoader() {
  return loader<number, { id: number; name: string; productId: number }[]>('products:courses', async (productIds) => {
    const rows = await db
      .select({ id: courses.id, name: courses.name, productId: productCourses.productId })
      .from(productCourses)
      .innerJoin(courses, eq(courses.id, productCourses.courseId))
      .where(inArray(productCourses.productId, [...productIds]))
      .orderBy(asc(courses.name), asc(courses.id))
    return groupByKeys(productIds, rows, (row) => row.productId)
  })
}

/** Products by id (a funnel's product): one statement per request. */
export function productLoader() {
  return loader<number, ProductAnswer | null>('products:byId', async (ids) => {
    const rows = await db.select().from(productsTable).where(inArray(productsTable.id, [...ids]))
    return byKeys(ids, rows.map(toProduct), (row) => row.id)
  })
}

export const Product = {
  funnels: (_args, { root }) => productFunnelsLoader().load(root.id!) as never,
  courses: (_args, { root }) => productCoursesLoader().load(root.id!),
} satisfies Pick<ProductResolvers, 'funnels' | 'courses'>

