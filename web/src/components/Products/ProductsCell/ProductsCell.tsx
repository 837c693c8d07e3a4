// The products list: one server page of adminProducts (the page passes useServerTable().variables
// with the toolbar's search and status), in a DataTable.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import type { FindProductsQuery, FindProductsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateProduct, canOpen } from '@/lib/catalog'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindProducts($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String, $status: String) {
    adminProducts(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search, status: $status) {
      items {
        id
        name
        price
        status
        createdAt
        funnels {
          id
        }
        courses {
          id
          name
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

export type ProductRow = FindProductsQuery['adminProducts']['items'][number]

export const ProductStatusBadge = ({ status }: { status: string }) =>
  status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="outline">Expired</Badge>

const columns: DataTableColumn<ProductRow>[] = [
  recordColumn<ProductRow>('name', 'Name', (row) => routes.product({ id: row.id }), (row) => row.name),
  { key: 'price', header: 'Price', sortable: true, cell: (row) => formatPeso(row.price) },
  { key: 'status', header: 'Status', sortable: true, cell: (row) => <ProductStatusBadge status={row.status} /> },
  { key: 'funnels', header: 'Funnels', cell: (row) => row.funnels.length },
  {
    key: 'courses',
    header: 'Courses',
    cell: (row) =>
      row.courses.length ? <span className="block min-w-64 whitespace-normal">{row.courses.map((c) => c.name).join(', ')}</span> : <span className="text-muted">None</span>,
  },
  { key: 'createdAt', header: 'Created', sortable: true, cell: (row) => formatDate(row.createdAt) },
]

export const isEmpty = (data: FindProductsQuery) => data.adminProducts.totalCount === 0

export const Empty = ({ search, status }: FindProductsQueryVariables) => {
  const user = useCurrentUser()
  if (search || status) return <EmptyState title="No products match" description="Try another name or status." />
  return (
    <EmptyState
      title="No products yet"
      description="A product grants courses; its funnels sell it."
      action={canCreateProduct(user) ? { label: 'Add New Product', to: routes.newProduct() } : undefined}
    />
  )
}

export const Success = ({ adminProducts }: CellSuccessProps<FindProductsQueryVariables, FindProductsQuery>) => {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editProduct')
  return (
    <ServerDataTable<ProductRow>
      label="Products"
      columns={columns}
      list={adminProducts}
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.product({ id: row.id })} name={row.name}>Show</RowLink>
          {canEdit && (
            <RowLink to={routes.editProduct({ id: row.id })} name={row.name}>Edit</RowLink>
          )}
        </div>
      )}
    />
  )
}

export const ProductsCell = createCell<FindProductsQueryVariables, FindProductsQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'ProductsCell' })

export default ProductsCell
