import { Link, routes } from '@redwoodjs/router'
import { useEffect } from 'react'
import { useAuth } from '@/auth'
import { buttonClassName } from '@/components/ui/Button/Button'

/**
 * Where checkout and sign-up flows land once done. A purchase may have made the buyer a member
 * (a new access level): currentUser is read again so the menus and role match at once.
 */
export default function ThankYouPage() {
  const { isAuthenticated, reauthenticate } = useAuth()
  useEffect(() => {
    if (isAuthenticated) void reauthenticate()
    // Once on arrival; reauthenticate changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAuthenticated])
  return (
    <div className="text-center">
      <span aria-hidden="true" className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
        ✓
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">Thank you!</h1>
      <p className="mt-3 text-slate-600">
        You are all set. {isAuthenticated ? 'What you bought is in My Products.' : 'Sign in to continue.'}
      </p>
      {isAuthenticated ? (
        <div className="mt-8 space-y-3">
          <Link to={routes.content()} className={buttonClassName('primary', 'md', 'w-full')}>
            Go to My Products
          </Link>
          <Link to={routes.home()} className={buttonClassName('secondary', 'md', 'w-full')}>
            Go to Home
          </Link>
        </div>
      ) : (
        <Link to={routes.login()} className={buttonClassName('primary', 'md', 'mt-8 w-full')}>
          Sign In
        </Link>
      )}
    </div>
  )
}
