import clsx from 'clsx'
import type { ReactNode } from 'react'

/** Badge colours: success (paid, active), error (overdue, expired), warning, info, outline (neutral). */
export type BadgeTone = 'success' | 'error' | 'warning' | 'info' | 'outline'

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  error: 'bg-red-50 text-red-700 ring-red-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  info: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  outline: 'bg-white text-slate-600 ring-slate-300',
}

/** A small status pill. */
export function Badge({ tone = 'outline', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

export default Badge
