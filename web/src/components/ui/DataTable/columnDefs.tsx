// DataTable's column descriptions turned into TanStack column definitions.
import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { blanksLastSortingFn, type SortValue } from './sorting'

/** A column: `key` names it (and reads row[key] by default), `cell` renders it, `sortValue` sorts it. */
export type DataTableColumn<T> = {
  key: string
  header: string
  cell?: (row: T) => ReactNode
  sortable?: boolean
  sortValue?: (row: T) => SortValue
  /** False keeps the column out of the Columns menu (always shown). */
  hideable?: boolean
  className?: string
}

/** The row's own field named by the column key. */
export function readCell<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key]
}

/**
 * TanStack column definitions: the accessor is what the column sorts by, the cell what it shows.
 * The sorted column gets a sortingFn for its direction (see blanksLastSortingFn).
 */
export function toColumnDefs<T>(
  columns: DataTableColumn<T>[],
  sortKey: string | undefined,
  sortDirection: 'asc' | 'desc' = 'asc',
): ColumnDef<T, SortValue>[] {
  return columns.map((column) => ({
    id: column.key,
    header: column.header,
    accessorFn: (row: T) => (column.sortValue ? column.sortValue(row) : (readCell(row, column.key) as SortValue)),
    cell: ({ row }) => (column.cell ? column.cell(row.original) : String(readCell(row.original, column.key) ?? '')),
    enableSorting: Boolean(column.sortable),
    enableHiding: column.hideable !== false,
    sortingFn: blanksLastSortingFn<T>(sortKey === column.key ? sortDirection : 'asc'),
  }))
}
