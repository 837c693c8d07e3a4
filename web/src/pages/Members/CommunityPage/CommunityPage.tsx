// /community: login only (docs/product.md, "Page access"). Staff whose access level opens the members list
// (page flag users) see the community at a glance; everyone else sees their own place in it
// (batch, group, stage) and where to go next. The counts are never sent to anyone else: the
// communityOverview query needs the same flag.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { CommunityOverviewCell } from '@/components/Members/CommunityOverviewCell/CommunityOverviewCell'
import { buttonClassName } from '@/components/ui/Button/Button'

export default function CommunityPage() {
  const user = useCurrentUser()
  const isStaff = user?.pageAccess.users === true
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Community</h1>
        {isStaff && (
          <Link to={routes.users()} className={buttonClassName('primary', 'md')}>
            Find a member
          </Link>
        )}
      </div>
      {isStaff ? (
        <CommunityOverviewCell />
      ) : (
        <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Your place in the community</h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              ['Batch', user?.batch?.name],
              ['Group', user?.group?.name],
              ['Stage', user?.stage ? `${user.stage.number}. ${user.stage.name}` : null],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
                <dd className="mt-0.5 text-sm text-slate-800">{value ?? <span className="text-muted">None yet</span>}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={routes.myProfile()} className={buttonClassName('secondary', 'md')}>
              My profile
            </Link>
          </div>
        </section>
      )}
    </div>
  )
}
