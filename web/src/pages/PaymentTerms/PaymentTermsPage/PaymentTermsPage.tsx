// /payment-terms: every term with how many funnels offer it; "Add Payment Term" only with
// payment-term_create.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { PaymentTermsCell } from '@/components/PaymentTerms/PaymentTermsCell/PaymentTermsCell'
import { canCreatePaymentTerm } from '@/lib/catalog'
import { ProductsToolbar } from '@/components/Products/ProductsToolbar/ProductsToolbar'
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
      <ProductsToolbar key={search ?? ''} id="payment-terms" label="Payment terms" status={null} search={search ?? ''} placeholder="Search by ID or name" />
      <PaymentTermsCell {...variables} search={search || null} />
    </div>
  )
}
