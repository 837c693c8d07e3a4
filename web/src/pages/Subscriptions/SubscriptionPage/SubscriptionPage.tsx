// /subscriptions/{id}: one subscription with its member, dates, status and invoices.
import { SubscriptionCell } from '@/components/Subscriptions/SubscriptionCell/SubscriptionCell'

export default function SubscriptionPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <SubscriptionCell id={id} />
    </div>
  )
}
