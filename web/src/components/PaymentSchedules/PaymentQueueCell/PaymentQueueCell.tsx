// /payment: the approval queue (payment bills all, paid, unpaid), oldest first, each row with the
// proof the member uploaded and Approve / Revoke (the same prompts and toasts as Payment Records).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import type { FindPaymentQueueQuery, FindPaymentQueueQueryVariables } from '@/types/graphql'
import { transactionLabel } from '../paymentStatus'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { PaymentScheduleActions } from '../PaymentScheduleActions/PaymentScheduleActions'
import { PaymentStatusBadge } from '../PaymentStatusBadge'
import { ProofLink } from '../ProofLink/ProofLink'
import { RecordLink } from '@/components/ui/DataTable/RowActions'

export const QUERY = gql`
  query FindPaymentQueue($page: Int, $pageSize: Int, $bills: String, $withProof: Boolean, $search: String) {
    paymentQueue(page: $page, pageSize: $pageSize, bills: $bills, withProof: $withProof, search: $search) {
      items {
        subscriptionId
        schedule {
          id
          price
          scheduleDate
          transactionId
          paymentPlatform
          externalInvoiceId
          remarks
        }
        member {
          id
          firstName
          lastName
          email
        }
        funnel {
          id
          name
        }
        proof {
          id
          fileId
          fileName
          paymentPlatform
          referenceNumber
          status
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

type Row = FindPaymentQueueQuery['paymentQueue']['items'][number]

const columns: DataTableColumn<Row>[] = [
  { key: 'scheduleDate', header: 'Due', hideable: false, cell: (row) => formatDate(row.schedule.scheduleDate) },
  {
    key: 'member',
    header: 'Member',
    cell: (row) => (
      <span className="flex flex-col">
        <RecordLink to={routes.viewSubscription({ userId: row.member.id, t: 2 })}>{row.member.firstName} {row.member.lastName}</RecordLink>
        <span className="break-all text-xs text-slate-500">{row.member.email}</span>
      </span>
    ),
  },
  { key: 'funnel', header: 'Funnel', cell: (row) => row.funnel.name },
  { key: 'price', header: 'Price', cell: (row) => formatPeso(row.schedule.price) },
  { key: 'status', header: 'Status', cell: (row) => <PaymentStatusBadge row={row.schedule} /> },
  { key: 'transactionId', header: 'Transaction', cell: (row) => <span className="break-all">{transactionLabel(row.schedule.transactionId)}</span> },
  { key: 'platform', header: 'Platform', cell: (row) => (row.schedule.transactionId ? (row.schedule.paymentPlatform ?? '') : '') },
  { key: 'proof', header: 'Proof', cell: (row) => <ProofLink proof={row.proof} /> },
]

export const isEmpty = (data: FindPaymentQueueQuery) => data.paymentQueue.totalCount === 0
export const Empty = () => <EmptyState title="No data here" />

export const Success = ({ paymentQueue }: CellSuccessProps<FindPaymentQueueQueryVariables, FindPaymentQueueQuery>) => {
  const { tableProps } = useServerTable()
  return (
    <DataTable<Row>
      {...tableProps}
      label="Payments"
      columns={columns}
      rows={paymentQueue.items}
      totalCount={paymentQueue.totalCount}
      rowActions={(row) => (
        <PaymentScheduleActions id={row.schedule.id} isPaid={Boolean(row.schedule.transactionId)} refetchQueries={['FindPaymentQueue']} label={`payment ${row.schedule.id}`} />
      )}
    />
  )
}

export const PaymentQueueCell = createCell<FindPaymentQueueQueryVariables, FindPaymentQueueQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'PaymentQueueCell' })

export default PaymentQueueCell
