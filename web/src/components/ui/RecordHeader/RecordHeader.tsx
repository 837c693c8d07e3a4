// The top of a catalog record's page (product, funnel, coupon, payment term): a link up to where it
// belongs, its name, and for those who may change it Edit and the other actions; below it, the
// record's figures as a grid of small labelled values (StatList).
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
  /** The edit page, given only to those who may edit: without it no actions show. */
  editTo?: string | null
  /** Actions after Edit (Delete ...). */
  actions?: ReactNode
}

export function RecordHeader({ back, title, breakTitle = 'words', editTo, actions }: RecordHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-slate-500">
          <Link to={back.to} className="hover:underline">
            {back.label}
          </Link>
        </p>
        <h1 className={clsx(breakTitle === 'all' ? 'break-all' : 'break-words', 'text-2xl font-semibold tracking-tight text-slate-900')}>{title}</h1>
      </div>
      {editTo && (
        <div className="flex flex-wrap gap-2">
          <Link to={editTo} className={buttonClassName('secondary', 'md')}>
            Edit
          </Link>
          {actions}
        </div>
      )}
    </div>
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
