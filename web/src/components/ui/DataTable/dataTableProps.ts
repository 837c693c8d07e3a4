// The props of DataTable, in a file of their own so the table and its hook (useDataTable) share them
// without importing each other. DataTable.tsx re-exports them.
import type { ReactNode } from 'react'
import type { ButtonVariant } from '../Button/Button'
import type { DataTableColumn } from './columnDefs'
import type { SortState } from './sorting'

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
