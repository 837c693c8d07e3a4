// A coupon as CouponForm edits it and CouponCell shows it: the coupon's page (FindCoupon, which also
// asks for discountedPrice) and the edit page (EditCoupon) select these same fields.
import { gql } from '@apollo/client'

export const COUPON_FIELDS = gql`
  fragment CouponFields on Coupon {
    id
    funnelId
    code
    type
    amount
    percentOff
    validFrom
    validUntil
    maxUses
    usedCount
    isActive
    funnel {
      id
      name
      price
    }
  }
`
