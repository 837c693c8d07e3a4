// /reports/{id}: one report as its sender sees it (what they wrote, its status, the team's reply),
// and for staff acting with featureChangeLog who sent it and the triage form. A report the caller
// may not see answers null on the server, so it reads exactly like one that does not exist.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDateTime } from '@/lib/format'
import type { FindBugReportQuery, FindBugReportQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Detail, DetailList, None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { BUG_REPORT_FIELDS } from '../bugReportFields'
import { bugReportStatus, isBugReportStaff } from '../bugReportStatus'
import { senderOf } from '../BugReportsCell/BugReportsCell'
import { TriageBugReportForm } from '../TriageBugReportForm/TriageBugReportForm'

export const QUERY = gql`
  query FindBugReport($id: Int!) {
    bugReport(id: $id) {
      ...BugReportFields
    }
  }
  ${BUG_REPORT_FIELDS}
`

type Report = NonNullable<FindBugReportQuery['bugReport']>

export const isEmpty = (data: FindBugReportQuery) => !data.bugReport

export const Empty = () => (
  <EmptyState title="Report not found" description="There is no report with this number among yours." action={{ label: 'Your reports', to: routes.reports() }} />
)

function Reply({ report }: { report: Report }) {
  if (!report.reply) return <p className="text-sm text-muted">No reply yet. We will e-mail you when the team replies.</p>
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{report.reply}</p>
      {report.repliedAt && <p className="mt-2 text-xs text-slate-600">Replied {formatDateTime(report.repliedAt)}</p>}
    </div>
  )
}

export function BugReportView({ report, staff }: { report: Report; staff: boolean }) {
  const status = bugReportStatus(report.status)
  const sender = senderOf(report)
  return (
    <div className="space-y-6">
      <RecordHeader back={{ to: routes.reports(), label: staff ? 'All reports' : 'Your reports' }} title={`Report #${report.id}`} titleBadge={<Badge tone={status.tone}>{status.label}</Badge>}>
        <p className="text-sm text-muted">Sent {formatDateTime(report.createdAt)}</p>
      </RecordHeader>
      <section aria-labelledby="report-description" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="report-description" className="mb-2 text-sm font-medium text-slate-500">
          What happened
        </h2>
        <p className="whitespace-pre-wrap break-words text-slate-800">{report.description}</p>
        <DetailList className="mt-4">
          <Detail label="Page">{report.pageUrl ? <span className="break-all">{report.pageUrl}</span> : <None />}</Detail>
          {staff && <Detail label="Sent by">{`${sender.name}${sender.email ? ` (${sender.email})` : ''}`}</Detail>}
          {staff && <Detail label="Browser">{report.userAgent ? <span className="break-all text-xs">{report.userAgent}</span> : <None />}</Detail>}
        </DetailList>
      </section>
      <section aria-labelledby="report-reply">
        <h2 id="report-reply" className="mb-2 text-lg font-semibold text-slate-900">
          Reply from the team
        </h2>
        <Reply report={report} />
      </section>
      {/* Keyed by what a save changes, so the form starts afresh (an empty reply box) after one. */}
      {staff && <TriageBugReportForm key={`${report.status}-${report.repliedAt ?? ''}`} id={report.id} status={report.status} hasReply={!!report.reply} />}
    </div>
  )
}

export const Success = ({ bugReport }: CellSuccessProps<FindBugReportQueryVariables, { bugReport: Report }>) => (
  <BugReportView report={bugReport} staff={isBugReportStaff(useCurrentUser())} />
)

export const BugReportCell = createCell<FindBugReportQueryVariables, FindBugReportQuery, { bugReport: Report }>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'BugReportCell',
})

export default BugReportCell
