// The resource files table: one server page, sorted and paged through the address (useServerTable),
// each row with its category, file or link, size, audience and publication, and Show / Edit.
import { Link, routes } from '@redwoodjs/router'
import { formatFileSize } from '@common/files'
import { RESOURCE_AUDIENCE_LABELS, type ResourceAudience } from '@common/validation/resources'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { isPageAllowed } from '@/lib/pageAccess'
import type { FindResourceFilesQuery } from '@/types/graphql'
import { categoryLabel } from '@/lib/resourceCategories'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { recordColumn } from '@/components/ui/DataTable/RowActions'

export type ResourceFileRow = FindResourceFilesQuery['resourceFiles']['items'][number]

/** The file's name, or the link's host for a link. */
export function sourceLabel(row: Pick<ResourceFileRow, 'isLink' | 'fileUrl' | 'fileName'>): string {
  if (!row.isLink) return row.fileName ?? 'Uploaded file'
  try {
    return new URL(row.fileUrl).hostname.replace(/^www\./, '')
  } catch {
    return row.fileUrl
  }
}

const columns: DataTableColumn<ResourceFileRow>[] = [
  recordColumn<ResourceFileRow>('title', 'Title', (row) => routes.resourceFile({ id: row.id }), (row) => row.title),
  { key: 'category', header: 'Category', sortable: true, cell: (row) => <Badge tone="info">{categoryLabel(row.category)}</Badge> },
  { key: 'fileUrl', header: 'File or link', cell: (row) => <span className="break-all">{sourceLabel(row)}</span> },
  { key: 'sizeBytes', header: 'Size', sortable: true, cell: (row) => (row.sizeBytes == null ? '' : formatFileSize(row.sizeBytes)) },
  { key: 'audience', header: 'Audience', sortable: true, cell: (row) => RESOURCE_AUDIENCE_LABELS[row.audience as ResourceAudience] ?? row.audience },
  {
    key: 'isPublished',
    header: 'Published',
    sortable: true,
    cell: (row) => <Badge tone={row.isPublished ? 'success' : 'warning'}>{row.isPublished ? 'Published' : 'Draft'}</Badge>,
  },
  { key: 'createdAt', header: 'Added', sortable: true, cell: (row) => formatDate(row.createdAt) },
]

export function ResourceFiles({ resourceFiles, totalCount }: { resourceFiles: ResourceFileRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const canEdit = isPageAllowed('editResourceFile', user?.pageAccess)
  return (
    <DataTable<ResourceFileRow>
      {...tableProps}
      label="Resources"
      columns={columns}
      rows={resourceFiles}
      totalCount={totalCount}
      primaryKey="id"
      // `relative` keeps each link's screen-reader text inside the table's scroll box: an absolutely
      // positioned sr-only span with no positioned ancestor would widen the page at 390 px.
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <Link to={routes.resourceFile({ id: row.id })} className={buttonClassName('secondary', 'sm', 'relative')}>
            Show<span className="sr-only"> {row.title}</span>
          </Link>
          {canEdit && (
            <Link to={routes.editResourceFile({ id: row.id })} className={buttonClassName('secondary', 'sm', 'relative')}>
              Edit<span className="sr-only"> {row.title}</span>
            </Link>
          )}
        </div>
      )}
    />
  )
}
