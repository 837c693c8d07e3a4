// The Subscriptions tab of /account: each of the member's subscriptions with its funnel, start,
// expiry (Manila dates; 'Lifetime' for a lifetime one) and status ('Unsubscribed' once unenrolled).
import { formatDate } from '@/lib/format'
import { SubscriptionStatusBadge } from '@/components/ui/SubscriptionStatusBadge/SubscriptionStatusBadge'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export type MySubscription = {
  id: number
  startsAt: string
  expiry: string
  unenrolledAt?: string | null
  status: string
  funnel: { id: string; name: string }
}

export const NO_MY_SUBSCRIPTIONS = 'You have no subscriptions yet'
export const NO_MY_SUBSCRIPTIONS_HINT = 'When you join a program, it shows here with its expiry date.'

/** The badge's word: Unsubscribed once an admin unenrolled them, else the API's status. */
export function subscriptionStatus(subscription: Pick<MySubscription, 'status' | 'unenrolledAt'>): string {
  return subscription.unenrolledAt ? 'Unsubscribed' : subscription.status
}

export function MySubscriptions({ subscriptions }: { subscriptions: MySubscription[] }) {
  if (!subscriptions.length) return <EmptyState title={NO_MY_SUBSCRIPTIONS} description={NO_MY_SUBSCRIPTIONS_HINT} />
  return (
    <ul aria-label="My subscriptions" className="grid gap-3 md:grid-cols-2">
      {subscriptions.map((subscription) => (
        <li key={subscription.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">{subscription.funnel.name}</h2>
            <SubscriptionStatusBadge status={subscriptionStatus(subscription)} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-500">Started</dt>
              <dd className="font-medium text-slate-800">{formatDate(subscription.startsAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Expires</dt>
              <dd className="font-medium text-slate-800">{subscription.status === 'Lifetime' ? 'Lifetime' : formatDate(subscription.expiry)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
