// The affiliate's home (the `home` route for the affiliate role): the period switch and the
// numbers. Loaded lazily by the home page for affiliates only, so nobody else downloads it. Until
// the affiliate accepts the terms (currentUser.affiliateTimestamp), it points them there instead.
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { useQueryParam } from '@/lib/useQueryParam'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { SegmentedFilter } from '@/components/ui/ListToolbar/ListFilters'
import { AffiliateDashboardCell } from '../AffiliateDashboardCell/AffiliateDashboardCell'
import { dashboardDays, DASHBOARD_PERIODS } from './dashboardPeriod'

export function AffiliateDashboard() {
  const user = useCurrentUser()
  const [days] = useQueryParam('days')
  if (!user?.affiliateTimestamp) {
    return (
      <EmptyCard
        title="Accept the affiliate terms"
        description="Read and accept the programme terms to open your dashboard, links and leads."
        action={{ label: 'Read the terms', to: routes.affiliateTerms() }}
      />
    )
  }
  const chosen = dashboardDays(days)
  return (
    <section aria-labelledby="affiliate-dashboard" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="affiliate-dashboard" className="text-lg font-semibold text-slate-900">
          Your affiliate numbers
        </h2>
        <SegmentedFilter label="Period" param="days" value={chosen === 7 ? null : String(chosen)} options={DASHBOARD_PERIODS} />
      </div>
      <AffiliateDashboardCell days={chosen} />
    </section>
  )
}

export default AffiliateDashboard
