// The batches table: one server page, newest launch first unless sorted (useServerTable), the
// current batch marked, with Show and Edit on each row.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { FindBatchesQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { canEditBatch } from '../batchAccess'
import { batchStatus } from '../batchStatus'
import { RowLink } from '@/components/ui/DataTable/RowActions'

export type BatchRow = FindBatchesQuery['batches']['items'][number]

const columns: DataTableColumn<BatchRow>[] = [
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
  { key: 'number', header: 'Number', sortable: true, cell: (row) => row.number ?? <span className="text-muted">None</span> },
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

export function Batches({ batches, totalCount }: { batches: BatchRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const canEdit = canEditBatch(useCurrentUser())
  return (
    <DataTable<BatchRow>
      {...tableProps}
      label="Batches"
      columns={columns}
      rows={batches}
      totalCount={totalCount}
      primaryKey="id"
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.batch({ id: row.id })} name={row.name}>Show</RowLink>
          {canEdit && (
            <RowLink to={routes.editBatch({ id: row.id })} name={row.name}>Edit</RowLink>
          )}
        </div>
      )}
    />
  )
}
