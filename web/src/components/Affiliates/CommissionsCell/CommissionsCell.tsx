// The affiliate's commissions (/affiliate/commission): the balance by status, then every commission,
// newest first, a page at a time, filtered by status from the address (?status=). A negative line
// takes back a paid commission whose payment was revoked; the next payout carries it.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount, formatDate } from '@/lib/format'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { FindAffiliateCommissionsQuery, FindAffiliateCommissionsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { AffiliateBalance } from '../AffiliateBalance/AffiliateBalance'
import { COMMISSION_STATUS } from '../commissionStatus'

export const QUERY = gql`
  query FindAffiliateCommissions($status: String, $page: Int, $pageSize: Int) {
    affiliateBalance {
      pendingCentavos
      approvedCentavos
      paidCentavos
      reversedCentavos
    }
    affiliateCommissions(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        funnelName
        buyerName
        paymentDate
        paymentCentavos
        amountCentavos
        status
        holdUntil
        reason
        isClawback
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

type Row = FindAffiliateCommissionsQuery['affiliateCommissions']['items'][number]

const note = (row: Row) => {
  if (row.reason) return row.reason
  if (row.status === 'pending' && row.holdUntil) return `Approved on ${dayjs(row.holdUntil).tz(MANILA_TZ).format('MMM D, YYYY')} unless the payment is refunded`
  return null
}

const columns: DataTableColumn<Row>[] = [
  {
    key: 'payment',
    header: 'Payment',
    hideable: false,
    cell: (row) => (
      <div>
        <div className="font-medium text-slate-900">{row.buyerName ?? 'A buyer'}</div>
        <div className="text-xs text-muted">
          {row.funnelName ?? 'An offer'} · {formatAmount(row.paymentCentavos)} due {formatDate(row.paymentDate)}
        </div>
      </div>
    ),
  },
  {
    key: 'amount',
    header: 'Commission',
    cell: (row) => <span className={row.amountCentavos < 0 ? 'font-medium tabular-nums text-red-700' : 'font-medium tabular-nums'}>{formatAmount(row.amountCentavos)}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={COMMISSION_STATUS[row.status]?.tone ?? 'outline'}>{row.isClawback ? 'Taken back' : (COMMISSION_STATUS[row.status]?.label ?? row.status)}</Badge>,
  },
  { key: 'note', header: 'Note', cell: (row) => note(row) ?? <span className="text-muted">None</span> },
]

export const isEmpty = (data: FindAffiliateCommissionsQuery) => data.affiliateCommissions.totalCount === 0

type Props = CellSuccessProps<FindAffiliateCommissionsQueryVariables, FindAffiliateCommissionsQuery>

export const Empty = (props: Props) => (
  <div className="space-y-6">
    <AffiliateBalance balance={props.affiliateBalance} />
    {props.status ? (
      <EmptyState title="No commissions with this status" description="Choose Every status to see them all." />
    ) : (
      <EmptyState title="No commissions yet" description="When someone your links brought pays, the commission shows here, pending until the refund window ends." />
    )}
  </div>
)

export const Success = (props: Props) => (
  <div className="space-y-6">
    <AffiliateBalance balance={props.affiliateBalance} />
    <ServerDataTable<Row> label="Commissions" columns={columns} list={props.affiliateCommissions} />
  </div>
)

export const CommissionsCell = createCell<FindAffiliateCommissionsQueryVariables, FindAffiliateCommissionsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'CommissionsCell',
})

export default CommissionsCell
