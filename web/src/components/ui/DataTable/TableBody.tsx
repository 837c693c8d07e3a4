// DataTable's rows on this page (each with its checkbox and actions when there are any), or the
// empty state across the whole table.
import { flexRender, type Table } from '@tanstack/react-table'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { EmptyState } from '../EmptyState/EmptyState'
import type { DataTableColumn } from './columnDefs'
import { Checkbox } from './TableControls'

type Props<T> = {
  table: Table<T>
  selectable: boolean
  /** Names a row's checkbox by its key; without one, by its number across pages. */
  hasPrimaryKey: boolean
  /** The first row's number on this page, less one. */
  offset: number
  rowActions?: (row: T) => ReactNode
  byKey: Map<string, DataTableColumn<T>>
  emptyTitle: string
  emptyDescription?: ReactNode
}

export function TableBody<T>({ table, selectable, hasPrimaryKey, offset, rowActions, byKey, emptyTitle, emptyDescription }: Props<T>) {
  const pageRows = table.getRowModel().rows
  const colCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)
  return (
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
                  <Checkbox label={`Select row ${hasPrimaryKey ? row.id : offset + i + 1}`} checked={isSelected} onChange={row.getToggleSelectedHandler()} />
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
  )
}
