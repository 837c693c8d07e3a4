// /payment-terms: every payment term, a page at a time; ?page=, ?sortBy=, ?sortOrder= and ?search=
// in the address are the list's variables, so a reload or a shared link shows the same page. "Add
// Payment Term" shows only with the newPaymentTerm page and the payment-term_create function flag.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreatePaymentTerm } from '@/components/PaymentTerms/paymentTermAccess'
import { PaymentTermsCell } from '@/components/PaymentTerms/PaymentTermsCell/PaymentTermsCell'
import { PaymentTermsToolbar } from '@/components/PaymentTerms/PaymentTermsToolbar/PaymentTermsToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function PaymentTermsPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Payment terms</h1>
        {canCreatePaymentTerm(user) && (
          <Link to={routes.newPaymentTerm()} className={buttonClassName('primary', 'md')}>
            Add Payment Term
          </Link>
        )}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <PaymentTermsToolbar key={search ?? ''} search={search ?? ''} />
      <PaymentTermsCell {...variables} search={search || null} />
    </div>
  )
}
