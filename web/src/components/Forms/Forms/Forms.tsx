// The forms table: one server page, sorted and paged through the address (useServerTable); a
// form's title opens it.
import { Link, routes } from '@redwoodjs/router'
import { formatDate } from '@/lib/format'
import type { AdminFormsQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { RowLink } from '@/components/ui/DataTable/RowActions'

export type FormRow = AdminFormsQuery['adminForms']['items'][number]

const columns: DataTableColumn<FormRow>[] = [
  {
    key: 'title',
    header: 'Title',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <Link to={routes.form({ id: row.id })} className="font-medium text-brand-700 hover:underline">
        {row.title}
      </Link>
    ),
  },
  { key: 'slug', header: 'Slug', sortable: true, cell: (row) => <code className="text-xs text-slate-600">{row.slug}</code> },
  {
    key: 'isPublished',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={row.isPublished ? 'success' : 'outline'}>{row.isPublished ? 'Published' : 'Draft'}</Badge>,
  },
  { key: 'isPublic', header: 'Who can answer', sortable: true, cell: (row) => (row.isPublic ? 'Anyone' : 'Signed-in users') },
  { key: 'responseCount', header: 'Responses', sortable: true },
  { key: 'updatedAt', header: 'Updated', sortable: true, cell: (row) => formatDate(row.updatedAt) },
]

export function Forms({ forms, totalCount }: { forms: FormRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  return (
    <DataTable<FormRow>
      {...tableProps}
      label="Forms"
      columns={columns}
      rows={forms}
      totalCount={totalCount}
      primaryKey="id"
      rowActions={(row) => (
        <RowLink to={routes.form({ id: row.id })} name={row.title}>Open</RowLink>
      )}
    />
  )
}
