// Loading states shaped like the group pages (a header, a table), announced to screen readers.
import clsx from 'clsx'

const BLOCK = 'animate-pulse rounded-lg bg-slate-200/70'

export function HeaderSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mb-6">
      <span className="sr-only">{label}...</span>
      <div className="space-y-3" aria-hidden="true">
        <div className={clsx(BLOCK, 'h-3 w-20')} />
        <div className={clsx(BLOCK, 'h-7 w-64 max-w-full')} />
        <div className={clsx(BLOCK, 'h-4 w-80 max-w-full')} />
      </div>
    </div>
  )
}

export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}...</span>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-3 last:border-0">
            <div className={clsx(BLOCK, 'h-8 w-8 shrink-0 rounded-full')} />
            <div className={clsx(BLOCK, 'h-4 w-1/3')} />
            <div className={clsx(BLOCK, 'ml-auto h-4 w-1/5')} />
          </div>
        ))}
      </div>
    </div>
  )
}
