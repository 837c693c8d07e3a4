// Recent uploads of the chosen type, newest first, a server page at a time; each opens its job.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindUploadJobsQuery, FindUploadJobsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { statusBadge } from '../uploadJob'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindUploadJobs($type: String, $page: Int, $pageSize: Int) {
    uploadJobs(type: $type, page: $page, pageSize: $pageSize) {
      items {
        id
        type
        status
        dryRun
        fileName
        totalRows
        createdRows
        updatedRows
        failedRows
        errors {
          row
        }
        createdByName
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

type Row = FindUploadJobsQuery['uploadJobs']['items'][number]
type Props = FindUploadJobsQueryVariables & { onOpen: (jobId: number) => void }

export const beforeQuery = ({ type, page, pageSize }: Props) => ({ variables: { type, page, pageSize }, fetchPolicy: 'cache-and-network' as const })

const columns: DataTableColumn<Row>[] = [
  { key: 'createdAt', header: 'Uploaded', hideable: false, cell: (row) => formatDate(row.createdAt) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const badge = statusBadge(row)
      return <Badge tone={badge.tone}>{badge.label}</Badge>
    },
  },
  { key: 'dryRun', header: 'Kind', cell: (row) => (row.dryRun ? 'Preview' : 'Import') },
  { key: 'fileName', header: 'File', cell: (row) => <span className="whitespace-nowrap">{row.fileName}</span> },
  { key: 'totalRows', header: 'Rows' },
  { key: 'createdRows', header: 'Added' },
  { key: 'updatedRows', header: 'Changed' },
  { key: 'createdByName', header: 'By' },
]

export const isEmpty = (data: FindUploadJobsQuery) => data.uploadJobs.totalCount === 0

export const Empty = () => <EmptyState title="No uploads yet" description="Previews and imports of this type appear here." />

export function Success({ uploadJobs, onOpen }: CellSuccessProps<Props, FindUploadJobsQuery>) {
  return (
    <ServerDataTable<Row>
      label="Recent uploads"
      columns={columns}
      list={uploadJobs}
      rowActions={(row) => (
        <Button variant="secondary" size="sm" onClick={() => onOpen(row.id)}>
          Open<span className="sr-only"> upload #{row.id}</span>
        </Button>
      )}
    />
  )
}

export const UploadJobsCell = createCell<Props, FindUploadJobsQuery>({
  QUERY,
  beforeQuery,
  isEmpty,
  Empty,
  Success,
  displayName: 'UploadJobsCell',
})

export default UploadJobsCell
