// /view-subscription/{userId}: a user's subscriptions, enrolment to funnels and payment records
// (route viewSubscription, guarded by the page flag subscription).
import { ViewSubscriptionCell } from '@/components/Subscriptions/ViewSubscriptionCell/ViewSubscriptionCell'

export default function ViewSubscriptionPage({ userId }: { userId: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <ViewSubscriptionCell userId={userId} />
    </div>
  )
}
