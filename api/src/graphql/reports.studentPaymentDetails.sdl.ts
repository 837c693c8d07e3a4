// /student-payment-details/{id}: one member's whole payment story for the staff who collect money
// (docs/product.md, "Student payment details"). The schedule rows are the billing read model's own
// (BillingPaymentSchedule), with the status derived from the Manila day and who approved them.
export const schema = /* GraphQL */ `
  type StudentPaymentMember {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
    mobileNumber: String
    tribeId: String
  }

  "A staff member named on a payment (who approved it, who did what in the log)."
  type StudentPaymentPerson {
    id: Int!
    firstName: String!
    lastName: String!
  }

  "Sums of schedule rows, integer centavos."
  type StudentPaymentTotals {
    "Every row."
    totalCentavos: Int!
    "Rows with a transaction (paid)."
    collectedCentavos: Int!
    "Rows without a transaction, whatever their due date."
    balanceCentavos: Int!
    "Unpaid rows due before today in Manila (a row due today is not overdue)."
    overdueCentavos: Int!
    overdueCount: Int!
    paidCount: Int!
    unpaidCount: Int!
  }

  type StudentPaymentRow {
    schedule: BillingPaymentSchedule!
    "Paid, Overdue, Due today, Due tomorrow or 'Due in N day(s)', by Manila calendar days."
    status: String!
    isOverdue: Boolean!
    "Who approved the payment; null when unpaid, paid through checkout, or the account is gone."
    approvedBy: StudentPaymentPerson
  }

  type StudentPaymentSubscription {
    subscription: BillingSubscription!
    productName: String!
    paymentTermName: String!
    "The rows of every invoice of the subscription, by due date."
    rows: [StudentPaymentRow!]!
    totals: StudentPaymentTotals!
  }

  "An info-log entry about the member's money: schedule rows, subscriptions, checkouts, enrolment."
  type StudentPaymentLogEntry {
    id: String!
    action: String!
    createdAt: DateTime!
    "Who did it (null for the system or an anonymous event)."
    actor: StudentPaymentPerson
    "The admin behind an impersonated request."
    originalActor: StudentPaymentPerson
    entityType: String
    entityId: String
    details: JSONObject!
  }

  type StudentPaymentLog {
    items: [StudentPaymentLogEntry!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type StudentPaymentDetails {
    member: StudentPaymentMember!
    "Newest subscription first."
    subscriptions: [StudentPaymentSubscription!]!
    "Over every subscription."
    totals: StudentPaymentTotals!
    "Newest first, one page (logPage, logPageSize)."
    log: StudentPaymentLog!
  }

  type Query {
    "One member's payments, totals and payment log; null when there is no such user."
    studentPaymentDetails(id: Int!, logPage: Int, logPageSize: Int): StudentPaymentDetails
      @requireAccess(page: "studentPaymentDetails")
  }
`
