// /report-summary (page flag reportSummary): the headline numbers of a period, the period before
// it, and the same per bucket for the chart (services/reports/reportSummary.ts). The money half
// answers only to a role that also holds paymentReport.
export const schema = /* GraphQL */ `
  "Member figures of a range (docs/product.md, Reports)."
  type ReportMemberFigures {
    "Members with access on the range's last day (today while it runs); null for a range not begun."
    active: Int
    "Members whose first subscription started in the range."
    new: Int!
    "Subscriptions that renewed a product (the member's previous one to it active or ended at most 14 days before), by start day."
    renewals: Int!
    "Members whose access ended in the range and did not come back within 14 days (counted once the 14 days have passed)."
    churned: Int!
  }

  type ReportSummaryBucket {
    label: String!
    from: String!
    to: String!
    members: ReportMemberFigures!
    "The bucket's money, as the payment report counts it (null without paymentReport)."
    money: PaymentReportBucket
  }

  "Cash collected, amount due, collection rate and overdue: the payment report's figures for the same period."
  type ReportSummaryMoney {
    current: PaymentReportFigures!
    previous: PaymentReportFigures!
  }

  type ReportSummary {
    range: ReportPeriodRange!
    members: ReportMemberFigures!
    previousMembers: ReportMemberFigures!
    buckets: [ReportSummaryBucket!]!
    "Only for a role that also holds paymentReport; null otherwise."
    money: ReportSummaryMoney
  }

  type Query {
    "The summary of a period (default: this month, Daily). A refused period is a BAD_USER_INPUT naming why."
    reportSummary(period: ReportPeriodInput): ReportSummary! @requireAccess(page: "reportSummary")
  }
`
