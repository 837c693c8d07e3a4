import { Link, useLocation } from '@redwoodjs/router'
import clsx from 'clsx'

/** One crumb: its label and the path it links to. */
export type Crumb = { label: string; href: string }

/** 'enroll-user' -> 'Enroll User', 'uploadContents' -> 'Upload Contents', 'my_courses' -> 'My Courses'. */
export function humanizeSegment(segment: string): string {
  return safeDecode(segment)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
}

/** A typed or pasted URL may hold a stray '%': show it as it is rather than crash the page. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The crumbs of a path after Home: numeric segments read 'Details', `labels` overrides by segment. */
export function buildBreadcrumbs(path: string, labels: Record<string, string> = {}): Crumb[] {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean)
  return segments.map((segment, i) => ({
    label: labels[segment] ?? (/^\d+$/.test(segment) ? 'Details' : humanizeSegment(segment)),
    href: `/${segments.slice(0, i + 1).join('/')}`,
  }))
}

/** Breadcrumbs for the current path (or `path`): Home, then each segment; the last is the current page. */
export function Breadcrumbs({ path, labels, className }: { path?: string; labels?: Record<string, string>; className?: string }) {
  const location = useLocation()
  const crumbs = [{ label: 'Home', href: '/' }, ...buildBreadcrumbs(path ?? location.pathname, labels)]
  return (
    <nav aria-label="Breadcrumb" className={clsx('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-500">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-1.5">
              {i > 0 && (
                <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 text-slate-300" aria-hidden="true">
                  <path d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z" />
                </svg>
              )}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="rounded hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

export default Breadcrumbs
