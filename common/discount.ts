// Discounts (coupons, commissions) work in integer centavos so totals never drift by a fraction.

/** 'fixed' subtracts an amount in centavos; 'percentage' subtracts a percent (10 = 10%). */
export type DiscountType = 'fixed' | 'percentage'

/** Labels used in forms, verbatim from the spec. */
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  fixed: 'Fixed Amount',
  percentage: 'Percentage',
}

/** A discount: an amount in centavos, or a percent. */
export type Discount = { type: DiscountType; value: number }

/** The price after the discount, in whole centavos; a result that is not positive becomes 0. */
export function applyDiscount(priceCentavos: number, discount: Discount | null | undefined): number {
  if (!discount) return Math.max(0, Math.round(priceCentavos))
  const result =
    discount.type === 'fixed'
      ? priceCentavos - discount.value
      : priceCentavos - (priceCentavos * discount.value) / 100
  const rounded = Math.round(result)
  return rounded > 0 ? rounded : 0
}
