// The period of an aggregate report (/report-summary, /payment-report): what the page's period
// picker sends. Resolved by services/reports/period.ts with the rules in common/reportPeriods.ts.
export const schema = /* GraphQL */ `
  input ReportPeriodInput {
    "Daily, Monthly, Quarterly, Annual or Custom Range."
    period: String!
    "Daily: the month's year; Monthly and Quarterly: the year; Annual: the last of its five years. Default this year."
    year: Int
    "Daily: 1..12, default this month."
    month: Int
    "Custom Range: the first and last Manila day (YYYY-MM-DD), both required, at most 5 years apart."
    from: String
    to: String
  }

  "A span of Manila days, both ends included."
  type ReportDayRange {
    from: String!
    to: String!
    label: String!
  }

  "What a period choice covered: its days, the bucket of its chart and the period compared with."
  type ReportPeriodRange {
    period: String!
    from: String!
    to: String!
    label: String!
    bucket: String!
    previous: ReportDayRange!
  }
`
