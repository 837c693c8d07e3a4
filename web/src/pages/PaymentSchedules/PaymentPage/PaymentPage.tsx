// /payment: the payments waiting for approval, oldest first; ?bills= (unpaid, paid, all),
// ?proof=1 (only rows with a proof to review), ?search= (member) and ?page= in the address.
// ?view=refunds: the Refunds due view (money that arrived and could not be honoured), its count on
// the view's link so staff see there is something to refund.
import { gql, useQuery } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import clsx from 'clsx'
import { PAYMENT_FILTERS } from '@common/validation/subscriptions'
import { RefundsDueCell } from '@/components/Checkout/RefundsDueCell/RefundsDueCell'
import { PaymentQueueCell } from '@/components/PaymentSchedules/PaymentQueueCell/PaymentQueueCell'
import { BillingToolbar, parseFilter } from '@/components/Subscriptions/BillingToolbar/BillingToolbar'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { setQueryParams, useQueryParam } from '@/lib/useQueryParam'
import type { RefundsDueCountQuery } from '@/types/graphql'

export const REFUNDS_DUE_COUNT = gql`
  query RefundsDueCount {
    refundsDue(pageSize: 1) {
      totalCount
    }
  }
`

/** The two views as links (each its own address; switching starts on page 1 with no filters). */
function Views({ refunds }: { refunds: boolean }) {
  const { data } = useQuery<RefundsDueCountQuery>(REFUNDS_DUE_COUNT)
  const count = data?.refundsDue.totalCount ?? 0
  const linkClass = (current: boolean) =>
    clsx(
      '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500',
      current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
    )
  return (
    <nav aria-label="Payment views" className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
      <Link to={routes.payment()} className={linkClass(!refunds)} aria-current={refunds ? undefined : 'page'}>
        Payments
      </Link>
      <Link to={routes.payment({ view: 'refunds' })} className={linkClass(refunds)} aria-current={refunds ? 'page' : undefined}>
        Refunds due
        {count > 0 && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">{count}</span>}
      </Link>
    </nav>
  )
}

export default function PaymentPage() {
  const { variables } = useServerTable()
  const [view] = useQueryParam('view')
  const [rawBills] = useQueryParam('bills')
  const [proof] = useQueryParam('proof')
  const [search] = useQueryParam('search')
  const bills = parseFilter(rawBills, PAYMENT_FILTERS, 'unpaid')
  const withProof = proof === '1'
  const refunds = view === 'refunds'
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Payments</h1>
      <Views refunds={refunds} />
      {refunds ? (
        <RefundsDueCell page={variables.page} pageSize={variables.pageSize} />
      ) : (
        <>
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
        </>
      )}
    </div>
  )
}
