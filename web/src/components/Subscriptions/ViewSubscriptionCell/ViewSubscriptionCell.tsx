// /view-subscription/{userId}: 'Subscriptions of {name}' with the three tabs in ?t= (0-2; out of
// range -> 0): User Subscriptions, Enroll to Funnel, Payment Records (docs/product.md, "subscriptions").
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'
import { buttonClassName } from '@/components/ui/Button/Button'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindViewSubscriptionQuery, FindViewSubscriptionQueryVariables } from '@/types/graphql'
import { PaymentRecords } from '@/components/ui/PaymentRecords/PaymentRecords'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { EnrollToFunnel } from '../EnrollToFunnel/EnrollToFunnel'
import { UserSubscriptionsTable } from '../UserSubscriptionsTable/UserSubscriptionsTable'
import { SUBSCRIPTION_INVOICE_FIELDS } from '../subscriptionInvoiceFields'

export const QUERY = gql`
  query FindViewSubscription($userId: Int!) {
    user(id: $userId) {
      id
      firstName
      lastName
      invoice {
        ...SubscriptionInvoiceFields
      }
    }
    userSubscription(id: $userId) {
      id
      expiry
      status
      unenrolledAt
      funnel {
        id
        name
      }
    }
  }
  ${SUBSCRIPTION_INVOICE_FIELDS}
`

export const TAB_LABELS = ['User Subscriptions', 'Enroll to Funnel', 'Payment Records'] as const
const REFETCH = ['FindViewSubscription']

export const isEmpty = (data: FindViewSubscriptionQuery) => !data.user

export const Empty = () => <EmptyState title="User not found" description="There is no user with this id, or you may not read them." />

export const Success = ({ user, userSubscription, userId }: CellSuccessProps<FindViewSubscriptionQueryVariables, FindViewSubscriptionQuery>) => {
  const viewer = useCurrentUser()
  const canEnrol = viewer?.functionAccess['user_enroll/unenroll'] === true
  const name = `${user!.firstName} ${user!.lastName}`
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Subscriptions of {name}</h1>
        {isPageAllowed('studentPaymentDetails', viewer?.pageAccess) && (
          <Link to={routes.studentPaymentDetails({ id: userId })} className={buttonClassName('secondary', 'md')}>
            Payment details
          </Link>
        )}
      </div>
      <Tabs
        label={`Subscriptions of ${name}`}
        tabs={[
          { label: TAB_LABELS[0], content: <UserSubscriptionsTable rows={userSubscription} canUnsubscribe={canEnrol} refetchQueries={REFETCH} /> },
          { label: TAB_LABELS[1], content: <EnrollToFunnel userId={userId} canEnrol={canEnrol} /> },
          {
            label: TAB_LABELS[2],
            content: (
              <PaymentRecords
                invoices={user!.invoice}
                refetchQueries={REFETCH}
                canApprove={viewer?.pageAccess.payment === true}
                canEdit={viewer?.pageAccess.subscription === true}
              />
            ),
          },
        ]}
      />
    </div>
  )
}

export const ViewSubscriptionCell = createCell<FindViewSubscriptionQueryVariables, FindViewSubscriptionQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'ViewSubscriptionCell',
})

export default ViewSubscriptionCell
