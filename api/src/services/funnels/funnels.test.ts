import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { funnelMessages } from '../../../../common/validation/funnels'
import { affiliates, funnelPaymentTerms, funnels as funnelsTable, redirectRules } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { catalog, logsOf, refusal } from '../products/catalog.scenarios'
import { createFunnel, deleteFunnel, funnels, updateFunnel } from './funnels'

const BY_PRODUCT = `query ($productId: Int!, $hidden: Boolean, $userId: Int) {
  funnelsByProductId(productId: $productId, hidden: $hidden, userId: $userId) {
    id name productId validityByDays slug price product { name price } funnelPaymentTerm { paymentTermId }
  }
}`

const termsOf = async (funnelId: string) =>
  (await db.select().from(funnelPaymentTerms).where(eq(funnelPaymentTerms.funnelId, funnelId))).map((row) => row.paymentTermId).sort()

describe('funnels', () => {
  scenario('funnelsByProductId answers the contract shape: open funnels, closed ones too when hidden', catalog, async ({ enroller, membership, annual, lifetime }) => {
    const open = await runGraphql(enroller, BY_PRODUCT, { productId: membership.id })
    expect(open.errors).toBeUndefined()
    expect(open.data).toEqual({
      funnelsByProductId: [
        {
          id: annual.id,
          name: 'Annual',
          productId: membership.id,
          validityByDays: 365,
          slug: 'annual',
          price: 1_499_900,
          product: { name: 'Tribe Membership', price: 1_499_900 },
          funnelPaymentTerm: [{ paymentTermId: 'one-time' }, { paymentTermId: '3-months' }],
        },
      ],
    })
    const all = await runGraphql(enroller, BY_PRODUCT, { productId: membership.id, hidden: true })
    expect((all.data?.funnelsByProductId as { id: string }[]).map((f) => f.id)).toEqual([annual.id, lifetime.id])
  })

  scenario('funnelsByProductId with userId leaves out funnels the user holds an active subscription to', catalog, async ({ enroller, membership, lifetime, learner }) => {
    const result = await runGraphql(enroller, BY_PRODUCT, { productId: membership.id, hidden: true, userId: learner.id })
    expect((result.data?.funnelsByProductId as { id: string }[]).map((f) => f.id)).toEqual([lifetime.id])
  })

  scenario('refuses the enrol queries to a role without the products page or the enrol function', catalog, async ({ member, membership }) => {
    const result = await runGraphql(member, BY_PRODUCT, { productId: membership.id })
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })

  scenario('lists every funnel with its product, filtering by search and status', catalog, async ({ admin, annual, lifetime }) => {
    const ids = async (args: Parameters<typeof funnels>[0]) => (await asUser(admin, () => funnels(args))).items.map((row) => row.id)
    expect((await ids({})).sort()).toEqual([annual.id, lifetime.id].sort())
    expect(await ids({ status: 'closed' })).toEqual([lifetime.id])
    expect((await ids({ search: 'tribe' })).length).toBe(2)
    expect(await ids({ search: 'annu' })).toEqual([annual.id])
  })

  scenario('creates a funnel offering its terms and one-time always, with the info log', catalog, async ({ admin, membership }) => {
    const created = await asUser(admin, () =>
      createFunnel({ input: { productId: membership.id, name: 'Quarterly', slug: 'Quarterly-Plan', price: 399_900, validityByDays: null, paymentTermIds: ['3-months'] } }),
    )
    expect(created).toMatchObject({ slug: 'quarterly-plan', price: 399_900, validityByDays: null, isOpen: true, checkoutPath: `/checkout/${created.id}` })
    expect(await termsOf(created.id)).toEqual(['3-months', 'one-time'])
    expect(await logsOf('funnel-created', created.id)).toHaveLength(1)
  })

  scenario("refuses a slug an affiliate's main link, the app itself (a marketing page's too) or a redirect rule already uses", catalog, async ({ admin, membership }) => {
    const partner = await createUser({ email: 'partner@example.com' })
    await db.insert(affiliates).values({ userId: partner.id, code: 'carlo', commissionType: 'Percentage', commissionPercent: 20 })
    const attempt = (slug: string) => refusal(() => asUser(admin, () => createFunnel({ input: { productId: membership.id, name: 'X', slug, price: 100 } })))
    expect((await attempt('carlo')).extensions.properties?.messages).toEqual({ slug: [funnelMessages.slugAffiliate] })
    expect((await attempt('checkout')).extensions.properties?.messages).toEqual({ slug: [funnelMessages.slugReserved] })
    expect((await attempt('xmas')).extensions.properties?.messages).toEqual({ slug: [funnelMessages.slugReserved] })
    // A rule wins over every page, switched on or not yet.
    await db.insert(redirectRules).values([
      { fromPath: '/Promo', toUrl: '/membership' },
      { fromPath: '/later', toUrl: '/membership', isActive: false },
    ])
    expect((await attempt('promo')).extensions.properties?.messages).toEqual({ slug: [funnelMessages.slugRedirect] })
    expect((await attempt('later')).extensions.properties?.messages).toEqual({ slug: [funnelMessages.slugRedirect] })
    expect(await asUser(admin, () => createFunnel({ input: { productId: membership.id, name: 'X', slug: 'promo-2', price: 100 } }))).toMatchObject({ slug: 'promo-2' })
  })

  scenario('refuses a duplicate slug, an unknown product, a negative price and an unknown term, storing nothing', catalog, async ({ admin, membership }) => {
    const before = (await db.select().from(funnelsTable)).length
    const taken = await refusal(() => asUser(admin, () => createFunnel({ input: { productId: membership.id, name: 'X', slug: 'annual', price: 100 } })))
    expect(taken.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { slug: [funnelMessages.slugTaken] } } })
    const unknown = await refusal(() =>
      asUser(admin, () => createFunnel({ input: { productId: 999_999, name: 'X', slug: 'x', price: 100, paymentTermIds: ['nope'] } })),
    )
    expect(unknown.extensions.properties?.messages).toEqual({
      productId: [funnelMessages.unknownProduct],
      paymentTermIds: [funnelMessages.unknownPaymentTerm],
    })
    const negative = await refusal(() => asUser(admin, () => createFunnel({ input: { productId: membership.id, name: 'X', slug: 'x', price: -5 } })))
    expect(negative.extensions.properties?.messages.price).toEqual(['Price cannot be negative'])
    expect((await db.select().from(funnelsTable)).length).toBe(before)
  })

  scenario('updates a funnel and its terms; its own slug is not a duplicate', catalog, async ({ admin, membership, annual }) => {
    const updated = await asUser(admin, () =>
      updateFunnel({ id: annual.id, input: { productId: membership.id, name: 'Annual 2027', slug: 'annual', price: 1_599_900, validityByDays: 365, isOpen: false, paymentTermIds: ['weekly-4'] } }),
    )
    expect(updated).toMatchObject({ name: 'Annual 2027', isOpen: false, price: 1_599_900 })
    expect(await termsOf(annual.id)).toEqual(['one-time', 'weekly-4'])
    expect(await logsOf('funnel-updated', annual.id)).toHaveLength(1)
  })

  scenario('deletes a funnel nobody subscribed to; refuses one with subscriptions', catalog, async ({ admin, annual, lifetime }) => {
    expect((await refusal(() => asUser(admin, () => deleteFunnel({ id: annual.id })))).message).toBe(funnelMessages.hasSubscriptions)
    expect(await asUser(admin, () => deleteFunnel({ id: lifetime.id }))).toBe(lifetime.id)
    expect(await logsOf('funnel-deleted', lifetime.id)).toHaveLength(1)
  })

  scenario('a role without editProduct cannot change a funnel', catalog, async ({ enroller, annual }) => {
    const result = await runGraphql(enroller, `mutation { deleteFunnel(id: "${annual.id}") }`)
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})
