// The first column of the groups back office's lists: the row's name, sortable, always shown,
// linking to the row's own page.
import { Link } from '@redwoodjs/router'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'

export function nameLinkColumn<Row extends { name: string }>(to: (row: Row) => string): DataTableColumn<Row> {
  return {
    key: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <Link to={to(row)} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
        {row.name}
      </Link>
    ),
  }
}
