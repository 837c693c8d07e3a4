// /products: every product (or the active or expired ones), a page at a time; ?page=, ?sortBy=,
// ?sortOrder=, ?status= and ?search= are the list's variables. "Add New Product" shows only with
// product_create.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreateProduct } from '@/lib/catalog'
import { ProductsCell } from '@/components/Products/ProductsCell/ProductsCell'
import { parseFilter, PRODUCT_FILTERS, ProductsToolbar } from '@/components/Products/ProductsToolbar/ProductsToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function ProductsPage() {
  const { variables } = useServerTable()
  const [rawStatus] = useQueryParam('status')
  const [search] = useQueryParam('search')
  const status = parseFilter(rawStatus, PRODUCT_FILTERS)
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Products</h1>
        {canCreateProduct(user) && (
          <Link to={routes.newProduct()} className={buttonClassName('primary', 'md')}>
            Add New Product
          </Link>
        )}
      </div>
      <ProductsToolbar key={search ?? ''} id="products" label="Products" status={status} search={search ?? ''} filters={PRODUCT_FILTERS} placeholder="Search by name" />
      <ProductsCell {...variables} status={status} search={search || null} />
    </div>
  )
}
