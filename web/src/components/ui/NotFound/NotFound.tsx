// What a visitor sees at an address that leads nowhere: the not-found page, and a public link
// (/{slug}) that names no funnel or affiliate.
import { Link } from '@redwoodjs/router'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Logo } from '@/components/ui/Logo/Logo'

export function NotFound() {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-slate-50 p-8">
      <div className="max-w-md text-center">
        <Logo className="justify-center" />
        <p className="mt-10 text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-600">The link may be old, or the page may have moved.</p>
        <Link to="/" className={buttonClassName('primary', 'md', 'mt-8')}>
          Go to Home
        </Link>
      </div>
    </main>
  )
}
