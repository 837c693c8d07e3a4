// /community-report (page flag communityReport): who the members are and how active they are, for
// the staff who run the community. Batch, group, stage and the date range (Last 7, 15 or 30 Days,
// or None for all time) live in the address; the figures, the chart, the breakdowns and the members
// list below all follow them, and the members' export takes the same filters.
import { useLocation } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { CommunityReportCell } from '@/components/Reports/CommunityReportCell/CommunityReportCell'
import { CommunityReportExport } from '@/components/Reports/CommunityReportExport/CommunityReportExport'
import { CommunityReportMembersCell } from '@/components/Reports/CommunityReportMembersCell/CommunityReportMembersCell'
import { CommunityReportToolbarCell } from '@/components/Reports/CommunityReportToolbar/CommunityReportToolbarCell'
import { communityReportExportUrl, readCommunityReportSearch, reportVariables } from '@/components/Reports/communityReportSearch'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { COMMUNITY_STATUSES } from '@common/validation/reports.communityReport'

const STATUS_OPTIONS = COMMUNITY_STATUSES.map((status) => ({ value: status, label: status }))

export default function CommunityReportPage() {
  const { variables } = useServerTable()
  const { search: query } = useLocation()
  const search = readCommunityReportSearch(query)
  const role = useCurrentUser()?.accessLevel?.name
  return (
    <PageShell>
      <PageHeader title="Community Report" description="Who the members are and how active they are. Days are Manila's." />
      <CommunityReportToolbarCell search={search} />
      <CommunityReportCell {...reportVariables(search)} />
      <section aria-labelledby="community-members" className="mt-8">
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="community-members" className="text-lg font-semibold text-slate-900">
              Members
            </h2>
            <p className="text-sm text-slate-600">Lessons, tasks and points are the date range's.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <FilterSelect id="community-report-status" label="Status" param="status" value={search.status} options={STATUS_OPTIONS} all="Every status" compact className="sm:w-44" />
            <CommunityReportExport urlOf={(format) => communityReportExportUrl(format, search, role)} />
          </div>
        </div>
        <CommunityReportMembersCell {...reportVariables(search)} status={search.status} page={variables.page} pageSize={variables.pageSize} />
      </section>
    </PageShell>
  )
}
