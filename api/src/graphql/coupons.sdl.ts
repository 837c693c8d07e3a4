// Coupons in the back office: /funnels/{funnelId}/coupons/new, /funnels/{funnelId}/coupons/{id},
// /coupons/{id}/edit. A coupon is part of its funnel: reading it needs the funnel page flag, writing
// it editProduct (as the funnel). The discount rule is common/discount.ts (applyDiscount).
export const schema = /* GraphQL */ `
  "A discount code of one funnel."
  type Coupon {
    id: Int!
    funnelId: String!
    "Unique per funnel regardless of case."
    code: String!
    "fixed or percentage."
    type: String!
    "The amount off in integer centavos (fixed coupons); null for percentage ones."
    amount: Int
    "The percent off, 1..100 (percentage coupons); null for fixed ones."
    percentOff: Int
    validFrom: DateTime
    validUntil: DateTime
    "null = unlimited."
    maxUses: Int
    usedCount: Int!
    isActive: Boolean!
    "The funnel's price after this coupon, integer centavos (0 when nothing is left: FREE)."
    discountedPrice: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
    funnel: Funnel!
  }

  input CouponInput {
    code: String!
    "fixed or percentage."
    type: String!
    "fixed: the amount off in integer centavos (more than 0)."
    amount: Int
    "percentage: 1..100."
    percentOff: Int
    validFrom: DateTime
    validUntil: DateTime
    "Blank = unlimited; not below the uses so far."
    maxUses: Int
    isActive: Boolean
  }

  type Query {
    "One coupon; null when there is none with this id."
    coupon(id: Int!): Coupon @requireAccess(page: "funnel")
  }

  type Mutation {
    createCoupon(funnelId: String!, input: CouponInput!): Coupon! @requireAccess(page: "editProduct")
    updateCoupon(id: Int!, input: CouponInput!): Coupon! @requireAccess(page: "editProduct")
    "Deletes a coupon; invoices that used it keep their discount. Answers the id."
    deleteCoupon(id: Int!): Int! @requireAccess(page: "editProduct")
  }
`
