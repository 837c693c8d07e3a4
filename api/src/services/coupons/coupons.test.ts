import { describe, expect } from 'vitest'
import { applyDiscount } from '../../../../common/discount'
import { couponMessages } from '../../../../common/validation/coupons'
import { coupons as couponsTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { catalog, logsOf, refusal } from '../products/catalog.scenarios'
import { createCoupon, deleteCoupon, updateCoupon } from './coupons'

const percent = { code: 'EARLY20', type: 'percentage', percentOff: 20, isActive: true }

describe('coupons', () => {
  scenario('answers a coupon with the funnel price after it (applyDiscount)', catalog, async ({ admin, tribe500, annual }) => {
    const result = await runGraphql(admin, `query { coupon(id: ${tribe500.id}) { code type amount percentOff usedCount discountedPrice funnel { id price } } }`)
    expect(result.errors).toBeUndefined()
    expect(result.data?.coupon).toEqual({
      code: 'TRIBE500',
      type: 'fixed',
      amount: 50_000,
      percentOff: null,
      usedCount: 2,
      discountedPrice: 1_449_900,
      funnel: { id: annual.id, price: 1_499_900 },
    })
  })

  scenario('creates a percentage coupon with the info log; the discount rule rounds to centavos', catalog, async ({ admin, annual }) => {
    const created = await asUser(admin, () => createCoupon({ funnelId: annual.id, input: { ...percent, amount: 999 } }))
    // The other type's value is dropped (the table wants it null).
    expect(created).toMatchObject({ code: 'EARLY20', percentOff: 20, amount: null, discountedPrice: applyDiscount(1_499_900, { type: 'percentage', value: 20 }) })
    expect(created.discountedPrice).toBe(1_199_920)
    expect(await logsOf('coupon-created', created.id)).toHaveLength(1)
  })

  scenario('a fixed coupon larger than the price leaves it FREE (0)', catalog, async ({ admin, annual }) => {
    const created = await asUser(admin, () => createCoupon({ funnelId: annual.id, input: { code: 'ALL', type: 'fixed', amount: 9_999_999 } }))
    expect(created.discountedPrice).toBe(0)
  })

  scenario('refuses a duplicate code regardless of case, a percentage outside 1-100 and a bad window, storing nothing', catalog, async ({ admin, annual, lifetime }) => {
    const before = (await db.select().from(couponsTable)).length
    const taken = await refusal(() => asUser(admin, () => createCoupon({ funnelId: annual.id, input: { code: 'tribe500', type: 'fixed', amount: 100 } })))
    expect(taken.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { code: [couponMessages.codeTaken] } } })
    const big = await refusal(() => asUser(admin, () => createCoupon({ funnelId: annual.id, input: { ...percent, percentOff: 101 } })))
    expect(big.extensions.properties?.messages.percentOff).toEqual([couponMessages.percentOff])
    const zero = await refusal(() => asUser(admin, () => createCoupon({ funnelId: annual.id, input: { ...percent, percentOff: 0 } })))
    expect(zero.extensions.properties?.messages.percentOff).toEqual([couponMessages.percentOff])
    const window = await refusal(() =>
      asUser(admin, () => createCoupon({ funnelId: annual.id, input: { ...percent, validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-11-01T00:00:00Z' } })),
    )
    expect(window.extensions.properties?.messages.validUntil).toEqual([couponMessages.window])
    const noFunnel = await refusal(() => asUser(admin, () => createCoupon({ funnelId: 'nope', input: percent })))
    expect(noFunnel.message).toBe(couponMessages.unknownFunnel)
    expect((await db.select().from(couponsTable)).length).toBe(before)
    // The same code on another funnel is fine.
    await asUser(admin, () => createCoupon({ funnelId: lifetime.id, input: { code: 'TRIBE500', type: 'fixed', amount: 100 } }))
  })

  scenario('updates a coupon; the usage limit cannot go below the uses so far', catalog, async ({ admin, tribe500 }) => {
    const refused = await refusal(() => asUser(admin, () => updateCoupon({ id: tribe500.id, input: { code: 'TRIBE500', type: 'fixed', amount: 50_000, maxUses: 1 } })))
    expect(refused.extensions.properties?.messages.maxUses).toEqual([couponMessages.belowUsed])
    const updated = await asUser(admin, () => updateCoupon({ id: tribe500.id, input: { code: 'TRIBE10', type: 'percentage', percentOff: 10, maxUses: 5, isActive: false } }))
    expect(updated).toMatchObject({ code: 'TRIBE10', type: 'percentage', amount: null, percentOff: 10, maxUses: 5, isActive: false })
    expect(await logsOf('coupon-updated', tribe500.id)).toHaveLength(1)
  })

  scenario('deletes a coupon with the info log; a role without editProduct may not', catalog, async ({ admin, enroller, tribe500 }) => {
    const forbidden = await runGraphql(enroller, `mutation { deleteCoupon(id: ${tribe500.id}) }`)
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect(await asUser(admin, () => deleteCoupon({ id: tribe500.id }))).toBe(tribe500.id)
    expect(await logsOf('coupon-deleted', tribe500.id)).toHaveLength(1)
  })
})
