// /funnels: every funnel with its product (open or closed), a page at a time, searchable by the
// funnel's name or slug or its product's name. New funnels are added from a product's page.
import { FunnelsCell } from '@/components/Funnels/FunnelsCell/FunnelsCell'
import { FUNNEL_FILTERS, parseFilter, ProductsToolbar } from '@/components/Products/ProductsToolbar/ProductsToolbar'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function FunnelsPage() {
  const { variables } = useServerTable()
  const [rawStatus] = useQueryParam('status')
  const [search] = useQueryParam('search')
  const status = parseFilter(rawStatus, FUNNEL_FILTERS)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Funnels</h1>
      <ProductsToolbar key={search ?? ''} id="funnels" label="Funnels" status={status} search={search ?? ''} filters={FUNNEL_FILTERS} placeholder="Search funnels or products" />
      <FunnelsCell {...variables} status={status} search={search || null} />
    </div>
  )
}
