// The state behind DataTable, on TanStack Table: visible columns (saved per page), the sort (the
// page's or the table's own), the page (the page's or ?page=), the row selection (cleared when the
// rows change, reported when it changes) and the TanStack table made from them.
import { useLocation } from '@redwoodjs/router'
import {
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table'
import { useEffect, useMemo, useRef, useState } from 'react'
import { DEFAULT_PAGE_SIZE } from '@common/pagination'
import { usePageParam } from '../Pager/Pager'
import { toColumnDefs } from './columnDefs'
import { useColumnPreferences } from './columnPreferences'
import type { DataTableProps } from './dataTableProps'
import { fromSortingState, toSortingState, type SortState } from './sorting'

export function useDataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, primaryKey, pageSize = DEFAULT_PAGE_SIZE, totalCount, onSortChange, onSelectionChange, bulkActions, preferencesKey } = props
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

  return { table, selectable, selectedRows, byKey, total, page, pageSize }
}

/** The same rows in the same order (element identity), whatever array holds them. */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((row, i) => row === b[i]))
}
