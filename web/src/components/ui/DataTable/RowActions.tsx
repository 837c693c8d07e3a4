// What a table row links to and does. A row's buttons and links read "Show" or "Edit" but are named
// "Show <the row>" for screen readers, so one row's differ from the next row's.
import { Link } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { Button, buttonClassName, type ButtonProps } from '../Button/Button'
import type { DataTableColumn } from './columnDefs'

/** The record's name in its first column, linking to its page. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
      {children}
    </Link>
  )
}

/** A table's first column: the record's name, sortable by `key` and never hidden, linking to its page. */
export function recordColumn<T>(key: string, header: string, to: (row: T) => string, name: (row: T) => ReactNode): DataTableColumn<T> {
  return { key, header, sortable: true, hideable: false, cell: (row) => <RecordLink to={to(row)}>{name(row)}</RecordLink> }
}

/** A small button-like link among a row's actions (Show, Edit ...). */
export function RowLink({ to, name, children }: { to: string; name: ReactNode; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName('secondary', 'sm')}>
      {children}
      <span className="sr-only"> {name}</span>
    </Link>
  )
}

/** A button among a row's actions. `relative`: its hidden words (absolutely placed) stay inside the table's scroll box. */
export function RowButton({ name, children, variant = 'secondary', ...rest }: Omit<ButtonProps, 'size' | 'className'> & { name: string; children: ReactNode }) {
  return (
    <Button variant={variant} size="sm" className="relative" {...rest}>
      {children}
      <span className="sr-only"> {name}</span>
    </Button>
  )
}
