// /community-report: communityReport(batchId, groupId, stageId, range): the headline figures (members
// and the range's activity, shortened 1.2K / 3.4M with the whole number on hover and for screen
// readers), the activity chart per day (per month over the last twelve for None), and the members
// by batch, stage, group and status.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { shortenNumber } from '@/lib/format'
import { LazyTrendChart } from '@/components/ui/TrendChart/LazyTrendChart'
import type { TrendSeries } from '@/components/ui/TrendChart/trendChart'
import type { CommunityReportQuery, CommunityReportQueryVariables } from '@/types/graphql'
import { BreakdownTable } from './BreakdownTable'

export const QUERY = gql`
  query CommunityReport($batchId: Int, $groupId: Int, $stageId: Int, $range: String) {
    communityReport(batchId: $batchId, groupId: $groupId, stageId: $stageId, range: $range) {
      range
      from
      to
      bucket
      totalMembers
      byBatch {
        filterId
        label
        members
      }
      byStage {
        filterId
        label
        members
      }
      byGroup {
        filterId
        label
        members
      }
      byStatus {
        status
        members
      }
      activity {
        lessonsCompleted
        tasksFinished
        pointsEarned
        moveUpsApproved
        activeMembers
      }
      series {
        from
        label
        lessonsCompleted
        tasksFinished
        pointsEarned
        moveUpsApproved
        activeMembers
      }
    }
  }
`

type Report = CommunityReportQuery['communityReport']

const COUNT_SERIES: TrendSeries[] = [
  { key: 'lessonsCompleted', name: 'Lessons completed', kind: 'bar', format: 'count' },
  { key: 'tasksFinished', name: 'Tasks finished', kind: 'bar', format: 'count' },
  { key: 'moveUpsApproved', name: 'Move-ups approved', kind: 'bar', format: 'count' },
  { key: 'activeMembers', name: 'Active members', kind: 'line', format: 'count' },
]
const POINT_SERIES: TrendSeries[] = [{ key: 'pointsEarned', name: 'Tribe Points earned', kind: 'bar', format: 'count' }]

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  const whole = value.toLocaleString('en-PH')
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" title={whole}>
        <span aria-hidden="true">{shortenNumber(value)}</span>
        <span className="sr-only">{whole}</span>
      </dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-500">{hint}</dd>}
    </div>
  )
}

/** "in the last 7 days (03/14 to 03/20)", or "all time". */
export function rangeWords(report: Pick<Report, 'range' | 'from' | 'to'>): string {
  if (!report.range || !report.from || !report.to) return 'all time'
  const day = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`
  return `${report.range.toLowerCase()} (${day(report.from)} to ${day(report.to)}, Manila)`
}

export function CommunityReportView({ report }: { report: Report }) {
  const words = rangeWords(report)
  const chartWhen = report.bucket === 'month' ? 'per month, last 12 months' : 'per day'
  return (
    <div className="space-y-6">
      <section aria-labelledby="community-headline">
        <h2 id="community-headline" className="sr-only">
          Headline figures
        </h2>
        <p className="mb-2 text-sm text-slate-600">Activity {words}.</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Members" value={report.totalMembers} hint="now, in the filters" />
          <Figure label="Active members" value={report.activity.activeMembers} hint="did any of the four" />
          <Figure label="Lessons completed" value={report.activity.lessonsCompleted} />
          <Figure label="Tasks finished" value={report.activity.tasksFinished} />
          <Figure label="Tribe Points earned" value={report.activity.pointsEarned} />
          <Figure label="Move-ups approved" value={report.activity.moveUpsApproved} />
        </dl>
      </section>
      <section aria-label="Activity chart" className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <LazyTrendChart title={`Activity, ${chartWhen}`} points={report.series} series={COUNT_SERIES} />
        </div>
        <div className="min-w-0">
          <LazyTrendChart title={`Tribe Points earned, ${chartWhen}`} points={report.series} series={POINT_SERIES} />
        </div>
      </section>
      <section aria-labelledby="community-breakdowns">
        <h2 id="community-breakdowns" className="mb-3 text-lg font-semibold text-slate-900">
          Members by batch, stage, group and status
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <BreakdownTable title="By batch" total={report.totalMembers} rows={report.byBatch.map((row) => ({ key: String(row.filterId), label: row.label, members: row.members }))} />
          <BreakdownTable title="By stage" total={report.totalMembers} rows={report.byStage.map((row) => ({ key: String(row.filterId), label: row.label, members: row.members }))} />
          <BreakdownTable title="By group" total={report.totalMembers} rows={report.byGroup.map((row) => ({ key: String(row.filterId), label: row.label, members: row.members }))} />
          <BreakdownTable title="By status" total={report.totalMembers} rows={report.byStatus.map((row) => ({ key: row.status, label: row.status, members: row.members }))} />
        </div>
      </section>
    </div>
  )
}

export const Success = ({ communityReport }: CellSuccessProps<CommunityReportQueryVariables, CommunityReportQuery>) => <CommunityReportView report={communityReport} />

export const CommunityReportCell = createCell<CommunityReportQueryVariables, CommunityReportQuery>({
  QUERY,
  Success,
  displayName: 'CommunityReportCell',
})

export default CommunityReportCell
