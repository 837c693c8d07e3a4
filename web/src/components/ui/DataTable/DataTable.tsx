import clsx from 'clsx'
import { useRef } from 'react'
import { Button } from '../Button/Button'
import { Pager } from '../Pager/Pager'
import { ColumnsMenu } from './ColumnsMenu'
import type { DataTableProps } from './dataTableProps'
import { TableBody } from './TableBody'
import { TableHead } from './TableHead'
import { useDataTable } from './useDataTable'
import { useScrollsSideways } from './useScrollsSideways'

export type { DataTableColumn } from './columnDefs'
export type { DataTableBulkAction, DataTableProps } from './dataTableProps'
export type { SortState } from './sorting'

/**
 * The shared table, on TanStack Table: sortable headers, 10 rows a page with the Pager, row selection
 * (cleared when the data changes), saved column choices per page, bulk actions and 'No data here' when
 * empty. With totalCount and onSortChange the server pages and sorts, and `rows` is one page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { primaryKey, label, bulkActions, rowActions, emptyTitle = 'No data here', emptyDescription, loading, className } = props
  if (bulkActions && bulkActions.length > 0 && !primaryKey) {
    // Without a key a bulk action could act on the wrong records after a refetch: refuse loudly.
    throw new Error('DataTable: bulkActions require a primaryKey prop to identify the selected rows')
  }
  const { table, selectable, selectedRows, byKey, total, page, pageSize } = useDataTable(props)

  const scrollBox = useRef<HTMLDivElement>(null)
  const scrollsSideways = useScrollsSideways(scrollBox)

  return (
    <div className={clsx('overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200', className)}>
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-2">
        <div className="flex items-center gap-2">
          {selectable && selectedRows.length > 0 && (
            <>
              <span className="text-sm font-medium text-slate-700">{selectedRows.length} selected</span>
              {bulkActions?.map((action) => (
                <Button key={action.label} size="sm" variant={action.variant ?? 'secondary'} onClick={() => action.onClick(selectedRows)}>
                  {action.label}
                </Button>
              ))}
            </>
          )}
        </div>
        <ColumnsMenu columns={table.getAllLeafColumns().filter((c) => c.getCanHide())} />
      </div>
      {/* relative: the cells' sr-only text is absolutely placed; without a positioned ancestor here it
          escapes the scroll box and widens a phone's page. A table wider than the box (on a phone)
          scrolls inside it, and a keyboard can only scroll a box that takes focus (WCAG 2.1.1): it
          joins the tab order while, and only while, there is something to scroll. */}
      <div
        ref={scrollBox}
        tabIndex={scrollsSideways ? 0 : undefined}
        className="relative overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
      >
        <table aria-label={label} aria-busy={loading || undefined} className={clsx('min-w-full divide-y divide-slate-200 text-sm', loading && 'opacity-60')}>
          <TableHead table={table} selectable={selectable} hasRowActions={Boolean(rowActions)} byKey={byKey} />
          <TableBody
            table={table}
            selectable={selectable}
            hasPrimaryKey={Boolean(primaryKey)}
            offset={(page - 1) * pageSize}
            rowActions={rowActions}
            byKey={byKey}
            emptyTitle={emptyTitle}
            emptyDescription={emptyDescription}
          />
        </table>
      </div>
      {total > 0 && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pager totalItems={total} page={page} pageSize={pageSize} onPageChange={(next) => table.setPageIndex(next - 1)} />
        </div>
      )}
    </div>
  )
}

export default DataTable
