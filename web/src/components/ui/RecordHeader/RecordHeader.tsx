// The top of a record's page in the back office (product, funnel, coupon, payment term, batch,
// access level, stage, form, group, success manager): a link up to where it belongs, its name, what
// the record says of itself under the name, and for those who may change it Edit and the other
// actions; below it, on the catalog's pages, the record's figures as a grid of small labelled values
// (StatList).
import { Link } from '@redwoodjs/router'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { buttonClassName } from '../Button/Button'

type RecordHeaderProps = {
  /** The page it belongs to, e.g. the product of a funnel. */
  back: { to: string; label: ReactNode }
  title: ReactNode
  /** How a long title breaks: words (names), or anywhere (codes). */
  breakTitle?: 'words' | 'all'
  /** Beside the title, in the heading (a status badge); given, even as false, the heading lines them up. */
  titleBadge?: ReactNode
  /**
   * The back link in medium weight, darker on hover, and the title a little below it: the record
   * pages of batches, access levels, stages and forms.
   */
  strongBack?: boolean
  /** The edit page. null for those who may not edit: then no actions show. Left out: no Edit, the actions show. */
  editTo?: string | null
  editLabel?: string
  /** Actions after Edit (Delete ...). */
  actions?: ReactNode
  /** Between the title and the actions (a note on the record). */
  note?: ReactNode
  /** What the record says of itself, under the title (counts, a description, badges). */
  children?: ReactNode
  className?: string
}

export function RecordHeader({ back, title, breakTitle = 'words', titleBadge, strongBack = false, editTo, editLabel = 'Edit', actions, note, children, className }: RecordHeaderProps) {
  return (
    <header className={clsx('flex flex-wrap items-start justify-between gap-3', className)}>
      <div className="min-w-0">
        <p className={clsx('text-sm text-slate-500', strongBack && 'font-medium')}>
          <Link to={back.to} className={clsx(strongBack && 'hover:text-slate-700', 'hover:underline')}>
            {back.label}
          </Link>
        </p>
        <h1
          className={clsx(
            strongBack && 'mt-1',
            titleBadge !== undefined && 'flex flex-wrap items-center gap-3',
            breakTitle === 'all' ? 'break-all' : 'break-words',
            'text-2xl font-semibold tracking-tight text-slate-900',
          )}
        >
          {title}
          {titleBadge}
        </h1>
        {children}
      </div>
      {note}
      {editTo !== null && (editTo || actions) && (
        <div className="flex flex-wrap gap-2">
          {editTo && (
            <Link to={editTo} className={buttonClassName('secondary', 'md')}>
              {editLabel}
            </Link>
          )}
          {actions}
        </div>
      )}
    </header>
  )
}

/** The figures card; `className` sets its columns (e.g. 'sm:grid-cols-3', whole class names for Tailwind). */
export function StatList({ className, children }: { className: string; children: ReactNode }) {
  return <dl className={clsx('grid gap-4 rounded-xl border border-slate-200 bg-white p-4', className)}>{children}</dl>
}

/** One figure: `wide` spans the card's columns, `valueClassName` styles the value (default small slate text). */
export function Stat({ label, children, className, valueClassName = 'text-sm text-slate-700' }: { label: string; children: ReactNode; className?: string; valueClassName?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase text-slate-500">{label}</dt>
      <dd className={clsx('mt-1', valueClassName)}>{children}</dd>
    </div>
  )
}
