// The affiliate's numbers over the chosen period: clicks, leads and paying customers (shortened
// with K and M), the commission earned in the period by its status now, and the day-by-day chart.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { shortenNumber } from '@/lib/format'
import type { FindAffiliateDashboardQuery, FindAffiliateDashboardQueryVariables } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { AffiliateBalance } from '../AffiliateBalance/AffiliateBalance'
import { AffiliateChart } from '../AffiliateChart/AffiliateChart'

export const QUERY = gql`
  query FindAffiliateDashboard($days: Int) {
    affiliateDashboard(days: $days) {
      days
      clicks
      leads
      payingCustomers
      commission {
        pendingCentavos
        approvedCentavos
        paidCentavos
        reversedCentavos
      }
      daily {
        day
        clicks
        leads
      }
    }
  }
`

type Props = FindAffiliateDashboardQueryVariables

function Card({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tracking-tight text-slate-900" title={value.toLocaleString('en-PH')}>
        {shortenNumber(value)}
      </dd>
    </div>
  )
}

function Loading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading your numbers...</span>
      <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-24 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
    </div>
  )
}

export function Success({ affiliateDashboard: numbers }: CellSuccessProps<Props, FindAffiliateDashboardQuery>) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Card label="Clicks" value={numbers.clicks} />
        <Card label="Leads" value={numbers.leads} />
        <Card label="Paying customers" value={numbers.payingCustomers} />
      </dl>
      <AffiliateBalance balance={numbers.commission} label="Commission earned in this period" />
      <AffiliateChart daily={numbers.daily} />
    </div>
  )
}

export const AffiliateDashboardCell = createCell<Props, FindAffiliateDashboardQuery>({
  QUERY,
  beforeQuery: ({ days }) => ({ variables: { days }, fetchPolicy: 'cache-and-network' }),
  isEmpty: () => false,
  Loading,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your numbers" />,
  Success,
  displayName: 'AffiliateDashboardCell',
})

export default AffiliateDashboardCell
