// /report-summary: reportSummary(period): the members (active, new, renewals, churned) and, for a
// role that also holds paymentReport, the money (collected, due, collection rate, overdue) of the
// period against the period before, and each over the period's buckets as charts.
import { gql } from '@apollo/client'
import { PAYMENT_FIGURES_FIELDS, REPORT_RANGE_FIELDS } from '../reportFields'
import { LazyTrendChart } from '@/components/ui/TrendChart/LazyTrendChart'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindReportSummaryQuery, FindReportSummaryQueryVariables } from '@/types/graphql'
import { ReportSummaryFigures } from './ReportSummaryFigures'

export const QUERY = gql`
  query FindReportSummary($period: ReportPeriodInput) {
    reportSummary(period: $period) {
      range {
        ...ReportRangeFields
      }
      members {
        ...ReportMemberFiguresFields
      }
      previousMembers {
        ...ReportMemberFiguresFields
      }
      money {
        current {
          ...PaymentFiguresFields
        }
        previous {
          ...PaymentFiguresFields
        }
      }
      buckets {
        label
        from
        to
        members {
          ...ReportMemberFiguresFields
        }
        money {
          scheduledCentavos
          collectedCentavos
          collectionRate
        }
      }
    }
  }

  fragment ReportMemberFiguresFields on ReportMemberFigures {
    active
    new
    renewals
    churned
  }
  ${REPORT_RANGE_FIELDS}
  ${PAYMENT_FIGURES_FIELDS}
`

export const Success = ({ reportSummary: summary }: CellSuccessProps<FindReportSummaryQueryVariables, FindReportSummaryQuery>) => {
  const points = summary.buckets.map((bucket) => ({
    label: bucket.label,
    active: bucket.members.active ?? null,
    new: bucket.members.new,
    renewals: bucket.members.renewals,
    churned: bucket.members.churned,
    collected: bucket.money?.collectedCentavos ?? null,
    scheduled: bucket.money?.scheduledCentavos ?? null,
    rate: bucket.money?.collectionRate ?? null,
  }))
  return (
    <div className="space-y-4">
      <ReportSummaryFigures members={summary.members} previousMembers={summary.previousMembers} money={summary.money ?? null} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <LazyTrendChart title="Active members" points={points} series={[{ key: 'active', name: 'Active members', kind: 'line', format: 'count' }]} />
        <LazyTrendChart
          title="New, renewed and churned"
          points={points}
          series={[
            { key: 'new', name: 'New', kind: 'bar', format: 'count' },
            { key: 'renewals', name: 'Renewals', kind: 'bar', format: 'count' },
            { key: 'churned', name: 'Churned', kind: 'bar', format: 'count' },
          ]}
        />
        {summary.money && (
          <>
            <LazyTrendChart
              title="Cash collected and amount due"
              points={points}
              series={[
                { key: 'scheduled', name: 'Amount due', kind: 'bar', format: 'pesos' },
                { key: 'collected', name: 'Cash collected', kind: 'bar', format: 'pesos' },
              ]}
            />
            <LazyTrendChart title="Collection rate" points={points} series={[{ key: 'rate', name: 'Collection rate', kind: 'line', format: 'percent' }]} />
          </>
        )}
      </div>
    </div>
  )
}

export const ReportSummaryCell = createCell<FindReportSummaryQueryVariables, FindReportSummaryQuery>({
  QUERY,
  Success,
  displayName: 'ReportSummaryCell',
})

export default ReportSummaryCell
