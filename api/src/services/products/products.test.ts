import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { productMessages } from '../../../../common/validation/products'
import { productCourses, products as productsTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { statementsOf } from '../courses/courses.scenarios'
import { catalog, logsOf, refusal } from './catalog.scenarios'
import { adminProducts, createProduct, deleteProduct, updateProduct } from './products'

const valid = { name: 'VA Bootcamp', price: 499_950, description: 'Six months', isActive: true, courseIds: [] as number[] }

describe('products', () => {
  scenario('answers the enrol screens the active products with their funnel ids (contract shape)', catalog, async ({ enroller, membership, annual, lifetime }) => {
    const result = await runGraphql(enroller, `query { products { id name price funnels { id } } }`)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      products: [{ id: membership.id, name: 'Tribe Membership', price: 1_499_900, funnels: [{ id: annual.id }, { id: lifetime.id }] }],
    })
  })

  scenario('refuses a role without the products page or the enrol function', catalog, async ({ member }) => {
    for (const query of ['query { products { id } }', 'query { adminProducts { totalCount } }']) {
      const result = await runGraphql(member, query)
      expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN'])
    }
  })

  scenario('lists all, active or expired (deactivated) products, searching names', catalog, async ({ admin, membership, bootcamp }) => {
    const ids = async (args: Parameters<typeof adminProducts>[0]) => (await asUser(admin, () => adminProducts(args))).items.map((row) => row.id)
    expect(await ids({})).toEqual([bootcamp.id, membership.id])
    expect(await ids({ status: 'active' })).toEqual([membership.id])
    expect(await ids({ status: 'expired' })).toEqual([bootcamp.id])
    expect(await ids({ search: 'TRIBE' })).toEqual([membership.id])
    expect((await refusal(() => asUser(admin, () => adminProducts({ status: 'gone' })))).extensions.properties?.messages.status).toEqual([productMessages.status])
  })

  scenario('creates a product with its courses and the info log; the creator needs product_create', catalog, async ({ admin, enroller, course }) => {
    const created = await asUser(admin, () => createProduct({ input: { ...valid, courseIds: [course.id] } }))
    expect(created).toMatchObject({ name: 'VA Bootcamp', price: 499_950, status: 'active' })
    expect(await db.select().from(productCourses).where(eq(productCourses.productId, created.id))).toHaveLength(1)
    expect(await logsOf('product-created', created.id)).toHaveLength(1)
    const result = await runGraphql(enroller, `mutation { createProduct(input: { name: "X", price: 0 }) { id } }`)
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })

  scenario('refuses a negative price, a blank name and an unknown course, storing nothing', catalog, async ({ admin }) => {
    const before = await db.select().from(productsTable)
    const bad = await refusal(() => asUser(admin, () => createProduct({ input: { ...valid, name: ' ', price: -1 } })))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(bad.extensions.properties?.messages).toEqual({ name: [productMessages.nameRequired], price: ['Price cannot be negative'] })
    const unknown = await refusal(() => asUser(admin, () => createProduct({ input: { ...valid, courseIds: [999_999] } })))
    expect(unknown.extensions.properties?.messages.courseIds).toEqual([productMessages.unknownCourse])
    expect(await db.select().from(productsTable)).toHaveLength(before.length)
  })

  scenario('updates the fields and replaces the courses, with the info log', catalog, async ({ admin, membership }) => {
    const updated = await asUser(admin, () => updateProduct({ id: membership.id, input: { ...valid, name: 'Tribe', isActive: false, courseIds: [] } }))
    expect(updated).toMatchObject({ name: 'Tribe', status: 'expired', isActive: false, price: 499_950 })
    expect(await db.select().from(productCourses).where(eq(productCourses.productId, membership.id))).toEqual([])
    expect(await logsOf('product-updated', membership.id)).toHaveLength(1)
  })

  scenario('deletes a product without funnels; one with funnels is to be deactivated', catalog, async ({ admin, membership, bootcamp }) => {
    const refused = await refusal(() => asUser(admin, () => deleteProduct({ id: membership.id })))
    expect(refused).toMatchObject({ message: productMessages.hasFunnels, extensions: { code: 'BAD_USER_INPUT' } })
    expect(await asUser(admin, () => deleteProduct({ id: bootcamp.id }))).toBe(bootcamp.id)
    expect(await db.select().from(productsTable).where(eq(productsTable.id, bootcamp.id))).toEqual([])
    expect(await logsOf('product-deleted', bootcamp.id)).toHaveLength(1)
  })

  scenario('answers one product with its courses and funnels', catalog, async ({ admin, membership }) => {
    const result = await runGraphql(admin, `query { product(id: ${membership.id}) { name price status courses { name } funnels { name checkoutPath } } }`)
    expect(result.errors).toBeUndefined()
    expect(result.data?.product).toMatchObject({ name: 'Tribe Membership', price: 1_499_900, status: 'active', courses: [{ name: 'VA Fundamentals' }] })
    expect((result.data?.product as { funnels: { checkoutPath: string }[] }).funnels[0].checkoutPath).toMatch(/^\/checkout\//)
  })

  scenario('reads the list with its funnels and courses in a fixed number of statements', catalog, async ({ admin }) => {
    const LIST = 'query { adminProducts { items { id name funnels { id name product { name } funnelPaymentTerm { paymentTermId } } courses { name } } } }'
    const before = await statementsOf(() => runGraphql(admin, LIST))
    for (let i = 0; i < 5; i += 1) await db.insert(productsTable).values({ name: `Extra ${i}` })
    const after = await statementsOf(() => runGraphql(admin, LIST))
    expect(after).toBe(before)
    // The page, its count, the funnels, the courses, the funnels' products and their terms.
    expect(after).toBe(6)
  })
})
