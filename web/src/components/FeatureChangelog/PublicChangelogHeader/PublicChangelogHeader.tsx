// The public changelog's own header: no sign-in needed to read it, so it stands outside the app
// shell, with the logo home and a way in for members.
import { Link, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Logo } from '@/components/ui/Logo/Logo'

export function PublicChangelogHeader() {
  const { isAuthenticated } = useAuth()
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={routes.home()} className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <Logo />
        </Link>
        {isAuthenticated ? (
          <Link to={routes.home()} className={buttonClassName('secondary', 'sm')}>
            Back to the app
          </Link>
        ) : (
          <Link to={routes.login()} className={buttonClassName('secondary', 'sm')}>
            Sign In
          </Link>
        )}
      </div>
    </header>
  )
}
