// What the aggregate reports select in common (the summary and the payment report): the period a
// choice covered, and the money figures, so both pages ask for them the same way.
import { gql } from '@apollo/client'

export const REPORT_RANGE_FIELDS = gql`
  fragment ReportRangeFields on ReportPeriodRange {
    period
    from
    to
    label
    bucket
    previous {
      from
      to
      label
    }
  }
`

export const PAYMENT_FIGURES_FIELDS = gql`
  fragment PaymentFiguresFields on PaymentReportFigures {
    scheduledCentavos
    collectedCentavos
    collectionRate
    overdueCentavos
    overdueCount
  }
`
