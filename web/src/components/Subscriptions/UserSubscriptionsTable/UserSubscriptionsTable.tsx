// The User Subscriptions tab: ID, Funnel ID, Funnel Name, Expiry Date; View Details (the
// subscription's page) and Unsubscribe after a confirmation (user_enroll/unenroll).
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { enrolmentMessages } from '@common/validation/enrolment'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { SubscriptionStatusBadge } from '@/components/ui/SubscriptionStatusBadge/SubscriptionStatusBadge'
import { RowLink } from '@/components/ui/DataTable/RowActions'

export const UNSUBSCRIBE = gql`
  mutation ManualUserUnsubscription($subscriptionId: Int!) {
    manualUserUnsubscription(subscriptionId: $subscriptionId) {
      id
    }
  }
`

export const NO_SUBSCRIPTIONS = 'No Subscription Records here'
export const UNSUBSCRIBE_CONFIRM = 'Are you sure you want to unsubscribe this user from this funnel?'

export type UserSubscriptionRow = { id: number; expiry: string; status: string; unenrolledAt?: string | null; funnel: { id: string; name: string } }

const columns: DataTableColumn<UserSubscriptionRow>[] = [
  { key: 'id', header: 'ID', hideable: false },
  { key: 'funnelId', header: 'Funnel ID', sortValue: (row) => row.funnel.id, cell: (row) => <span className="break-all">{row.funnel.id}</span> },
  { key: 'funnelName', header: 'Funnel Name', sortValue: (row) => row.funnel.name, cell: (row) => row.funnel.name },
  {
    key: 'expiry',
    header: 'Expiry Date',
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        {row.status === 'Lifetime' ? 'Lifetime' : formatDate(row.expiry)}
        <SubscriptionStatusBadge status={row.unenrolledAt ? 'Unsubscribed' : row.status} />
      </span>
    ),
  },
]

export function UserSubscriptionsTable({ rows, canUnsubscribe, refetchQueries }: { rows: UserSubscriptionRow[]; canUnsubscribe: boolean; refetchQueries: string[] }) {
  const [unsubscribe, { loading }] = useMutation(UNSUBSCRIBE, {
    refetchQueries,
    awaitRefetchQueries: true,
    onCompleted: () => notifySuccess(enrolmentMessages.unsubscribed),
    onError: (error) => notifyError(error),
  })
  if (!rows.length) return <EmptyState title={NO_SUBSCRIPTIONS} />
  return (
    <DataTable<UserSubscriptionRow>
      label="User Subscriptions"
      columns={columns}
      rows={rows}
      primaryKey="id"
      emptyTitle={NO_SUBSCRIPTIONS}
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.subscription({ id: row.id })} name={`of subscription ${row.id}`}>View Details</RowLink>
          {canUnsubscribe && !row.unenrolledAt && (
            <Button
              variant="danger"
              size="sm"
              disabled={loading}
              onClick={() => {
                if (window.confirm(UNSUBSCRIBE_CONFIRM)) void unsubscribe({ variables: { subscriptionId: row.id } })
              }}
            >
              Unsubscribe<span className="sr-only"> subscription {row.id}</span>
            </Button>
          )}
        </div>
      )}
    />
  )
}
