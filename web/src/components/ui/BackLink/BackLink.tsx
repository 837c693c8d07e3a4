// "← My Courses": the way back up from a detail page.
import { Link } from '@redwoodjs/router'

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
      <span aria-hidden="true">←</span> {children}
    </Link>
  )
}

export default BackLink
