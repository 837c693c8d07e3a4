import { Link, routes } from '@redwoodjs/router'
import { useAuth } from '../../../auth'
import { buttonClassName } from '../../../components/ui/Button/Button'

/** Where checkout and sign-up flows land once done. */
export default function ThankYouPage() {
  const { isAuthenticated } = useAuth()
  return (
    <div className="text-center">
      <span aria-hidden="true" className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
        ✓
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">Thank you!</h1>
      <p className="mt-3 text-slate-600">
        You are all set. {isAuthenticated ? 'Head home to pick up where you left off.' : 'Sign in to continue.'}
      </p>
      <Link
        to={isAuthenticated ? routes.home() : routes.login()}
        className={buttonClassName('primary', 'md', 'mt-8 w-full')}
      >
        {isAuthenticated ? 'Go to Home' : 'Sign In'}
      </Link>
    </div>
  )
}
