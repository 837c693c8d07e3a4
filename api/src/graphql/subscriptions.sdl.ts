// Subscriptions in the back office (docs/product.md, "subscriptions"): /view-subscription/{userId} (userSubscription and
// user(id) { invoice }), /subscriptions (the list) and /subscriptions/{id} (one subscription).
// Money is integer centavos (price fields are Int centavos); scheduleDate is a Manila calendar date.
// Reads need the page flag of the page that shows them: subscription (view-subscription and a
// subscription's page), subscriptions (the list). user(id).invoice is the user's own or needs the
// subscription page flag (an empty list otherwise).
export const schema = /* GraphQL */ `
  "A funnel as the billing screens name it."
  type BillingFunnel {
    id: String!
    name: String!
    productId: Int!
  }

  "A user's subscription to a funnel (expiry after 1 Jan 9999 = lifetime)."
  type BillingSubscription {
    id: Int!
    userId: Int!
    funnel: BillingFunnel!
    paymentTermId: String!
    startsAt: DateTime!
    expiry: DateTime!
    "Set when an admin unsubscribed the user from this funnel."
    unenrolledAt: DateTime
    "Lifetime, Expired (before the start of today in Manila) or Active."
    status: String!
    createdAt: DateTime!
  }

  "A proof of payment a member uploaded for a schedule row."
  type BillingPaymentProof {
    id: Int!
    "The stored file (the proof itself is downloadable at /api/files/payment-proofs/{id})."
    fileId: Int!
    fileName: String!
    contentType: String!
    paymentPlatform: String!
    referenceNumber: String
    "pending, approved or rejected."
    status: String!
    remarks: String
    createdAt: DateTime!
  }

  "One instalment of an invoice. Paid when transactionId is set; the status is derived from scheduleDate."
  type BillingPaymentSchedule {
    "A string in the contract (the row id is a bigint)."
    id: String!
    invoiceId: Int!
    "Integer centavos."
    price: Int!
    "The Manila calendar day it is due, 'YYYY-MM-DD'."
    scheduleDate: Date!
    transactionId: String
    paymentPlatform: String
    externalInvoiceId: String
    "Why the payment was revoked."
    remarks: String
    approvedAt: DateTime
    revokedAt: DateTime
    "The member's proofs of payment, newest first."
    proofs: [BillingPaymentProof!]!
    "The newest proof (the first of proofs), or null: what a member's own row shows, cheaper to ask than the list."
    latestProof: BillingPaymentProof
  }

  type BillingInvoiceSubscription {
    id: Int!
    expiry: DateTime!
    funnel: BillingFunnel!
  }

  "A subscription's bill: what is owed is the sum of its schedule rows."
  type BillingInvoice {
    id: Int!
    "The checkout discount, integer centavos."
    discountCentavos: Int!
    createdAt: DateTime!
    subscription: BillingInvoiceSubscription!
    "Rows by due date."
    paymentSchedule: [BillingPaymentSchedule!]!
  }

  type BillingMember {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
  }

  "A row of /subscriptions."
  type SubscriptionListItem {
    id: Int!
    member: BillingMember!
    funnel: BillingFunnel!
    paymentTermId: String!
    startsAt: DateTime!
    expiry: DateTime!
    unenrolledAt: DateTime
    status: String!
    "Sums of the schedule rows, integer centavos."
    totalCentavos: Int!
    paidCentavos: Int!
    unpaidCount: Int!
  }

  type SubscriptionList {
    items: [SubscriptionListItem!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "One subscription with its member and invoices (/subscriptions/{id})."
  type SubscriptionDetail {
    id: Int!
    member: BillingMember!
    funnel: BillingFunnel!
    paymentTermId: String!
    startsAt: DateTime!
    expiry: DateTime!
    unenrolledAt: DateTime
    status: String!
    createdAt: DateTime!
    invoices: [BillingInvoice!]!
  }

  extend type User {
    "The user's invoices, newest first, each with its subscription and schedule rows: their own, or with page flag subscription (else empty)."
    invoice: [BillingInvoice!]!
  }

  type Query {
    "The subscriptions of the user with this id (not a subscription id), newest first, unsubscribed ones included."
    userSubscription(id: Int!): [BillingSubscription!]! @requireAccess(page: "subscription")
    """
    Subscriptions newest first. validity: active (not expired, not unsubscribed), expired (or
    unsubscribed) or all (default). payment: unpaid (some row unpaid), paid (every row paid) or all.
    search: the member's name or e-mail contains it. sortBy expiry, startsAt or createdAt.
    """
    subscriptions(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, validity: String, payment: String, search: String): SubscriptionList!
      @requireAccess(page: "subscriptions")
    "One subscription, or null."
    subscription(id: Int!): SubscriptionDetail @requireAccess(page: "subscription")
  }
`
