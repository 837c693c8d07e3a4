// Payouts, newest first (affiliatePayouts): all of them on /affiliates, one affiliate's on their
// page; ?payouts=prepared|paid filters. A prepared payout can be marked paid (method and reference)
// or cancelled (its commissions wait for the next one); a paid one never changes.
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useState } from 'react'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount, formatDate } from '@/lib/format'
import type {
  CancelPayoutMutation,
  CancelPayoutMutationVariables,
  FindAffiliatePayoutsQuery,
  FindAffiliatePayoutsQueryVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RecordLink, RowButton } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { MarkPayoutPaidDialog } from './MarkPayoutPaidDialog'

export const QUERY = gql`
  query FindAffiliatePayouts($affiliateId: Int, $paid: Boolean, $page: Int, $pageSize: Int) {
    affiliatePayouts(affiliateId: $affiliateId, paid: $paid, page: $page, pageSize: $pageSize) {
      items {
        id
        affiliateId
        affiliateName
        amountCentavos
        commissionCount
        periodFrom
        periodTo
        payoutMethod
        payoutAccountName
        payoutAccountNumber
        payoutBankName
        method
        reference
        paidAt
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

export const CANCEL_PAYOUT = gql`
  mutation CancelPayout($id: Int!) {
    cancelPayout(id: $id)
  }
`

export type PayoutRow = FindAffiliatePayoutsQuery['affiliatePayouts']['items'][number]

/** Where the money goes: GCash or the bank, the holder and the number. */
const payTo = (row: PayoutRow) =>
  row.payoutMethod ? (
    <div className="min-w-[10rem] text-sm">
      <div>{row.payoutMethod === 'Bank' && row.payoutBankName ? row.payoutBankName : row.payoutMethod}</div>
      <div className="text-xs text-muted">
        {row.payoutAccountName} {row.payoutAccountNumber}
      </div>
    </div>
  ) : (
    <None />
  )

const period = (row: PayoutRow) => (row.periodTo ? `${row.periodFrom ? `${formatDate(row.periodFrom)} to ` : 'Up to '}${formatDate(row.periodTo)}` : '')

const columns = (withAffiliate: boolean): DataTableColumn<PayoutRow>[] => [
  ...(withAffiliate
    ? [{ key: 'affiliateName', header: 'Affiliate', hideable: false, cell: (row: PayoutRow) => <RecordLink to={routes.adminAffiliate({ id: row.affiliateId })}>{row.affiliateName}</RecordLink> }]
    : []),
  { key: 'amountCentavos', header: 'Amount', cell: (row) => <span className="font-medium">{formatAmount(row.amountCentavos)}</span> },
  { key: 'commissionCount', header: 'Commissions' },
  { key: 'periodTo', header: 'Period', cell: period },
  { key: 'payTo', header: 'Pay to', cell: payTo },
  {
    key: 'paidAt',
    header: 'Status',
    cell: (row) =>
      row.paidAt ? (
        <div>
          <Badge tone="success">Paid</Badge>
          <div className="mt-1 text-xs text-muted">
            {formatDate(row.paidAt)} · {row.method} · {row.reference}
          </div>
        </div>
      ) : (
        <Badge tone="warning">Prepared</Badge>
      ),
  },
]

export const isEmpty = (data: FindAffiliatePayoutsQuery) => data.affiliatePayouts.totalCount === 0

export const Empty = ({ paid }: FindAffiliatePayoutsQueryVariables) => (
  <EmptyState
    title={paid === false ? 'No payouts being prepared' : paid ? 'No paid payouts' : 'No payouts yet'}
    description="Prepare payouts for a period: approved commission up to its end day is paid to each affiliate over the minimum payout."
  />
)

export function AdminPayoutsTable({ list, withAffiliate }: { list: FindAffiliatePayoutsQuery['affiliatePayouts']; withAffiliate: boolean }) {
  const [marking, setMarking] = useState<PayoutRow | null>(null)
  const [cancelling, setCancelling] = useState<PayoutRow | null>(null)
  const [cancel] = useMutation<CancelPayoutMutation, CancelPayoutMutationVariables>(CANCEL_PAYOUT, {
    refetchQueries: ['FindAffiliatePayouts', 'FindAdminAffiliates', 'FindAdminAffiliate'],
    awaitRefetchQueries: true,
  })
  return (
    <>
      <ServerDataTable<PayoutRow>
        label="Payouts"
        columns={columns(withAffiliate)}
        list={list}
        rowActions={(row) =>
          row.paidAt ? null : (
            <div className="flex justify-end gap-2">
              <RowButton name={`${row.affiliateName} ${formatAmount(row.amountCentavos)}`} variant="primary" onClick={() => setMarking(row)}>
                Mark paid
              </RowButton>
              <RowButton name={`${row.affiliateName} ${formatAmount(row.amountCentavos)}`} onClick={() => setCancelling(row)}>
                Cancel
              </RowButton>
            </div>
          )
        }
      />
      {marking && <MarkPayoutPaidDialog payout={marking} onClose={() => setMarking(null)} />}
      {cancelling && (
        <ConfirmDialog
          open
          onClose={() => setCancelling(null)}
          title={`Cancel the payout of ${formatAmount(cancelling.amountCentavos)} to ${cancelling.affiliateName}?`}
          onConfirm={() => cancel({ variables: { id: cancelling.id } })}
          confirmLabel="Cancel payout"
          loadingLabel="Cancelling..."
          success="Payout cancelled"
        >
          Its commissions stay approved and wait for the next payout.
        </ConfirmDialog>
      )}
    </>
  )
}

export const Success = ({ affiliatePayouts, affiliateId }: CellSuccessProps<FindAffiliatePayoutsQueryVariables, FindAffiliatePayoutsQuery>) => (
  <AdminPayoutsTable list={affiliatePayouts} withAffiliate={affiliateId == null} />
)

export const AdminPayoutsCell = createCell<FindAffiliatePayoutsQueryVariables, FindAffiliatePayoutsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AdminPayoutsCell',
})

export default AdminPayoutsCell
