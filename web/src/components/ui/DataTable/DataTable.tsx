import { useLocation } from '@redwoodjs/router'
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table'
import clsx from 'clsx'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { DEFAULT_PAGE_SIZE } from '@common/pagination'
import { Button, type ButtonVariant } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { Pager, usePageParam } from '../Pager/Pager'
import { ColumnsMenu } from './ColumnsMenu'
import { Checkbox, SortIcon } from './TableControls'
import { toColumnDefs, type DataTableColumn } from './columnDefs'
import { useColumnPreferences } from './columnPreferences'
import { fromSortingState, toSortingState, type SortState } from './sorting'
import { useScrollsSideways } from './useScrollsSideways'

export type { DataTableColumn } from './columnDefs'
export type { SortState } from './sorting'

/** An action on the selected rows. */
export type DataTableBulkAction<T> = { label: string; onClick: (rows: T[]) => void; variant?: ButtonVariant }

/** Props of DataTable. Pass totalCount (and page/onPageChange) when the server paginates; useServerTable() gives them. */
export type DataTableProps<T> = {
  columns: DataTableColumn<T>[]
  rows: readonly T[]
  /** The row field that identifies a row; required with bulkActions. */
  primaryKey?: keyof T & string
  /** Accessible name of the table. */
  label?: string
  pageSize?: number
  /** Server-side pagination: the number of rows on the server; `rows` is then the current page only. */
  totalCount?: number
  /** The current page (1-based); defaults to `?page=`. */
  page?: number
  onPageChange?: (page: number) => void
  /** The current sort when the page keeps it (e.g. in the address); otherwise the table keeps its own. */
  sort?: SortState
  /** Server-side sorting: called instead of sorting the rows here. */
  onSortChange?: (sort: SortState) => void
  /** Shows row checkboxes (implied by bulkActions). */
  selectable?: boolean
  onSelectionChange?: (rows: T[]) => void
  bulkActions?: DataTableBulkAction<T>[]
  /** Buttons at the end of each row (Show, Select, Remove...). */
  rowActions?: (row: T) => ReactNode
  emptyTitle?: string
  emptyDescription?: ReactNode
  /** Where column choices are saved; defaults to the page path. */
  preferencesKey?: string
  loading?: boolean
  className?: string
}

/**
 * The shared table, on TanStack Table: sortable headers, 10 rows a page with the Pager, row selection
 * (cleared when the data changes), saved column choices per page, bulk actions and 'No data here' when
 * empty. With totalCount and onSortChange the server pages and sorts, and `rows` is one page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns, rows, primaryKey, label, pageSize = DEFAULT_PAGE_SIZE, totalCount, onSortChange, onSelectionChange,
    bulkActions, rowActions, emptyTitle = 'No data here', emptyDescription, preferencesKey, loading, className,
  } = props
  if (bulkActions && bulkActions.length > 0 && !primaryKey) {
    // Without a key a bulk action could act on the wrong records after a refetch: refuse loudly.
    throw new Error('DataTable: bulkActions require a primaryKey prop to identify the selected rows')
  }
  const selectable = Boolean(props.selectable || (bulkActions && bulkActions.length > 0))
  const serverPaged = totalCount !== undefined

  const { pathname } = useLocation()
  const allKeys = useMemo(() => columns.map((c) => c.key), [columns])
  const [visibleKeys, saveVisibleKeys] = useColumnPreferences(preferencesKey ?? pathname, allKeys)
  const columnVisibility: VisibilityState = Object.fromEntries(
    columns.map((c) => [c.key, c.hideable === false || visibleKeys.includes(c.key)]),
  )

  const [ownSort, setOwnSort] = useState<SortState>(null)
  const sort = props.sort !== undefined ? props.sort : ownSort

  const [pageParam, setPageParam] = usePageParam()
  const total = serverPaged ? totalCount : rows.length
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, props.page ?? pageParam), totalPages)
  const changePage = (next: number) => {
    props.onPageChange?.(next)
    if (props.page === undefined) setPageParam(next)
  }

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  // New data may not contain the selected records any more: start again. "New data" means other
  // rows, not a new array holding the same rows (a parent filtering inline re-renders with one).
  const [seenRows, setSeenRows] = useState(rows)
  if (!sameRows(seenRows, rows)) {
    setSeenRows(rows)
    if (Object.keys(rowSelection).length > 0) setRowSelection({})
  }

  const columnDefs = useMemo(() => toColumnDefs(columns, sort?.key, sort?.direction), [columns, sort?.key, sort?.direction])
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns])

  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    // Selection is kept by primary key, so it names records, not positions; without a key, by position.
    getRowId: primaryKey ? (row) => String(row[primaryKey]) : undefined,
    state: {
      sorting: toSortingState(sort),
      pagination: { pageIndex: page - 1, pageSize },
      rowSelection,
      columnVisibility,
    },
    onSortingChange: (updater) => {
      const next = fromSortingState(functionalUpdate(updater, toSortingState(sort)))
      if (props.sort === undefined) setOwnSort(next)
      onSortChange?.(next)
      if (page !== 1 && !serverPaged) changePage(1)
    },
    onPaginationChange: (updater) => changePage(functionalUpdate(updater, { pageIndex: page - 1, pageSize }).pageIndex + 1),
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility)
      saveVisibleKeys(allKeys.filter((key) => next[key] !== false))
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    manualSorting: Boolean(onSortChange),
    manualPagination: serverPaged,
    rowCount: total,
    enableRowSelection: selectable,
    // A header click sorts one column: a new column ascending, the same column toggles, never unsorted.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    // The page lives in the address; TanStack must not move it on its own when the data changes.
    autoResetPageIndex: false,
  })

  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original)
  // Reported when the selection itself changes, never merely because the parent re-rendered.
  const onSelectionChangeRef = useRef(onSelectionChange)
  onSelectionChangeRef.current = onSelectionChange
  const reported = useRef(rowSelection)
  useEffect(() => {
    if (reported.current === rowSelection) return
    reported.current = rowSelection
    onSelectionChangeRef.current?.(selectedRows)
    // selectedRows is derived from rowSelection (and rows, whose change clears rowSelection).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowSelection])

  const scrollBox = useRef<HTMLDivElement>(null)
  const scrollsSideways = useScrollsSideways(scrollBox)
  const pageRows = table.getRowModel().rows
  const colCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)

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
                {rowActions && (
                  <th scope="col" className="px-4 py-3 text-right text-xs font-semibold uppercase tracking-wide text-slate-600">
                    Actions
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={colCount}>
                  <EmptyState title={emptyTitle} description={emptyDescription} />
                </td>
              </tr>
            ) : (
              pageRows.map((row, i) => {
                const isSelected = row.getIsSelected()
                return (
                  <tr key={row.id} aria-selected={selectable ? isSelected : undefined} className={clsx('hover:bg-slate-50', isSelected && 'bg-brand-50/60')}>
                    {selectable && (
                      <td className="px-4 py-3">
                        <Checkbox
                          label={`Select row ${primaryKey ? row.id : (page - 1) * pageSize + i + 1}`}
                          checked={isSelected}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    )}
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={clsx('px-4 py-3 text-slate-700', byKey.get(cell.column.id)?.className)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                    {rowActions && <td className="whitespace-nowrap px-4 py-3 text-right">{rowActions(row.original)}</td>}
                  </tr>
                )
              })
            )}
          </tbody>
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

/** The same rows in the same order (element identity), whatever array holds them. */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((row, i) => row === b[i]))
}

export default DataTable
