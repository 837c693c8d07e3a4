// One product (FindProduct): its price, status, courses and funnels (each with its checkout link),
// with Edit, Delete (refused while it has funnels: deactivate it) and Add Funnel for those who may.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import type { FindProductQuery, FindProductQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateProduct, canEditProduct, validityText } from '@/lib/catalog'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { ProductStatusBadge } from '../ProductsCell/ProductsCell'

export const QUERY = gql`
  query FindProduct($id: Int!) {
    product(id: $id) {
      id
      name
      price
      description
      imageUrl
      status
      createdAt
      updatedAt
      courses {
        id
        name
      }
      funnels {
        id
        name
        slug
        price
        validityByDays
        isOpen
        checkoutPath
      }
    }
  }
`

export const DELETE_PRODUCT = gql`
  mutation DeleteProduct($id: Int!) {
    deleteProduct(id: $id)
  }
`

type Found = { product: NonNullable<FindProductQuery['product']> }

export const Empty = () => <EmptyState title="Product not found" description="It may have been deleted." action={{ label: 'All products', to: routes.products() }} />

export const Success = ({ product }: CellSuccessProps<FindProductQueryVariables, Found>) => {
  const user = useCurrentUser()
  const [deleteProduct] = useMutation(DELETE_PRODUCT, { refetchQueries: ['FindProducts'] })
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">
            <Link to={routes.products()} className="hover:underline">
              Products
            </Link>
          </p>
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{product.name}</h1>
        </div>
        {canEditProduct(user) && (
          <div className="flex flex-wrap gap-2">
            <Link to={routes.editProduct({ id: product.id })} className={buttonClassName('secondary', 'md')}>
              Edit
            </Link>
            <ConfirmDelete label="Delete" title={`Delete ${product.name}?`} loadingLabel="Deleting..." success="Product deleted" onConfirm={() => deleteProduct({ variables: { id: product.id } }).then(() => navigate(routes.products()))}>
              <p className="text-sm text-slate-600">This deletes the product for everyone. It cannot be undone.</p>
            </ConfirmDelete>
          </div>
        )}
      </div>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Price</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{formatPeso(product.price)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Status</dt>
          <dd className="mt-1">
            <ProductStatusBadge status={product.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Updated</dt>
          <dd className="mt-1 text-sm text-slate-700">{formatDate(product.updatedAt)}</dd>
        </div>
        {product.description && (
          <div className="sm:col-span-3">
            <dt className="text-xs font-medium uppercase text-slate-500">Description</dt>
            <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{product.description}</dd>
          </div>
        )}
        <div className="sm:col-span-3">
          <dt className="text-xs font-medium uppercase text-slate-500">Courses</dt>
          <dd className="mt-1 text-sm text-slate-700">{product.courses.length ? product.courses.map((c) => c.name).join(', ') : 'None'}</dd>
        </div>
      </dl>
      <div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Funnels</h2>
          {canCreateProduct(user) && (
            <Link to={routes.newFunnel({ productId: product.id })} className={buttonClassName('primary', 'sm')}>
              Add Funnel
            </Link>
          )}
        </div>
        {product.funnels.length === 0 ? (
          <p className="text-sm text-slate-500">No funnels available</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {product.funnels.map((funnel) => (
              <li key={funnel.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={routes.funnel({ id: funnel.id })} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                    {funnel.name}
                  </Link>
                  <p className="break-all text-xs text-slate-500">
                    /{funnel.slug} · {validityText(funnel.validityByDays)}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <span className="font-medium">{formatPeso(funnel.price)}</span>
                  {funnel.isOpen ? <Badge tone="success">Open</Badge> : <Badge tone="outline">Closed</Badge>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

export const ProductCell = createCell<FindProductQueryVariables, FindProductQuery, Found>({ QUERY, Empty, Success, displayName: 'ProductCell' })
