// The one dues banner a member sees (components/Dues/duesBanner.ts decides which), slid in at
// the top; DuesBannerCell loads what it needs. Dismissing it hides it for that subject only.
import { useState } from 'react'
import clsx from 'clsx'
import { Link } from '@redwoodjs/router'
import { useEntered } from '@/lib/useEntered'
import { dismiss, isDismissed, type DuesBanner as DuesBannerRule } from '../duesBanner'

/** Renewal happens on the external checkout (configurable per deployment; the enrolment page otherwise). */
export const RENEWAL_URL: string = import.meta.env.VITE_RENEWAL_CHECKOUT_URL || '/enroll'
export const BILLING_PATH = '/account?q=billings'

export function DuesBanner({ banner }: { banner: DuesBannerRule }) {
  const [closed, setClosed] = useState(() => isDismissed(banner))
  const entered = useEntered()
  if (closed) return null
  const danger = banner.tone === 'danger'
  const linkClass = 'font-semibold underline underline-offset-2 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-current'
  return (
    <div
      role="alert"
      data-tone={banner.tone}
      className={clsx(
        'flex items-start gap-3 px-4 py-2.5 text-sm transition-transform duration-300 ease-out sm:items-center sm:px-6',
        danger ? 'bg-red-600 text-white' : 'bg-amber-100 text-amber-900',
        entered ? 'translate-y-0' : '-translate-y-full',
      )}
    >
      <p className="flex-1 text-center">
        {banner.before}
        {banner.link === 'renewal' ? (
          <a href={RENEWAL_URL} className={linkClass}>
            {banner.linkText}
          </a>
        ) : (
          <Link to={BILLING_PATH} className={linkClass}>
            {banner.linkText}
          </Link>
        )}
        {banner.after}
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => {
          dismiss(banner)
          setClosed(true)
        }}
        className={clsx(
          'shrink-0 rounded p-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-current',
          danger ? 'hover:bg-red-700' : 'hover:bg-amber-200',
        )}
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  )
}
