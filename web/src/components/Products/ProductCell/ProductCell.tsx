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
import { RecordHeader, Stat, StatList } from '@/components/ui/RecordHeader/RecordHeader'
import { ProductStatusBadge } from '../ProductsCell/ProductsCell'
import { RecordLink } from '@/components/ui/DataTable/RowActions'

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
      <RecordHeader
        back={{ to: routes.products(), label: 'Products' }}
        title={product.name}
        editTo={canEditProduct(user) ? routes.editProduct({ id: product.id }) : null}
        actions={
          <ConfirmDelete label="Delete" title={`Delete ${product.name}?`} loadingLabel="Deleting..." success="Product deleted" onConfirm={() => deleteProduct({ variables: { id: product.id } }).then(() => navigate(routes.products()))}>
            <p className="text-sm text-slate-600">This deletes the product for everyone. It cannot be undone.</p>
          </ConfirmDelete>
        }
      />
      <StatList className="sm:grid-cols-3">
        <Stat label="Price" valueClassName="text-lg font-semibold text-slate-900">{formatPeso(product.price)}</Stat>
        <Stat label="Status" valueClassName="">
          <ProductStatusBadge status={product.status} />
        </Stat>
        <Stat label="Updated">{formatDate(product.updatedAt)}</Stat>
        {product.description && (
          <Stat label="Description" className="sm:col-span-3" valueClassName="whitespace-pre-line break-words text-sm text-slate-700">{product.description}</Stat>
        )}
        <Stat label="Courses" className="sm:col-span-3">{product.courses.length ? product.courses.map((c) => c.name).join(', ') : 'None'}</Stat>
      </StatList>
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
                  <RecordLink to={routes.funnel({ id: funnel.id })}>{funnel.name}</RecordLink>
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
