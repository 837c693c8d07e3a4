import { Link, routes } from '@redwoodjs/router'
import { buttonClassName } from '@/components/ui/Button/Button'

/** Shown for a page the current role may not open (and at /forbidden). */
export function Forbidden() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <span aria-hidden="true" className="grid h-14 w-14 place-items-center rounded-full bg-amber-100 text-2xl text-amber-700">
        🔒
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-slate-900">Access Restricted</h1>
      <p className="mt-2 text-slate-600">
        You do not have access to this page. If you think you should, ask an admin to check your access level.
      </p>
      <Link to={routes.home()} className={buttonClassName('primary', 'md', 'mt-8')}>
        Go Back
      </Link>
    </section>
  )
}
