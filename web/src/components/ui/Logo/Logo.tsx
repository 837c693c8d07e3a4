import clsx from 'clsx'

/** The product name (the app's title constant). */
export const APP_TITLE = 'Tribe'

/** The mark (same drawing as the favicon) and, unless `markOnly`, the product name. */
export function Logo({ markOnly = false, inverted = false, className }: { markOnly?: boolean; inverted?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#1d6ef1'} />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill={inverted ? '#1d6ef1' : '#fff'} />
      </svg>
      {markOnly ? <span className="sr-only">{APP_TITLE}</span> : <span className="text-lg">{APP_TITLE}</span>}
    </span>
  )
}
