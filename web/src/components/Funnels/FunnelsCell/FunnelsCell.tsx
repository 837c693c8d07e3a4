// Every funnel with its product: one server page of `funnels` in a DataTable.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate, formatPeso } from '@/lib/format'
import type { FindFunnelsQuery, FindFunnelsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { validityText } from '@/lib/catalog'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindFunnels($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String, $status: String) {
    funnels(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search, status: $status) {
      items {
        id
        name
        slug
        price
        validityByDays
        isOpen
        createdAt
        product {
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

type FunnelRow = FindFunnelsQuery['funnels']['items'][number]

const columns: DataTableColumn<FunnelRow>[] = [
  recordColumn<FunnelRow>('name', 'Name', (row) => routes.funnel({ id: row.id }), (row) => row.name),
  {
    key: 'product',
    header: 'Product',
    cell: (row) => (
      <Link to={routes.product({ id: row.product.id })} className="hover:underline">
        {row.product.name}
      </Link>
    ),
  },
  { key: 'price', header: 'Price', sortable: true, cell: (row) => formatPeso(row.price) },
  { key: 'validityByDays', header: 'Validity', cell: (row) => validityText(row.validityByDays) },
  { key: 'isOpen', header: 'Status', cell: (row) => (row.isOpen ? <Badge tone="success">Open</Badge> : <Badge tone="outline">Closed</Badge>) },
  { key: 'slug', header: 'Slug', cell: (row) => `/${row.slug}` },
  { key: 'createdAt', header: 'Created', sortable: true, cell: (row) => formatDate(row.createdAt) },
]

export const isEmpty = (data: FindFunnelsQuery) => data.funnels.totalCount === 0

export const Empty = ({ search, status }: FindFunnelsQueryVariables) =>
  search || status ? (
    <EmptyState title="No funnels match" description="Try another name or status." />
  ) : (
    <EmptyState title="No funnels available" description="Add a funnel from a product's page." action={{ label: 'Products', to: routes.products() }} />
  )

export const Success = ({ funnels }: CellSuccessProps<FindFunnelsQueryVariables, FindFunnelsQuery>) => {
  return (
    <ServerDataTable<FunnelRow>
      label="Funnels"
      columns={columns}
      list={funnels}
      rowActions={(row) => (
        <RowLink to={routes.funnel({ id: row.id })} name={row.name}>Show</RowLink>
      )}
    />
  )
}

export const FunnelsCell = createCell<FindFunnelsQueryVariables, FindFunnelsQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'FunnelsCell' })
