// What a signed-out visitor sees once their bug report went out: the team will reply by e-mail.
import { Link, routes } from '@redwoodjs/router'
import { linkClass } from '@/components/ui/AuthCard/AuthCard'
import { BUG_REPORT_THANKS } from '../BugReportForm/BugReportForm'

export function BugReportSent({ contactEmail }: { contactEmail: string }) {
  return (
    <div role="status" className="text-center">
      <span aria-hidden="true" className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
        ✓
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">Report sent</h1>
      <p className="mt-3 text-slate-600">
        {BUG_REPORT_THANKS} We will reply to <span className="font-medium text-slate-900">{contactEmail}</span>.
      </p>
      <p className="mt-8 text-sm">
        <Link to={routes.login()} className={linkClass}>
          Back to Login
        </Link>
      </p>
    </div>
  )
}
