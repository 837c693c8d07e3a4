// The public checkout (/checkout/{funnelId}) and paying a due schedule row from /account (docs/product.md,
// "checkout"; docs/payments.md). The offer and the quote are public (a visitor prices the offer before signing
// in); starting a payment needs a signed-in buyer, who pays for themself. Money is integer centavos.
// Refunds due (money that arrived and could not be honoured, services/checkout/honour.ts) are the
// /payment queue's second view: page flag payment, like the queue.
export const schema = /* GraphQL */ `
  "A payment term as the checkout offers it."
  type CheckoutTerm {
    id: String!
    name: String!
    numberOfPayments: Int!
    "day, week or month."
    intervalUnit: String!
    intervalCount: Int!
    "The total on this term before any coupon, integer centavos."
    total: Int!
  }

  "What a funnel sells, for its public checkout page."
  type CheckoutOffer {
    funnelId: String!
    funnelName: String!
    productId: Int!
    productName: String!
    productDescription: String
    productImageUrl: String
    "The funnel price, integer centavos; 0 is free."
    price: Int!
    "Days of access; null = lifetime."
    validityByDays: Int
    "False: the page sends the buyer to /checkout/closed."
    isOpen: Boolean!
    "'one-time' first, then the funnel's other terms."
    terms: [CheckoutTerm!]!
  }

  "The price of a funnel on one term with an optional coupon. Integer centavos."
  type CheckoutQuote {
    funnelId: String!
    paymentTermId: String!
    "The term's total before the coupon."
    price: Int!
    discount: Int!
    total: Int!
    "The first instalment: what is paid at checkout."
    dueNow: Int!
    numberOfPayments: Int!
    "The coupon applied, as stored; null when none was typed or it was refused."
    couponCode: String
    "Why the coupon typed was not applied (the discount is then 0)."
    couponProblem: String
  }

  "A payment started. pending: send the buyer to redirectUrl (the provider's hosted page). paid: nothing to pay (a total of 0), go to redirectUrl."
  type CheckoutStart {
    status: String!
    sessionId: String
    redirectUrl: String!
    "Set when a free checkout granted the subscription at once."
    subscriptionId: Int
  }

  "The signed-in buyer's own payment attempt."
  type CheckoutSession {
    id: String!
    "test or paymongo."
    provider: String!
    "pending, paid, failed or expired."
    status: String!
    "Integer centavos."
    amount: Int!
    description: String!
    "Where to go once paid: /thank-you after a purchase, /account?q=billings after a schedule payment."
    returnPath: String!
    "Where to go back to without paying."
    cancelPath: String!
  }

  "Money that arrived and could not be honoured: staff refund it with the provider, then mark it refunded."
  type RefundDue {
    "The checkout session the money paid."
    sessionId: String!
    member: BillingMember!
    "The funnel bought; null for a schedule row's payment."
    funnel: BillingFunnel
    "What was bought: 'Product: Funnel', or the schedule row paid."
    description: String!
    "test or paymongo."
    provider: String!
    "The provider's payment id (what to refund)."
    paymentId: String
    "What the provider charged, integer centavos."
    amount: Int!
    "Why it cannot be honoured, for staff to read."
    reason: String!
    "amount-mismatch, offer-closed, offer-changed, duplicate, coupon-used-up or already-paid."
    reasonCode: String!
    "When the money arrived."
    refundDueAt: DateTime!
  }

  type RefundsDue {
    items: [RefundDue!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type RefundSettled {
    sessionId: String!
    settledAt: DateTime!
  }

  input StartCheckoutInput {
    funnelId: String!
    paymentTermId: String!
    couponCode: String
  }

  type Query {
    "A funnel's offer; null when there is no such funnel."
    checkoutOffer(funnelId: String!): CheckoutOffer @skipAuth
    "The price with the coupon by the discount rule (a refused coupon says why in couponProblem). An unknown funnel or term is an error."
    checkoutQuote(funnelId: String!, paymentTermId: String!, couponCode: String): CheckoutQuote! @skipAuth
    "One of the signed-in user's own checkout sessions; null otherwise."
    checkoutSession(id: String!): CheckoutSession @requireAuth
    "Refunds not yet marked refunded, oldest first."
    refundsDue(page: Int, pageSize: Int): RefundsDue! @requireAccess(page: "payment")
  }

  type Mutation {
    "Buys the funnel for the signed-in user: a provider checkout for the first instalment, or at once when the total is 0."
    startCheckout(input: StartCheckoutInput!): CheckoutStart! @requireAuth
    "Pays one of the signed-in member's own unpaid schedule rows through the provider."
    payPaymentSchedule(id: String!): CheckoutStart! @requireAuth
    "Records that a refund due was paid back to the buyer (who and when, in the info log); refused if already marked."
    markRefundSettled(sessionId: String!): RefundSettled! @requireAccess(page: "payment")
  }
`
