// /payment: the approval queue (payment bills all, paid, unpaid), oldest first, each row with the
// proof the member uploaded and Approve / Revoke (the same prompts and toasts as Payment Records).
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import type { FindPaymentQueueQuery, FindPaymentQueueQueryVariables } from '@/types/graphql'
import { transactionLabel } from '@/components/ui/PaymentStatusBadge/paymentStatus'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { PaymentScheduleActions } from '../PaymentScheduleActions/PaymentScheduleActions'
import { PaymentStatusBadge } from '@/components/ui/PaymentStatusBadge/PaymentStatusBadge'
import { ProofLink } from '@/components/ui/ProofLink/ProofLink'
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

/** The member of a queue row: their subscriptions, and for those who may open it their payment details. */
function QueueMember({ member }: { member: Row['member'] }) {
  const viewer = useCurrentUser()
  const name = `${member.firstName} ${member.lastName}`
  return (
    <span className="flex flex-col">
      <RecordLink to={routes.viewSubscription({ userId: member.id, t: 2 })}>{name}</RecordLink>
      <span className="break-all text-xs text-slate-500">{member.email}</span>
      {isPageAllowed('studentPaymentDetails', viewer?.pageAccess) && (
        <Link to={routes.studentPaymentDetails({ id: member.id })} className="text-xs font-medium text-brand-700 hover:underline">
          Payment details<span className="sr-only"> of {name}</span>
        </Link>
      )}
    </span>
  )
}

const columns: DataTableColumn<Row>[] = [
  { key: 'scheduleDate', header: 'Due', hideable: false, cell: (row) => formatDate(row.schedule.scheduleDate) },
  {
    key: 'member',
    header: 'Member',
    cell: (row) => <QueueMember member={row.member} />,
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
