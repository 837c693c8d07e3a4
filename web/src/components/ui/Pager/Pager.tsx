import clsx from 'clsx'
import { DEFAULT_PAGE_SIZE } from '@common/pagination'
import { useQueryParam } from '@/lib/useQueryParam'

/** How many numbered page buttons show at once. */
export const VISIBLE_PAGE_BUTTONS = 5

/** The page from `?page=` (1 when missing or not a positive whole number) and a setter. Needs the Router. */
export function usePageParam(param = 'page'): [number, (page: number) => void] {
  const [raw, setRaw] = useQueryParam(param)
  const page = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1
  return [page, (next: number) => setRaw(next <= 1 ? null : next)]
}

/** The page numbers to show: up to `count`, centred on the current page where possible. */
export function visiblePages(page: number, totalPages: number, count = VISIBLE_PAGE_BUTTONS): number[] {
  const size = Math.min(count, totalPages)
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), totalPages - size + 1))
  return Array.from({ length: size }, (_, i) => start + i)
}

/** 'a-b of N items' for a page. */
export function rangeLabel(page: number, pageSize: number, totalItems: number): string {
  if (totalItems === 0) return '0 of 0 items'
  const first = (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, totalItems)
  return `${first}-${last} of ${totalItems} items`
}

/** Props of Pager. */
export type PagerProps = {
  totalItems: number
  page: number
  onPageChange: (page: number) => void
  pageSize?: number
  className?: string
}

const PAGE_BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-40'

/** 'a-b of N items' with previous/next and 5 numbered page buttons. */
export function Pager({ totalItems, page, onPageChange, pageSize = DEFAULT_PAGE_SIZE, className }: PagerProps) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize))
  const current = Math.min(Math.max(1, page), totalPages)
  return (
    <div className={clsx('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}>
      <p className="text-sm text-slate-500">{rangeLabel(current, pageSize, totalItems)}</p>
      {totalPages > 1 && (
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <button type="button" aria-label="Previous page" disabled={current === 1} onClick={() => onPageChange(current - 1)} className={clsx(PAGE_BUTTON, 'text-slate-600 hover:bg-slate-100')}>
            <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
              <path d="M12.8 5.2a.75.75 0 0 1 0 1.06L9.06 10l3.74 3.74a.75.75 0 1 1-1.06 1.06l-4.27-4.27a.75.75 0 0 1 0-1.06l4.27-4.27a.75.75 0 0 1 1.06 0Z" />
            </svg>
          </button>
          {visiblePages(current, totalPages).map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => onPageChange(n)}
              className={clsx(PAGE_BUTTON, n === current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
            >
              {n}
            </button>
          ))}
          <button type="button" aria-label="Next page" disabled={current === totalPages} onClick={() => onPageChange(current + 1)} className={clsx(PAGE_BUTTON, 'text-slate-600 hover:bg-slate-100')}>
            <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
              <path d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z" />
            </svg>
          </button>
        </nav>
      )}
    </div>
  )
}

/** A Pager bound to `?page=`. */
export function QueryPager(props: Omit<PagerProps, 'page' | 'onPageChange'> & { param?: string }) {
  const { param, ...rest } = props
  const [page, setPage] = usePageParam(param)
  return <Pager {...rest} page={page} onPageChange={setPage} />
}

export default Pager
