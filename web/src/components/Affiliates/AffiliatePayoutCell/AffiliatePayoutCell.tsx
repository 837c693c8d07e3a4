// The payout page's data (/affiliate/payout): the next payout's expected amount against the
// minimum, the payout details form, and the payouts so far, newest first.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import { formatAmount, formatDate } from '@/lib/format'
import type { FindAffiliatePayoutQuery, FindAffiliatePayoutQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { PayoutDetailsForm } from '../PayoutDetailsForm/PayoutDetailsForm'

export const QUERY = gql`
  query FindAffiliatePayout {
    myAffiliate {
      id
      payoutMethod
      payoutAccountName
      payoutAccountNumber
      payoutBankName
    }
    affiliatePayoutSummary {
      nextPayoutCentavos
      minimumPayoutCentavos
      hasPayoutDetails
      payouts {
        id
        amountCentavos
        periodFrom
        periodTo
        method
        reference
        paidAt
        createdAt
      }
    }
  }
`

type Payout = FindAffiliatePayoutQuery['affiliatePayoutSummary']['payouts'][number]

const columns: DataTableColumn<Payout>[] = [
  {
    key: 'period',
    header: 'Period',
    hideable: false,
    cell: (payout) => (payout.periodFrom && payout.periodTo ? `${formatDate(payout.periodFrom)} to ${formatDate(payout.periodTo)}` : formatDate(payout.createdAt)),
  },
  { key: 'amount', header: 'Amount', cell: (payout) => <span className="font-medium tabular-nums">{formatAmount(payout.amountCentavos)}</span> },
  {
    key: 'status',
    header: 'Status',
    cell: (payout) =>
      payout.paidAt ? (
        <Badge tone="success">Paid {dayjs(payout.paidAt).tz(MANILA_TZ).format('MMM D, YYYY')}</Badge>
      ) : (
        <Badge tone="info">Being prepared</Badge>
      ),
  },
  { key: 'method', header: 'Sent by', cell: (payout) => [payout.method, payout.reference].filter(Boolean).join(' · ') || <span className="text-muted">Not yet</span> },
]

/** What the next payout will be, in one sentence. */
function nextPayoutText({ nextPayoutCentavos, minimumPayoutCentavos, hasPayoutDetails }: FindAffiliatePayoutQuery['affiliatePayoutSummary']) {
  if (!hasPayoutDetails) return 'Add where to pay you below: no payout is prepared without it.'
  if (nextPayoutCentavos < minimumPayoutCentavos) {
    return `Payouts start at ${formatAmount(minimumPayoutCentavos)}: approved commission below it waits for the next period.`
  }
  return 'Approved commission is paid in the next payout period.'
}

export const Success = ({ myAffiliate, affiliatePayoutSummary }: CellSuccessProps<FindAffiliatePayoutQueryVariables, FindAffiliatePayoutQuery>) => (
  <div className="space-y-8">
    <section aria-label="Next payout" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">Next payout (expected)</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{formatAmount(Math.max(0, affiliatePayoutSummary.nextPayoutCentavos))}</p>
      <p className="mt-2 text-sm text-slate-600">{nextPayoutText(affiliatePayoutSummary)}</p>
      <p className="mt-1 text-xs text-muted">Minimum payout: {formatAmount(affiliatePayoutSummary.minimumPayoutCentavos)}</p>
    </section>
    <section aria-labelledby="payout-details-heading">
      <h2 id="payout-details-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Payout details
      </h2>
      <PayoutDetailsForm saved={myAffiliate ?? {}} />
    </section>
    <section aria-labelledby="payout-history-heading">
      <h2 id="payout-history-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Payout history
      </h2>
      {affiliatePayoutSummary.payouts.length ? (
        <DataTable<Payout> label="Payouts" columns={columns} rows={affiliatePayoutSummary.payouts} />
      ) : (
        <p className="text-sm text-slate-600">No payouts yet.</p>
      )}
    </section>
  </div>
)

export const AffiliatePayoutCell = createCell<FindAffiliatePayoutQueryVariables, FindAffiliatePayoutQuery>({
  QUERY,
  isEmpty: () => false,
  Success,
  displayName: 'AffiliatePayoutCell',
})

export default AffiliatePayoutCell
