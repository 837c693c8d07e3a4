// The frame of the public resource pages (no sign-in): the logo home, and Sign in (or, signed in,
// the way back to the app).
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { useAuth } from '@/auth'
import { buttonClassName } from '../Button/Button'
import { APP_TITLE, Logo } from '../Logo/Logo'

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
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500 sm:px-6">
          © {new Date().getFullYear()} {APP_TITLE}. All rights reserved.
        </p>
      </footer>
    </div>
  )
}

export default PublicShell
