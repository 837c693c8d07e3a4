// A member's subscriptions (product, funnel, dates, status) and the link to their view-subscription page.
import { Link } from '@redwoodjs/router'
import { formatDate } from '@/lib/format'
import { Badge } from '@/components/ui/Badge/Badge'
import { actionLabel, type MemberRecord } from './memberRecord'
import { Section } from './Section'

/** The spec's view-subscription page of a user (helper pages; the route is /view-subscription/{userId}). */
export const viewSubscriptionPath = (userId: number) => `/view-subscription/${userId}`

const subscriptionTone = (status: string) => (status === 'active' ? 'success' : status === 'expired' ? 'error' : 'outline')

export function MemberSubscriptions({ member }: { member: MemberRecord }) {
  return (
    <Section
      title="Subscriptions"
      action={
        <Link to={viewSubscriptionPath(member.id)} className="text-sm font-medium text-brand-700 hover:underline">
          View subscription
        </Link>
      }
    >
      {member.subscriptions.length === 0 ? (
        <p className="text-sm text-slate-500">No subscriptions.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {member.subscriptions.map((subscription) => (
            <li key={subscription.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{subscription.productName}</span>
                <span className="text-slate-500"> · {subscription.funnelName}</span>
                <span className="block text-xs text-slate-500">
                  {formatDate(subscription.startsAt)} to {formatDate(subscription.expiry)}
                </span>
              </span>
              <Badge tone={subscriptionTone(subscription.status)}>{actionLabel(subscription.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
