// The way up from a unit, lesson file, course intro or tracks page: "← name" to the page it belongs
// to; with no `to` (for those who may not open that page) its name alone.
import { Link } from '@redwoodjs/router'

export function UpLink({ to, children }: { to?: string | null; children: string }) {
  if (!to) return <p className="text-sm text-slate-500">{children}</p>
  return (
    <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
      ← {children}
    </Link>
  )
}
