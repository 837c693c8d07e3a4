// /payment-report (page flag paymentReport): collection and receivables over a period
// (services/reports/paymentReport.ts) and its payment rows (paymentReportBills.ts). The export of
// the same rows is REST: GET /api/payment-report-export (functions/paymentReportExport.ts).
export const schema = /* GraphQL */ `
  "Money over a span of days, in centavos (sums beyond Int's range, so Float)."
  type PaymentReportFigures {
    "Rows due in the span."
    scheduledCentavos: Float!
    "Rows approved (paid) on a Manila day of the span: cash in."
    collectedCentavos: Float!
    "Of the rows due in the span, the percentage (one decimal) of the amount paid by its last day; null when nothing was due."
    collectionRate: Float
    "Unpaid rows due in the span before today."
    overdueCentavos: Float!
    overdueCount: Int!
  }

  "One bucket of the chart (a day, month, quarter or year of the period)."
  type PaymentReportBucket {
    from: String!
    to: String!
    label: String!
    scheduledCentavos: Float!
    collectedCentavos: Float!
    collectionRate: Float
  }

  "A product, funnel or payment platform's scheduled and collected in the period."
  type PaymentReportBreakdown {
    "The product id, funnel id or platform (null: rows without a platform, such as unpaid ones)."
    id: String
    name: String!
    scheduledCentavos: Float!
    collectedCentavos: Float!
  }

  "Unpaid rows as of today by days overdue: current (not overdue), 1-30, 31-60, 61-90, 91+."
  type PaymentReportAging {
    bucket: String!
    amountCentavos: Float!
    rows: Int!
    members: Int!
  }

  type PaymentReport {
    range: ReportPeriodRange!
    "Today in Manila, the day overdue and aging are judged on."
    today: String!
    current: PaymentReportFigures!
    previous: PaymentReportFigures!
    series: [PaymentReportBucket!]!
    byProduct: [PaymentReportBreakdown!]!
    byFunnel: [PaymentReportBreakdown!]!
    byPlatform: [PaymentReportBreakdown!]!
    aging: [PaymentReportAging!]!
  }

  type PaymentReportBill {
    "The payment schedule row."
    id: String!
    "The member, for /view-subscription/{userId}."
    userId: Int!
    memberName: String!
    email: String!
    productId: Int!
    productName: String!
    funnelId: String!
    funnelName: String!
    scheduleDate: String!
    amountCentavos: Int!
    "Paid, Overdue, Due today, Due tomorrow, Due in N day(s)."
    status: String!
    paidAt: DateTime
    paymentPlatform: String
  }

  type PaymentReportBillList {
    items: [PaymentReportBill!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    """
    Collection and receivables over period (default this month, Daily) and the period before it,
    filtered by product, funnel and payment platform; the aging is over every unpaid row as of today.
    """
    paymentReport(period: ReportPeriodInput, productId: Int, funnelId: String, paymentPlatform: String): PaymentReport!
      @requireAccess(page: "paymentReport")
    """
    The payment rows due in period, or with agingBucket (current, 1-30, 31-60, 61-90, 91+) the unpaid
    rows of that bucket as of today; status all (default), paid or unpaid; by due date. page is
    1-based; pageSize 1..100 (10).
    """
    paymentReportBills(
      page: Int
      pageSize: Int
      period: ReportPeriodInput
      productId: Int
      funnelId: String
      paymentPlatform: String
      status: String
      agingBucket: String
    ): PaymentReportBillList! @requireAccess(page: "paymentReport")
  }
`
