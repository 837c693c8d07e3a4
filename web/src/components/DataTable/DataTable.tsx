import { useLocation } from '@redwoodjs/router'
import clsx from 'clsx'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Button, type ButtonVariant } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { DEFAULT_PAGE_SIZE, Pager, usePageParam } from '../Pager/Pager'
import { useColumnPreferences } from './columnPreferences'
import { nextSort, sortRows, type SortState } from './sortRows'

/** A column: `key` names it (and reads row[key] by default), `cell` renders it, `sortValue` sorts it. */
export type DataTableColumn<T> = {
  key: string
  header: string
  cell?: (row: T) => ReactNode
  sortable?: boolean
  sortValue?: (row: T) => string | number | boolean | Date | null | undefined
  /** False keeps the column out of the Columns menu (always shown). */
  hideable?: boolean
  className?: string
}

/** An action on the selected rows. */
export type DataTableBulkAction<T> = { label: string; onClick: (rows: T[]) => void; variant?: ButtonVariant }

/** Props of DataTable. Pass totalCount (and page/onPageChange) when the server paginates. */
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

function readCell<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key]
}

/**
 * The shared table: sortable headers, 10 rows a page with the Pager, row selection (cleared when the
 * data changes), saved column choices per page, bulk actions and 'No data here' when empty.
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
  const [visibleKeys, toggleColumn] = useColumnPreferences(preferencesKey ?? pathname, allKeys)
  const shownColumns = columns.filter((c) => c.hideable === false || visibleKeys.includes(c.key))

  const [sort, setSort] = useState<SortState>(null)
  const [pageParam, setPageParam] = usePageParam()
  const requestedPage = props.page ?? pageParam
  const total = serverPaged ? totalCount : rows.length
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, requestedPage), totalPages)
  const changePage = (next: number) => {
    props.onPageChange?.(next)
    if (props.page === undefined) setPageParam(next)
  }

  const sorted = useMemo(() => {
    if (onSortChange) return [...rows]
    const byKey = new Map(columns.map((c) => [c.key, c]))
    return sortRows(rows, sort, (row, key) => {
      const column = byKey.get(key)
      return (column?.sortValue ? column.sortValue(row) : readCell(row, key)) as never
    })
  }, [rows, sort, columns, onSortChange])
  const pageRows = serverPaged ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize)

  // Selection holds primary keys, or the row objects themselves when there is no key.
  const keyOf = (row: T): unknown => (primaryKey ? row[primaryKey] : row)
  const [selected, setSelected] = useState<Set<unknown>>(() => new Set())
  // New data may not contain the selected records any more: start again. "New data" means other
  // rows, not a new array holding the same rows (a parent filtering inline re-renders with one).
  const [seenRows, setSeenRows] = useState(rows)
  if (!sameRows(seenRows, rows)) {
    setSeenRows(rows)
    if (selected.size > 0) setSelected(new Set())
  }
  const selectedRows = rows.filter((r) => selected.has(keyOf(r)))
  // Reported when the selection itself changes, never merely because the parent re-rendered.
  const onSelectionChangeRef = useRef(onSelectionChange)
  onSelectionChangeRef.current = onSelectionChange
  const reported = useRef(selected)
  useEffect(() => {
    if (reported.current === selected) return
    reported.current = selected
    onSelectionChangeRef.current?.(selectedRows)
    // selectedRows is derived from selected (and rows, whose change clears selected).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected])

  const pageKeys = pageRows.map(keyOf)
  const allOnPage = pageKeys.length > 0 && pageKeys.every((k) => selected.has(k))
  const someOnPage = pageKeys.some((k) => selected.has(k))
  const toggleRow = (row: T) =>
    setSelected((prev) => {
      const next = new Set(prev)
      const key = keyOf(row)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  const togglePage = () =>
    setSelected((prev) => {
      const next = new Set(prev)
      pageKeys.forEach((k) => (allOnPage ? next.delete(k) : next.add(k)))
      return next
    })

  const onHeaderClick = (key: string) => {
    const next = nextSort(sort, key)
    setSort(next)
    onSortChange?.(next)
    if (page !== 1 && !serverPaged) changePage(1)
  }

  const colCount = shownColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)

  return (
    <div className={clsx('overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200', className)}>
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-2">
        <div className="flex items-center gap-2">
          {selectable && selected.size > 0 && (
            <>
              <span className="text-sm font-medium text-slate-700">{selected.size} selected</span>
              {bulkActions?.map((action) => (
                <Button key={action.label} size="sm" variant={action.variant ?? 'secondary'} onClick={() => action.onClick(selectedRows)}>
                  {action.label}
                </Button>
              ))}
            </>
          )}
        </div>
        <ColumnsMenu columns={columns.filter((c) => c.hideable !== false)} visibleKeys={visibleKeys} onToggle={toggleColumn} />
      </div>
      <div className="overflow-x-auto">
        <table aria-label={label} aria-busy={loading || undefined} className={clsx('min-w-full divide-y divide-slate-200 text-sm', loading && 'opacity-60')}>
          <thead className="bg-slate-50">
            <tr>
              {selectable && (
                <th scope="col" className="w-10 px-4 py-3">
                  <Checkbox label="Select all rows on this page" checked={allOnPage} indeterminate={someOnPage && !allOnPage} onChange={togglePage} disabled={pageKeys.length === 0} />
                </th>
              )}
              {shownColumns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : null
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                    className={clsx('whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600', column.className)}
                  >
                    {column.sortable ? (
                      <button type="button" onClick={() => onHeaderClick(column.key)} className="group inline-flex items-center gap-1 rounded uppercase focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
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
                const key = keyOf(row)
                const isSelected = selected.has(key)
                const rowNumber = (page - 1) * pageSize + i + 1
                return (
                  <tr key={primaryKey ? String(key) : i} aria-selected={selectable ? isSelected : undefined} className={clsx('hover:bg-slate-50', isSelected && 'bg-brand-50/60')}>
                    {selectable && (
                      <td className="px-4 py-3">
                        <Checkbox label={`Select row ${primaryKey ? String(key) : rowNumber}`} checked={isSelected} onChange={() => toggleRow(row)} />
                      </td>
                    )}
                    {shownColumns.map((column) => (
                      <td key={column.key} className={clsx('px-4 py-3 text-slate-700', column.className)}>
                        {column.cell ? column.cell(row) : String(readCell(row, column.key) ?? '')}
                      </td>
                    ))}
                    {rowActions && <td className="whitespace-nowrap px-4 py-3 text-right">{rowActions(row)}</td>}
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      {total > 0 && (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pager totalItems={total} page={page} pageSize={pageSize} onPageChange={changePage} />
        </div>
      )}
    </div>
  )
}

/** The same rows in the same order (element identity), whatever array holds them. */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((row, i) => row === b[i]))
}

