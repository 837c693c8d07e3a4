// /payment-report: paymentReport(period, productId, funnelId, paymentPlatform): the headline cards
// against the period before, collected vs scheduled per bucket (and the collection rate) as charts,
// the breakdowns, and the receivables aging whose buckets filter the bills list below.
import { gql } from '@apollo/client'
import { PAYMENT_FIGURES_FIELDS, REPORT_RANGE_FIELDS } from '../reportFields'
import { LazyTrendChart } from '@/components/ui/TrendChart/LazyTrendChart'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindPaymentReportQuery, FindPaymentReportQueryVariables } from '@/types/graphql'
import type { AgingBucket } from '../paymentReportSearch'
import { PaymentReportAging } from './PaymentReportAging'
import { PaymentReportBreakdowns, type BreakdownPick } from './PaymentReportBreakdowns'
import { PaymentReportFigures } from './PaymentReportFigures'
import { ActiveFilters, nameOf } from './ActiveFilters'

export const QUERY = gql`
  query FindPaymentReport($period: ReportPeriodInput, $productId: Int, $funnelId: String, $paymentPlatform: String) {
    paymentReport(period: $period, productId: $productId, funnelId: $funnelId, paymentPlatform: $paymentPlatform) {
      range {
        ...ReportRangeFields
      }
      today
      current {
        ...PaymentFiguresFields
      }
      previous {
        ...PaymentFiguresFields
      }
      series {
        from
        to
        label
        scheduledCentavos
        collectedCentavos
        collectionRate
      }
      byProduct {
        id
        name
        scheduledCentavos
        collectedCentavos
      }
      byFunnel {
        id
        name
        scheduledCentavos
        collectedCentavos
      }
      byPlatform {
        id
        name
        scheduledCentavos
        collectedCentavos
      }
      aging {
        bucket
        amountCentavos
        rows
        members
      }
    }
  }
  ${REPORT_RANGE_FIELDS}
  ${PAYMENT_FIGURES_FIELDS}
`

type CellProps = FindPaymentReportQueryVariables & {
  agingBucket: AgingBucket | null
  onAging: (bucket: AgingBucket | null) => void
  onPick: (pick: BreakdownPick) => void
  /** Removes a filter: 'productId', 'funnelId' or 'paymentPlatform'. */
  onClear: (filter: 'productId' | 'funnelId' | 'paymentPlatform') => void
}

export const Success = ({ paymentReport: report, agingBucket, onAging, onPick, onClear, productId, funnelId, paymentPlatform }: CellSuccessProps<CellProps, FindPaymentReportQuery>) => {
  const points = report.series.map((bucket) => ({ label: bucket.label, scheduled: bucket.scheduledCentavos, collected: bucket.collectedCentavos, rate: bucket.collectionRate ?? null }))
  return (
    <div className="space-y-4">
      <ActiveFilters
        filters={[
          productId != null && { key: 'productId' as const, label: 'Product', value: nameOf(report.byProduct, String(productId)) },
          funnelId && { key: 'funnelId' as const, label: 'Funnel', value: nameOf(report.byFunnel, funnelId) },
          paymentPlatform && { key: 'paymentPlatform' as const, label: 'Platform', value: paymentPlatform },
        ]}
        onClear={onClear}
      />
      <PaymentReportFigures current={report.current} previous={report.previous} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <LazyTrendChart
            title="Collected vs scheduled"
            points={points}
            series={[
              { key: 'scheduled', name: 'Scheduled', kind: 'bar', format: 'pesos' },
              { key: 'collected', name: 'Collected', kind: 'bar', format: 'pesos' },
            ]}
          />
        </div>
        <LazyTrendChart title="Collection rate" points={points} series={[{ key: 'rate', name: 'Collection rate', kind: 'line', format: 'percent' }]} />
      </div>
      <PaymentReportBreakdowns byProduct={report.byProduct} byFunnel={report.byFunnel} byPlatform={report.byPlatform} onPick={onPick} />
      <PaymentReportAging aging={report.aging} today={report.today} selected={agingBucket} onSelect={onAging} />
    </div>
  )
}

export const PaymentReportCell = createCell<CellProps, FindPaymentReportQuery>({
  QUERY,
  Success,
  displayName: 'PaymentReportCell',
})

export default PaymentReportCell
