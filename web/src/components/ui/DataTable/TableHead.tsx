// DataTable's header row: select-all (when rows can be selected), the columns with their sort
// buttons and aria-sort, and Actions (when rows have actions).
import { flexRender, type Table } from '@tanstack/react-table'
import clsx from 'clsx'
import type { DataTableColumn } from './columnDefs'
import { Checkbox, SortIcon } from './TableControls'

type Props<T> = {
  table: Table<T>
  selectable: boolean
  hasRowActions: boolean
  byKey: Map<string, DataTableColumn<T>>
}

export function TableHead<T>({ table, selectable, hasRowActions, byKey }: Props<T>) {
  const pageRows = table.getRowModel().rows
  return (
    <thead className="bg-slate-50">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {selectable && (
            <th scope="col" className="w-10 px-4 py-3">
              <Checkbox
                label="Select all rows on this page"
                checked={table.getIsAllPageRowsSelected()}
                indeterminate={table.getIsSomePageRowsSelected()}
                onChange={() => table.toggleAllPageRowsSelected()}
                disabled={pageRows.length === 0}
              />
            </th>
          )}
          {group.headers.map((header) => {
            const { column } = header
            const direction = column.getIsSorted() || null
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={column.getCanSort() ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                className={clsx('whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600', byKey.get(column.id)?.className)}
              >
                {column.getCanSort() ? (
                  <button type="button" onClick={column.getToggleSortingHandler()} className="group inline-flex items-center gap-1 rounded uppercase focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                    {flexRender(column.columnDef.header, header.getContext())}
                    <SortIcon direction={direction} />
                  </button>
                ) : (
                  flexRender(column.columnDef.header, header.getContext())
                )}
              </th>
            )
          })}
          {hasRowActions && (
            <th scope="col" className="px-4 py-3 text-right text-xs font-semibold uppercase tracking-wide text-slate-600">
              Actions
            </th>
          )}
        </tr>
      ))}
    </thead>
  )
}
