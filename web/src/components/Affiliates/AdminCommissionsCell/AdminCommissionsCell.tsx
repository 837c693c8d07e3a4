// Commissions as staff see them (adminCommissions), newest first: the payment and the buyer, the
// amount, the status (held ones say so), the self-referral flag; a pending one can be held past its
// hold or approved now.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount, formatDate } from '@/lib/format'
import type {
  ApproveCommissionMutation,
  ApproveCommissionMutationVariables,
  FindAdminCommissionsQuery,
  FindAdminCommissionsQueryVariables,
  HoldCommissionMutation,
  HoldCommissionMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RowButton } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { COMMISSION_STATUS } from '../commissionStatus'

export const QUERY = gql`
  query FindAdminCommissions($affiliateId: Int, $status: String, $selfReferral: Boolean, $page: Int, $pageSize: Int) {
    adminCommissions(affiliateId: $affiliateId, status: $status, selfReferral: $selfReferral, page: $page, pageSize: $pageSize) {
      items {
        id
        affiliateId
        paymentScheduleId
        funnelName
        buyerId
        buyerName
        paymentCentavos
        amountCentavos
        status
        holdUntil
        heldAt
        approvedAt
        reversedAt
        reason
        isClawback
        selfReferral
        payoutId
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

export const HOLD_COMMISSION = gql`
  mutation HoldCommission($id: Int!) {
    holdCommission(id: $id) {
      id
      status
      holdUntil
      heldAt
      approvedAt
    }
  }
`

export const APPROVE_COMMISSION = gql`
  mutation ApproveCommission($id: Int!) {
    approveCommission(id: $id) {
      id
      status
      holdUntil
      heldAt
      approvedAt
    }
  }
`

export type AdminCommissionRow = FindAdminCommissionsQuery['adminCommissions']['items'][number]

const columns: DataTableColumn<AdminCommissionRow>[] = [
  { key: 'createdAt', header: 'Date', hideable: false, cell: (row) => formatDate(row.createdAt) },
  {
    key: 'buyerName',
    header: 'Payment',
    cell: (row) => (
      <div className="min-w-[10rem]">
        <div className="font-medium text-slate-900">{row.buyerName || `User ${row.buyerId}`}</div>
        <div className="text-xs text-muted">
          {row.funnelName ?? 'Funnel'} · {formatAmount(row.paymentCentavos)}
        </div>
      </div>
    ),
  },
  { key: 'amountCentavos', header: 'Commission', cell: (row) => <span className="font-medium">{formatAmount(row.amountCentavos)}</span> },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const status = COMMISSION_STATUS[row.status]
      return (
        <div className="flex flex-wrap items-center gap-1">
          <Badge tone={status?.tone ?? 'outline'}>{status?.label ?? row.status}</Badge>
          {row.heldAt && row.status === 'pending' && <Badge tone="warning">Held</Badge>}
          {row.selfReferral && <Badge tone="error">Self-referral</Badge>}
          {row.isClawback && <Badge tone="outline">Clawback</Badge>}
        </div>
      )
    },
  },
  {
    key: 'holdUntil',
    header: 'Hold ends',
    cell: (row) => (row.status === 'pending' && !row.heldAt && row.holdUntil ? formatDate(row.holdUntil) : <None />),
  },
  { key: 'reason', header: 'Note', cell: (row) => (row.reason ? <span className="block max-w-xs break-words text-sm">{row.reason}</span> : <None />) },
]

export const isEmpty = (data: FindAdminCommissionsQuery) => data.adminCommissions.totalCount === 0

export const Empty = ({ status }: FindAdminCommissionsQueryVariables) => (
  <EmptyState title={status ? 'No commissions match' : 'No commissions yet'} description="A commission is earned when a person this affiliate brought pays." />
)

type Pending = { row: AdminCommissionRow; action: 'hold' | 'approve' }

export function AdminCommissionsTable({ list }: { list: FindAdminCommissionsQuery['adminCommissions'] }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const refetch = { refetchQueries: ['FindAdminCommissions', 'FindAdminAffiliate'], awaitRefetchQueries: true }
  const [hold] = useMutation<HoldCommissionMutation, HoldCommissionMutationVariables>(HOLD_COMMISSION, refetch)
  const [approve] = useMutation<ApproveCommissionMutation, ApproveCommissionMutationVariables>(APPROVE_COMMISSION, refetch)
  const name = (row: AdminCommissionRow) => `${formatAmount(row.amountCentavos)} for ${row.buyerName ?? `user ${row.buyerId}`}`
  return (
    <>
      <ServerDataTable<AdminCommissionRow>
        label="Commissions"
        columns={columns}
        list={list}
        rowActions={(row) =>
          row.status === 'pending' ? (
            <div className="flex justify-end gap-2">
              {!row.heldAt && (
                <RowButton name={name(row)} onClick={() => setPending({ row, action: 'hold' })}>
                  Hold
                </RowButton>
              )}
              <RowButton name={name(row)} onClick={() => setPending({ row, action: 'approve' })}>
                Approve now
              </RowButton>
            </div>
          ) : null
        }
      />
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={pending.action === 'hold' ? `Hold the commission of ${name(pending.row)}?` : `Approve the commission of ${name(pending.row)} now?`}
          onConfirm={() => (pending.action === 'hold' ? hold : approve)({ variables: { id: pending.row.id } })}
          tone="primary"
          confirmLabel={pending.action === 'hold' ? 'Hold' : 'Approve now'}
          loadingLabel={pending.action === 'hold' ? 'Holding...' : 'Approving...'}
          success={pending.action === 'hold' ? 'Commission held' : 'Commission approved'}
        >
          {pending.action === 'hold'
            ? 'It stays pending past its hold, and is not paid out until you approve it.'
            : 'It is approved at once, before its hold ends, and goes into the next payout.'}
        </ConfirmDialog>
      )}
    </>
  )
}

export const Success = ({ adminCommissions }: CellSuccessProps<FindAdminCommissionsQueryVariables, FindAdminCommissionsQuery>) => (
  <AdminCommissionsTable list={adminCommissions} />
)

export const AdminCommissionsCell = createCell<FindAdminCommissionsQueryVariables, FindAdminCommissionsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AdminCommissionsCell',
})

export default AdminCommissionsCell
