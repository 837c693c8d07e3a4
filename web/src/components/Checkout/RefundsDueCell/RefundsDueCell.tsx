// /payment?view=refunds: money that arrived and could not be honoured (a second payment for an
// offer the buyer already holds, a used-up coupon, a closed offer ...: api/src/services/checkout/
// honour.ts), oldest first. Staff refund it with the provider (the payment id says which), then
// press Mark refunded; the row leaves the list and the info log keeps who did it and when.
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { FindRefundsDueQuery, FindRefundsDueQueryVariables, MarkRefundSettledMutation, MarkRefundSettledMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordLink } from '@/components/ui/DataTable/RowActions'

export const QUERY = gql`
  query FindRefundsDue($page: Int, $pageSize: Int) {
    refundsDue(page: $page, pageSize: $pageSize) {
      items {
        sessionId
        member {
          id
          firstName
          lastName
          email
        }
        description
        provider
        paymentId
        amount
        reason
        refundDueAt
      }
      totalCount
      page
      pageSize
    }
  }
`

export const MARK_REFUND_SETTLED = gql`
  mutation MarkRefundSettled($sessionId: String!) {
    markRefundSettled(sessionId: $sessionId) {
      sessionId
      settledAt
    }
  }
`

export const REFUND_TOAST = 'Marked as refunded.'

/** What staff confirm before marking: the money must already be back with the buyer. */
export const refundConfirmText = (row: Pick<Row, 'amount' | 'member'>) =>
  `Mark ${formatPeso(row.amount)} to ${row.member.firstName} ${row.member.lastName} as refunded? Do this once the provider has returned the money.`

type Row = FindRefundsDueQuery['refundsDue']['items'][number]

const columns: DataTableColumn<Row>[] = [
  { key: 'refundDueAt', header: 'Paid on', hideable: false, cell: (row) => formatDate(row.refundDueAt) },
  {
    key: 'member',
    header: 'Buyer',
    cell: (row) => (
      <span className="flex flex-col">
        <RecordLink to={routes.viewSubscription({ userId: row.member.id, t: 2 })}>{row.member.firstName} {row.member.lastName}</RecordLink>
        <span className="break-all text-xs text-slate-500">{row.member.email}</span>
      </span>
    ),
  },
  { key: 'description', header: 'For', cell: (row) => row.description },
  { key: 'amount', header: 'Amount', cell: (row) => formatPeso(row.amount) },
  {
    key: 'paymentId',
    header: 'Payment',
    cell: (row) => (
      <span className="flex flex-col">
        <span className="break-all font-mono text-xs">{row.paymentId ?? 'unknown'}</span>
        <span className="text-xs text-slate-500">{row.provider}</span>
      </span>
    ),
  },
  { key: 'reason', header: 'Why', cell: (row) => <span className="text-sm">{row.reason}</span> },
]

function MarkRefunded({ row }: { row: Row }) {
  const [mark, { loading }] = useMutation<MarkRefundSettledMutation, MarkRefundSettledMutationVariables>(MARK_REFUND_SETTLED, {
    refetchQueries: ['FindRefundsDue', 'RefundsDueCount'],
    awaitRefetchQueries: true,
    onCompleted: () => notifySuccess(REFUND_TOAST),
    onError: (error) => notifyError(error),
  })
  return (
    <Button
      size="sm"
      disabled={loading}
      onClick={() => {
        if (window.confirm(refundConfirmText(row))) void mark({ variables: { sessionId: row.sessionId } })
      }}
    >
      Mark refunded
      <span className="sr-only">
        {' '}
        {row.member.firstName} {row.member.lastName} {formatPeso(row.amount)}
      </span>
    </Button>
  )
}

export const isEmpty = (data: FindRefundsDueQuery) => data.refundsDue.totalCount === 0
export const Empty = () => <EmptyState title="No refunds due" description="Every payment that arrived was honoured, or its refund is already marked." />

export const Success = ({ refundsDue }: CellSuccessProps<FindRefundsDueQueryVariables, FindRefundsDueQuery>) => {
  const { tableProps } = useServerTable()
  return (
    <DataTable<Row>
      {...tableProps}
      label="Refunds due"
      columns={columns}
      rows={refundsDue.items}
      totalCount={refundsDue.totalCount}
      rowActions={(row) => <MarkRefunded row={row} />}
    />
  )
}

export const RefundsDueCell = createCell<FindRefundsDueQueryVariables, FindRefundsDueQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'RefundsDueCell' })

export default RefundsDueCell
