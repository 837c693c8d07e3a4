// The frame of the public pages (no sign-in: resources, checkout, forms, policies): the logo home,
// Sign in (or, signed in, the way back to the app), and the footer with the policy links.
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { useAuth } from '@/auth'
import { buttonClassName } from '../Button/Button'
import { Footer } from '../Footer/Footer'
import { Logo } from '../Logo/Logo'

export function PublicShell({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <Logo />
          </Link>
          {isAuthenticated ? (
            <Link to={routes.home()} className={buttonClassName('secondary', 'sm')}>
              Go to your dashboard
            </Link>
          ) : (
            <Link to={routes.login({ redirectTo: window.location.pathname + window.location.search })} className={buttonClassName('primary', 'sm')}>
              Sign In
            </Link>
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer role={null} />
    </div>
  )
}

export default PublicShell
