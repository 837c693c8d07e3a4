import { Link } from '@redwoodjs/router'
import { lazy, Suspense } from 'react'
import type { MemberExtras as Extras } from '@/lib/menus'

// Loaded only for a member offered the programme: every signed-in screen carries this menu, and
// the signed-in home's first screen has a size budget (docs/benchmarks.md, "First screens").
const BecomeAffiliateButton = lazy(() => import('./BecomeAffiliateButton'))

/** The member-only links under the menu: accountability group, community support, become an affiliate. */
export function MemberExtras({ extras, onNavigate }: { extras: Extras; onNavigate?: () => void }) {
  const { accountabilityGroup, communitySupport, becomeAffiliate } = extras
  if (!accountabilityGroup && !communitySupport && !becomeAffiliate) return null
  const linkClass =
    'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
  return (
    <div className="mt-4 space-y-1 border-t border-slate-200 pt-4">
      {accountabilityGroup && (
        <Link to={accountabilityGroup} className={linkClass} onClick={onNavigate}>
          Accountability Group
        </Link>
      )}
      {communitySupport && (
        <a href={communitySupport} target="_blank" rel="noreferrer" className={linkClass}>
          Community / Support
        </a>
      )}
      {becomeAffiliate && (
        <Suspense fallback={null}>
          <BecomeAffiliateButton termsHref={becomeAffiliate} onDone={onNavigate} />
        </Suspense>
      )}
    </div>
  )
}
