// Loading states shaped like what is coming (cards, a list, a player), announced to screen readers.
import clsx from 'clsx'

const BLOCK = 'animate-pulse rounded-lg bg-slate-200/70'

export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}...</span>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className={clsx(BLOCK, 'aspect-video rounded-none')} />
            <div className="space-y-3 p-5">
              <div className={clsx(BLOCK, 'h-4 w-3/4')} />
              <div className={clsx(BLOCK, 'h-3 w-full')} />
              <div className={clsx(BLOCK, 'h-2 w-full')} />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}

export function ListSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}...</span>
      <div className="space-y-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <div className={clsx(BLOCK, 'h-14 w-14 shrink-0')} />
            <div className="flex-1 space-y-2 py-1">
              <div className={clsx(BLOCK, 'h-4 w-1/2')} />
              <div className={clsx(BLOCK, 'h-3 w-1/3')} />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}

export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}...</span>
      <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
        <div className="space-y-4 lg:col-span-2">
          <div className={clsx(BLOCK, 'h-8 w-2/3')} />
          <div className={clsx(BLOCK, 'aspect-video w-full rounded-xl')} />
          <div className={clsx(BLOCK, 'h-4 w-full')} />
          <div className={clsx(BLOCK, 'h-4 w-5/6')} />
        </div>
        <div className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={clsx(BLOCK, 'h-10 w-full')} />
          ))}
        </div>
      </div>
    </div>
  )
}
