// The batches list: one page of FindBatches (the page passes useServerTable().variables and the
// search) in the shared table, newest launch first unless sorted, the current batch marked, with
// Show, and Edit for those the access helper allows. Written by hand (docs/generators.md): the
// scaffold's cell with the Status and Members columns.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindBatchesQuery, FindBatchesQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateBatch, canEditBatch } from '../batchAccess'
import { BATCH_FIELDS } from '../BatchForm/batchFields'
import { batchStatus } from '../batchStatus'

export const QUERY = gql`
  query FindBatches($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    batches(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        ...BatchFields
        isCurrent
        memberCount
      }
      totalCount
      page
      pageSize
    }
  }
  ${BATCH_FIELDS}
`

export type BatchRow = FindBatchesQuery['batches']['items'][number]

const columns: DataTableColumn<BatchRow>[] = [
  // The name in the brand colour, as the batches list has always shown it.
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <Link to={routes.batch({ id: row.id })} className="font-medium text-brand-700 hover:underline">
        {row.name}
      </Link>
    ),
  },
  { key: 'number', header: 'Number', sortable: true, cell: (row) => row.number ?? <None /> },
  { key: 'launchFrom', header: 'Launch from', sortable: true, cell: (row) => formatDate(row.launchFrom) },
  { key: 'launchTo', header: 'Launch to', sortable: true, cell: (row) => formatDate(row.launchTo) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const status = batchStatus(row)
      return <Badge tone={status.tone}>{status.label}</Badge>
    },
  },
  { key: 'memberCount', header: 'Members', sortable: true },
]

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindBatchesQuery) => data.batches.totalCount === 0

export const Empty = ({ search }: FindBatchesQueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No batches match" description={`Nothing is named like "${search}".`} />
  return <EmptyState title="No batches yet" action={canCreateBatch(user) ? { label: 'Launch New Batch', to: routes.newBatch() } : undefined} />
}

export const Success = ({ batches }: CellSuccessProps<FindBatchesQueryVariables, FindBatchesQuery>) => {
  const canEdit = canEditBatch(useCurrentUser())
  return (
    <ServerDataTable<BatchRow>
      label="Batches"
      columns={columns}
      list={batches}
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.batch({ id: row.id })} name={row.name}>
            Show
          </RowLink>
          {canEdit && (
            <RowLink to={routes.editBatch({ id: row.id })} name={row.name}>
              Edit
            </RowLink>
          )}
        </div>
      )}
    />
  )
}

export const BatchesCell = createCell<FindBatchesQueryVariables, FindBatchesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'BatchesCell',
})

export default BatchesCell
