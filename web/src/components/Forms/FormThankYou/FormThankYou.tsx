// What someone sees once their response is stored: thanks, and where to go next.
import { Link, routes } from '@redwoodjs/router'
import { buttonClassName } from '@/components/ui/Button/Button'

export function FormThankYou({ title, signedIn, onAnswerAgain }: { title: string; signedIn: boolean; onAnswerAgain?: () => void }) {
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <div aria-hidden="true" className="mx-auto mb-4 grid h-12 w-12 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
        ✓
      </div>
      <h2 className="text-xl font-semibold text-slate-900">Thank you!</h2>
      <p className="mt-2 text-slate-600">Your response to {title} has been received.</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {signedIn && (
          <Link to={routes.home()} className={buttonClassName('primary', 'md')}>
            Continue to your dashboard
          </Link>
        )}
        {onAnswerAgain && (
          <button type="button" onClick={onAnswerAgain} className={buttonClassName('secondary', 'md')}>
            Send another response
          </button>
        )}
      </div>
    </div>
  )
}
