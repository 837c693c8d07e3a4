// The /subscriptions list: one server page of subscriptions (validity, payment and member filters),
// each with its member, funnel, dates, status and what was paid of the total.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import type { FindSubscriptionsQuery, FindSubscriptionsQueryVariables } from '@/types/graphql'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { SubscriptionStatusBadge } from '@/components/ui/SubscriptionStatusBadge/SubscriptionStatusBadge'
import { RecordLink, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindSubscriptions($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $validity: String, $payment: String, $search: String) {
    subscriptions(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, validity: $validity, payment: $payment, search: $search) {
      items {
        id
        paymentTermId
        startsAt
        expiry
        unenrolledAt
        status
        totalCentavos
        paidCentavos
        unpaidCount
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
      }
      totalCount
      page
      pageSize
    }
  }
`

type Row = FindSubscriptionsQuery['subscriptions']['items'][number]

const columns: DataTableColumn<Row>[] = [
  {
    key: 'member',
    header: 'Member',
    hideable: false,
    cell: (row) => (
      <span className="flex flex-col">
        <RecordLink to={routes.viewSubscription({ userId: row.member.id })}>{row.member.firstName} {row.member.lastName}</RecordLink>
        <span className="break-all text-xs text-slate-500">{row.member.email}</span>
      </span>
    ),
  },
  { key: 'funnel', header: 'Funnel', cell: (row) => row.funnel.name },
  { key: 'startsAt', header: 'Start', sortable: true, cell: (row) => formatDate(row.startsAt) },
  { key: 'expiry', header: 'Expiry', sortable: true, cell: (row) => (row.status === 'Lifetime' ? 'Lifetime' : formatDate(row.expiry)) },
  { key: 'status', header: 'Status', cell: (row) => <SubscriptionStatusBadge status={row.unenrolledAt ? 'Unsubscribed' : row.status} /> },
  {
    key: 'paid',
    header: 'Paid',
    cell: (row) => (
      <span className="flex flex-col">
        <span>
          {formatPeso(row.paidCentavos)} of {formatPeso(row.totalCentavos)}
        </span>
        {row.unpaidCount > 0 && <span className="text-xs text-slate-500">{row.unpaidCount} unpaid</span>}
      </span>
    ),
  },
]

export const isEmpty = (data: FindSubscriptionsQuery) => data.subscriptions.totalCount === 0

export const Empty = () => <EmptyState title="No Subscription Records here" />

export const Success = ({ subscriptions }: CellSuccessProps<FindSubscriptionsQueryVariables, FindSubscriptionsQuery>) => {
  return (
    <ServerDataTable<Row>
      label="Subscriptions"
      columns={columns}
      list={subscriptions}
      rowActions={(row) => (
        <RowLink to={routes.subscription({ id: row.id })} name={`of subscription ${row.id}`}>View Details</RowLink>
      )}
    />
  )
}

export const SubscriptionsCell = createCell<FindSubscriptionsQueryVariables, FindSubscriptionsQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'SubscriptionsCell' })

export default SubscriptionsCell
