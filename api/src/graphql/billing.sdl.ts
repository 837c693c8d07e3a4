// /account, "Billing and Subscriptions" (docs/product.md, "billing"): what the signed-in member holds and owes, and
// their proof of a manual payment. Only ever the caller's own rows.
export const schema = /* GraphQL */ `
  "The signed-in member's billing: subscriptions (newest first) and invoices with their schedule rows."
  type MyBilling {
    subscriptions: [BillingSubscription!]!
    invoices: [BillingInvoice!]!
  }

  input PaymentProofInput {
    "The schedule row paid (one of the member's own, unpaid)."
    paymentScheduleId: String!
    "The stored file from POST /api/upload-file: uploaded by this member, an image or a PDF."
    fileId: Int!
    "How they paid: GCash, Maya, Bank Transfer or what they typed."
    paymentPlatform: String!
    "The transfer's reference number, if any."
    referenceNumber: String
  }

  type Query {
    myBilling: MyBilling! @requireAuth
  }

  type Mutation {
    "Sends a proof of a manual payment to the /payment approval queue; a newer proof replaces one still pending."
    submitPaymentProof(input: PaymentProofInput!): PaymentScheduleRef! @requireAuth
  }
`
