// /subscriptions/{id}: the member, funnel, dates and status (Lifetime / Expired / Active), and the
// invoices with their schedule rows; a link to the member's view-subscription page.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindSubscriptionQuery, FindSubscriptionQueryVariables } from '@/types/graphql'
import { PaymentRecords } from '@/components/ui/PaymentRecords/PaymentRecords'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { SubscriptionStatusBadge } from '@/components/ui/SubscriptionStatusBadge/SubscriptionStatusBadge'
import { SUBSCRIPTION_INVOICE_FIELDS } from '../subscriptionInvoiceFields'

export const QUERY = gql`
  query FindSubscription($id: Int!) {
    subscription(id: $id) {
      id
      paymentTermId
      startsAt
      expiry
      unenrolledAt
      status
      createdAt
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
      invoices {
        ...SubscriptionInvoiceFields
      }
    }
  }
  ${SUBSCRIPTION_INVOICE_FIELDS}
`

export const isEmpty = (data: FindSubscriptionQuery) => !data.subscription
export const Empty = () => <EmptyState title="Subscription not found" />

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  )
}

export const Success = ({ subscription }: CellSuccessProps<FindSubscriptionQueryVariables, FindSubscriptionQuery>) => {
  const viewer = useCurrentUser()
  const s = subscription!
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Subscription #{s.id}</h1>
        <Link to={routes.viewSubscription({ userId: s.member.id })} className={buttonClassName('secondary', 'md')}>
          Subscriptions of {s.member.firstName} {s.member.lastName}
        </Link>
      </div>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label="Member">
          {s.member.firstName} {s.member.lastName}
          <span className="block break-all text-slate-500">{s.member.email}</span>
        </Fact>
        <Fact label="Funnel">
          {s.funnel.name}
          <span className="block break-all text-slate-500">{s.funnel.id}</span>
        </Fact>
        <Fact label="Payment term">{s.paymentTermId}</Fact>
        <Fact label="Start">{formatDate(s.startsAt)}</Fact>
        <Fact label="Expiry">{s.status === 'Lifetime' ? 'Lifetime' : formatDate(s.expiry)}</Fact>
        <Fact label="Status">
          <SubscriptionStatusBadge status={s.unenrolledAt ? 'Unsubscribed' : s.status} />
        </Fact>
      </dl>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Invoices</h2>
        <PaymentRecords
          invoices={s.invoices}
          refetchQueries={['FindSubscription']}
          canApprove={viewer?.pageAccess.payment === true}
          canEdit={viewer?.pageAccess.subscription === true}
        />
      </section>
    </div>
  )
}

export const SubscriptionCell = createCell<FindSubscriptionQueryVariables, FindSubscriptionQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'SubscriptionCell' })

export default SubscriptionCell
