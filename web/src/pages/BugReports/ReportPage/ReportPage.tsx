// /reports/{id} (any signed-in user): one of their reports, or any report for staff acting with featureChangeLog.
import { BugReportCell } from '@/components/BugReports/BugReportCell/BugReportCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function ReportPage({ id }: { id: number }) {
  return (
    <PageShell>
      <BugReportCell id={id} />
    </PageShell>
  )
}
