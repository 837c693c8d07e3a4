// /subscriptions: every subscription a page at a time; ?validity= (active, expired, all),
// ?payment= (unpaid, paid, all), ?search= (member), ?page= and the sort live in the address.
import { PAYMENT_FILTERS, VALIDITY_FILTERS } from '@common/validation/subscriptions'
import { BillingToolbar, parseFilter } from '@/components/Subscriptions/BillingToolbar/BillingToolbar'
import { SubscriptionsCell } from '@/components/Subscriptions/SubscriptionsCell/SubscriptionsCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function SubscriptionsPage() {
  const { variables } = useServerTable()
  const [rawValidity] = useQueryParam('validity')
  const [rawPayment] = useQueryParam('payment')
  const [search] = useQueryParam('search')
  const validity = parseFilter(rawValidity, VALIDITY_FILTERS, 'all')
  const payment = parseFilter(rawPayment, PAYMENT_FILTERS, 'all')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Subscriptions</h1>
      <BillingToolbar
        key={search ?? ''}
        label="Subscriptions"
        search={search ?? ''}
        filters={[
          { param: 'validity', label: 'Validity', value: validity, options: VALIDITY_FILTERS },
          { param: 'payment', label: 'Payment', value: payment, options: PAYMENT_FILTERS },
        ]}
      />
      <SubscriptionsCell {...variables} validity={validity} payment={payment} search={search || null} />
    </div>
  )
}
