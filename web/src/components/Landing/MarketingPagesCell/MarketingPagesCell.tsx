// The marketing pages (/lessons, /fts, /xmas...): each with its address, what is live and whether the
// draft has changes, to open in the builder or view as visitors see it.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { createCell } from '@/lib/cell'
import { formatDateTime } from '@/lib/format'
import type { MarketingPagesQuery } from '@/types/graphql'

export const QUERY = gql`
  query MarketingPages {
    marketingPages {
      id
      name
      publicPath
      publishedVersion
      publishedAt
      hasUnpublishedChanges
      draftUpdatedAt
      draftUpdatedBy
    }
  }
`

type Row = MarketingPagesQuery['marketingPages'][number]

const columns: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Page',
    cell: (row) => (
      <Link to={routes.marketingPageBuild({ id: row.id })} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
        {row.name}
      </Link>
    ),
  },
  {
    key: 'publicPath',
    header: 'Address',
    cell: (row) => (
      <a href={row.publicPath} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
        {row.publicPath}
      </a>
    ),
  },
  {
    key: 'publishedVersion',
    header: 'Live',
    cell: (row) =>
      row.publishedVersion ? (
        <span>
          Version {row.publishedVersion}
          <span className="block text-xs text-slate-500">{formatDateTime(row.publishedAt)}</span>
        </span>
      ) : (
        <Badge tone="outline">Not published</Badge>
      ),
  },
  {
    key: 'hasUnpublishedChanges',
    header: 'Draft',
    cell: (row) =>
      row.hasUnpublishedChanges ? (
        <span>
          <Badge tone="warning">Unpublished changes</Badge>
          {row.draftUpdatedAt && (
            <span className="block text-xs text-slate-500">
              {formatDateTime(row.draftUpdatedAt)}
              {row.draftUpdatedBy ? ` by ${row.draftUpdatedBy}` : ''}
            </span>
          )}
        </span>
      ) : (
        <span className="text-slate-500">Same as live</span>
      ),
  },
]

export const MarketingPagesCell = createCell<Record<string, never>, MarketingPagesQuery>({
  QUERY,
  Success: ({ marketingPages }) => (
    <DataTable
      label="Marketing pages"
      columns={columns}
      rows={marketingPages}
      primaryKey="id"
      pageSize={50}
      rowActions={(row) => (
        <Link to={routes.marketingPageBuild({ id: row.id })} className={buttonClassName('secondary', 'sm')}>
          Edit
        </Link>
      )}
    />
  ),
  displayName: 'MarketingPagesCell',
})
