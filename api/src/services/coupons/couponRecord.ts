// A coupon as the API answers it, with the funnel price after it (applyDiscount: one rule for the
// web preview, checkout and this answer).
import { applyDiscount } from '../../../../common/discount'
import type { coupons } from '../../../../db/schema'
import type { Coupon as GqlCoupon } from '../../types/graphql'
import { iso } from '../../lib/time'

type CouponRow = typeof coupons.$inferSelect

/** The discount of a coupon row, as common/discount.ts takes it. */
export const discountOf = (row: Pick<CouponRow, 'type' | 'amountCentavos' | 'percentOff'>) => ({
  type: row.type,
  value: (row.type === 'fixed' ? row.amountCentavos : row.percentOff) ?? 0,
})

export function toCoupon(row: CouponRow, funnelPrice: number) {
  return {
    id: row.id,
    funnelId: row.funnelId,
    code: row.code,
    type: row.type,
    amount: row.amountCentavos,
    percentOff: row.percentOff,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    isActive: row.isActive,
    discountedPrice: applyDiscount(funnelPrice, discountOf(row)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as Omit<GqlCoupon, 'funnel'> & Pick<GqlCoupon, 'funnel'>
}
