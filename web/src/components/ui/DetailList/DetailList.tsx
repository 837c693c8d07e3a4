// A record's fields on an admin detail page: label left, value right from the sm breakpoint (stacked
// on phones), one row per field in a white card. `None` is how an empty value reads.
import clsx from 'clsx'
import type { ReactNode } from 'react'

export function DetailList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={clsx('divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 sm:px-6', className)}>{children}</dl>
}

/** One field. min-w-0: a long unbroken value (a file name, a link) wraps inside its column instead of widening it. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 min-w-0 break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

export function None() {
  return <span className="text-muted">None</span>
}
