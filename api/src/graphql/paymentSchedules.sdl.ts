// Payment schedules (docs/product.md, "paymentSchedules"): the view-subscription Payment
// Records tab and /payment (the approval queue). Prices are integer centavos. Adding and updating
// rows needs page flag subscription; approving and revoking (the approval desk) page flag payment,
// like the queue. Each runs in one transaction with the row locked and writes the info log.
export const schema = /* GraphQL */ `
  type PaymentScheduleRef {
    id: String!
  }

  input AddPaymentScheduleInput {
    invoiceId: Int!
    "'YYYY-MM-DD' (Manila)."
    scheduleDate: String!
    "Integer centavos, 0 or more."
    price: Int!
  }

  input UpdatePaymentScheduleInput {
    "Kept only on a paid row (the platform is shown only when paid)."
    paymentPlatform: String
    scheduleDate: String!
    "Integer centavos; a paid row's price cannot change (refused unless unchanged or left out)."
    price: Int
  }

  "A row of the approval queue."
  type PaymentQueueItem {
    schedule: BillingPaymentSchedule!
    member: BillingMember!
    funnel: BillingFunnel!
    subscriptionId: Int!
    "The newest pending proof, else the newest proof; null when the member uploaded none."
    proof: BillingPaymentProof
  }

  type PaymentQueue {
    items: [PaymentQueueItem!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    """
    Schedule rows oldest first (due date, then id). bills: unpaid (default), paid or all.
    withProof: only rows with a proof waiting for review. search: the member's name or e-mail.
    """
    paymentQueue(page: Int, pageSize: Int, bills: String, withProof: Boolean, search: String): PaymentQueue!
      @requireAccess(page: "payment")
  }

  type Mutation {
    addPaymentSchedule(input: AddPaymentScheduleInput!): PaymentScheduleRef! @requireAccess(page: "subscription")
    updatePaymentSchedule(id: String!, input: UpdatePaymentScheduleInput!): PaymentScheduleRef! @requireAccess(page: "subscription")
    "Marks the row paid (a 'manual-<uuid>' transaction id); refused if already paid. externalInvoiceId 'N/A' or blank = none."
    approvePaymentScheduleTransaction(id: String!, paymentPlatform: String!, externalInvoiceId: String): PaymentScheduleRef!
      @requireAccess(page: "payment")
    "Revokes the payment (clears the transaction), keeping the reason in remarks."
    disapprovePaymentScheduleTransaction(id: String!, remarks: String!): PaymentScheduleRef! @requireAccess(page: "payment")
  }
`
