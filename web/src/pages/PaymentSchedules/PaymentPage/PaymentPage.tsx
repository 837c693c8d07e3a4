// /payment: the payments waiting for approval, oldest first; ?bills= (unpaid, paid, all),
// ?proof=1 (only rows with a proof to review), ?search= (member) and ?page= in the address.
import { PAYMENT_FILTERS } from '../../../../../common/validation/subscriptions'
import { PaymentQueueCell } from '../../../components/PaymentSchedules/PaymentQueueCell/PaymentQueueCell'
import { BillingToolbar, parseFilter } from '../../../components/Subscriptions/BillingToolbar/BillingToolbar'
import { useServerTable } from '../../../components/ui/DataTable/useServerTable'
import { setQueryParams, useQueryParam } from '../../../lib/useQueryParam'

export default function PaymentPage() {
  const { variables } = useServerTable()
  const [rawBills] = useQueryParam('bills')
  const [proof] = useQueryParam('proof')
  const [search] = useQueryParam('search')
  const bills = parseFilter(rawBills, PAYMENT_FILTERS, 'unpaid')
  const withProof = proof === '1'
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Payments</h1>
      <BillingToolbar
        key={search ?? ''}
        label="Payments"
        search={search ?? ''}
        filters={[{ param: 'bills', label: 'Payment bills', value: bills, options: PAYMENT_FILTERS }]}
      />
      <label className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={withProof} onChange={(e) => setQueryParams({ proof: e.target.checked ? '1' : null, page: null })} />
        Only payments with a proof to review
      </label>
      <PaymentQueueCell page={variables.page} pageSize={variables.pageSize} bills={bills} withProof={withProof} search={search || null} />
    </div>
  )
}