function Checkbox({ label, checked, indeterminate = false, onChange, disabled }: { label: string; checked: boolean; indeterminate?: boolean; onChange: () => void; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
    />
  )
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={clsx('h-4 w-4', direction ? 'text-brand-600' : 'text-slate-300 group-hover:text-slate-400')}>
      {direction === 'desc' ? (
        <path d="M10 14.5 5.5 9h9L10 14.5Z" />
      ) : direction === 'asc' ? (
        <path d="M10 5.5 14.5 11h-9L10 5.5Z" />
      ) : (
        <path d="M10 3.5 13.5 8h-7L10 3.5Zm0 13L6.5 12h7L10 16.5Z" />
      )}
    </svg>
  )
}

function ColumnsMenu<T>({ columns, visibleKeys, onToggle }: { columns: DataTableColumn<T>[]; visibleKeys: string[]; onToggle: (key: string) => void }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])
  if (columns.length === 0) return null
  return (
    <div ref={ref} className="relative">
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Columns
      </Button>
      {open && (
        <fieldset className="absolute right-0 z-20 mt-1 w-56 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <legend className="sr-only">Visible columns</legend>
          {columns.map((c) => (
            <label key={c.key} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
              <input type="checkbox" checked={visibleKeys.includes(c.key)} onChange={() => onToggle(c.key)} className="h-4 w-4 rounded border-slate-300 text-brand-600" />
              {c.header}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  )
}

export default DataTable
