// Payment terms in the back office (docs/product.md, "paymentTerms"): /payment-terms (list, detail, new, edit), and the enrol
// screens' paymentTermsByFunnelId (a contract query). Reads need the page flags of the pages
// that show them (paymentTerms, paymentTerm); paymentTermsByFunnelId also answers the
// user_enroll/unenroll function flag (the enrol screens). Creating needs payment-term_create;
// editing and deleting editPaymentTerm. The default 'one-time' term cannot be deleted, nor can a
// term a funnel offers or a subscription uses (foreign keys restrict).
export const schema = /* GraphQL */ `
  "How a price is split: 'one-time' is one payment; '3-months' e.g. 3 payments a month apart."
  type PaymentTerm {
    "Readable text, e.g. 'one-time' or '3-months'."
    id: String!
    name: String!
    numberOfPayments: Int!
    "day, week or month."
    intervalUnit: String!
    "How many interval units between payments."
    intervalCount: Int!
    "How many funnels offer it (a term in use cannot be deleted)."
    funnelCount: Int!
    "True for the default 'one-time' term, which every funnel offers and nobody may delete."
    isDefault: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type PaymentTermList {
    items: [PaymentTerm!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "The payment term form; the id is chosen on create only (updatePaymentTerm ignores a different one)."
  input PaymentTermInput {
    "Lower-case letters, digits and dashes, e.g. '3-months'."
    id: String!
    name: String!
    numberOfPayments: Int!
    "day, week or month."
    intervalUnit: String!
    intervalCount: Int!
  }

  type Query {
    "The terms the funnel offers ('one-time' first, then by number of payments); empty for an unknown funnel."
    paymentTermsByFunnelId(funnelId: String!): [PaymentTerm!]! @requireAccess(page: "products", function: "user_enroll/unenroll")
    """
    The back-office list, by number of payments then id. search: the id or name contains it. page
    is 1-based; pageSize 1..100 (10). sortBy id, name or numberOfPayments.
    """
    paymentTerms(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): PaymentTermList!
      @requireAccess(page: "paymentTerms")
    "One term; null when there is none with this id."
    paymentTerm(id: String!): PaymentTerm @requireAccess(page: "paymentTerm")
    # funnel: the funnel form (new and edit) offers every term; those who may open it read them.
    "Every term, as paymentTermsByFunnelId orders them: what the funnel form offers."
    paymentTermChoices: [PaymentTerm!]! @requireAccess(page: "funnel")
  }

  type Mutation {
    createPaymentTerm(input: PaymentTermInput!): PaymentTerm! @requireAccess(function: "payment-term_create")
    updatePaymentTerm(id: String!, input: PaymentTermInput!): PaymentTerm! @requireAccess(page: "editPaymentTerm")
    "Refused (BAD_USER_INPUT) for 'one-time' and for a term a funnel offers or a subscription uses. Answers the id."
    deletePaymentTerm(id: String!): String! @requireAccess(page: "editPaymentTerm")
  }
`
