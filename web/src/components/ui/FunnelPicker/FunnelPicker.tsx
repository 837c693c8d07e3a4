// The enrol screens' product -> funnel picker (docs/product.md, "enrolment"): pick a product (products),
// then funnels from its table (funnelsByProductId: Funnel, Product ID, Validity, Name, Price; Show
// and Select), and the selected funnels in a second table with Remove (and, on view-subscription,
// Customize). The Actions columns show only with user_enroll/unenroll.
import { gql, useQuery } from '@apollo/client'
import { Link } from '@redwoodjs/router'
import { useState, type ReactNode } from 'react'
import { formatPeso } from '@/lib/format'
import type { EnrolFunnelsQuery, EnrolFunnelsQueryVariables, EnrolProductsQuery } from '@/types/graphql'
import { Button, buttonClassName } from '../Button/Button'
import { DataTable, type DataTableColumn } from '../DataTable/DataTable'
import { EmptyState } from '../EmptyState/EmptyState'
import { controlClass } from '../Form/FieldShell'

export const ENROL_PRODUCTS = gql`
  query EnrolProducts {
    products {
      id
      name
      price
      funnels {
        id
      }
    }
  }
`

export const ENROL_FUNNELS = gql`
  query EnrolFunnels($productId: Int!, $userId: Int) {
    funnelsByProductId(productId: $productId, userId: $userId) {
      id
      name
      productId
      validityByDays
      slug
      price
      product {
        name
        price
      }
      funnelPaymentTerm {
        paymentTermId
      }
    }
  }
`

export type PickedFunnel = EnrolFunnelsQuery['funnelsByProductId'][number]

export const EMPTY = {
  products: 'No available product for the moment',
  funnels: 'No funnels available',
  selected: 'There are no selected funnels',
}

const validityLabel = (days: number | null | undefined) => (days == null ? 'Lifetime' : `${days} day(s)`)

const columns: DataTableColumn<PickedFunnel>[] = [
  { key: 'id', header: 'Funnel', hideable: false, cell: (row) => <span className="break-all">{row.id}</span> },
  { key: 'productId', header: 'Product ID' },
  { key: 'validityByDays', header: 'Validity', cell: (row) => validityLabel(row.validityByDays) },
  { key: 'name', header: 'Name' },
  { key: 'price', header: 'Price', cell: (row) => formatPeso(row.price) },
]

export function FunnelPicker({
  userId,
  canEnrol,
  selected,
  onChange,
  selectedActions,
}: {
  /** Leaves out funnels the user already holds (view-subscription). */
  userId?: number
  canEnrol: boolean
  selected: PickedFunnel[]
  onChange: (selected: PickedFunnel[]) => void
  /** Extra actions on a selected row (Customize). */
  selectedActions?: (row: PickedFunnel) => ReactNode
}) {
  const [productId, setProductId] = useState<number | null>(null)
  const products = useQuery<EnrolProductsQuery>(ENROL_PRODUCTS)
  const funnels = useQuery<EnrolFunnelsQuery, EnrolFunnelsQueryVariables>(ENROL_FUNNELS, {
    variables: { productId: productId ?? 0, userId: userId ?? null },
    skip: productId == null,
  })
  const available = (products.data?.products ?? []).filter((product) => product.funnels.length > 0)
  const chosen = new Set(selected.map((funnel) => funnel.id))
  const offered = (funnels.data?.funnelsByProductId ?? []).filter((funnel) => !chosen.has(funnel.id))
  if (products.error) return <p role="alert" className="text-sm text-red-700">{products.error.message}</p>
  return (
    <div className="space-y-6">
      {products.loading && !products.data ? (
        <p className="text-sm text-slate-500">Loading products…</p>
      ) : available.length === 0 ? (
        <EmptyState title={EMPTY.products} />
      ) : (
        <div className="max-w-md space-y-1">
          <label htmlFor="enrol-product" className="block text-sm font-medium text-slate-700">
            Product
          </label>
          <select
            id="enrol-product"
            className={controlClass(false)}
            value={productId ?? ''}
            onChange={(e) => setProductId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Select a product</option>
            {available.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {productId != null && (
        <section aria-label="Funnels" className="space-y-2">
          <h2 className="text-base font-semibold text-slate-900">Funnels</h2>
          {funnels.loading && !funnels.data ? (
            <p className="text-sm text-slate-500">Loading funnels…</p>
          ) : (
            <DataTable<PickedFunnel>
              label="Funnels"
              columns={columns}
              rows={offered}
              primaryKey="id"
              preferencesKey="enrol-funnels"
              emptyTitle={EMPTY.funnels}
              rowActions={
                canEnrol
                  ? (row) => (
                      <div className="flex justify-end gap-2">
                        <Link to={`/funnels/${encodeURIComponent(row.id)}`} className={buttonClassName('secondary', 'sm')}>
                          Show<span className="sr-only"> {row.name}</span>
                        </Link>
                        <Button size="sm" onClick={() => onChange([...selected, row])}>
                          Select<span className="sr-only"> {row.name}</span>
                        </Button>
                      </div>
                    )
                  : undefined
              }
            />
          )}
        </section>
      )}
      <section aria-label="Selected funnels" className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">Selected funnels</h2>
        <DataTable<PickedFunnel>
          label="Selected funnels"
          columns={columns}
          rows={selected}
          primaryKey="id"
          preferencesKey="enrol-selected-funnels"
          emptyTitle={EMPTY.selected}
          rowActions={
            canEnrol
              ? (row) => (
                  <div className="flex justify-end gap-2">
                    {selectedActions?.(row)}
                    <Button variant="danger" size="sm" onClick={() => onChange(selected.filter((funnel) => funnel.id !== row.id))}>
                      Remove<span className="sr-only"> {row.name}</span>
                    </Button>
                  </div>
                )
              : undefined
          }
        />
      </section>
    </div>
  )
}
