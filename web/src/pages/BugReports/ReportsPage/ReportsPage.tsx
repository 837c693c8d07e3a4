// /reports (any signed-in user): the bug reports they sent and their status; staff acting with
// featureChangeLog see every report here (docs/product.md, "Bug reports"). ?status=, ?page= in the address.
import { useCurrentUser } from '@/auth'
import { BugReportsCell } from '@/components/BugReports/BugReportsCell/BugReportsCell'
import { BugReportsToolbar } from '@/components/BugReports/BugReportsToolbar/BugReportsToolbar'
import { isBugReportStaff } from '@/components/BugReports/bugReportStatus'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { useQueryParam } from '@/lib/useQueryParam'

export default function ReportsPage() {
  const { variables } = useServerTable()
  const [status] = useQueryParam('status')
  const staff = isBugReportStaff(useCurrentUser())
  return (
    <PageShell>
      <PageHeader
        title={staff ? 'Bug reports' : 'Your bug reports'}
        description={staff ? 'Every report sent from Report a bug, newest first. Open one to set its status and reply.' : 'The reports you sent, their status and the team\'s replies.'}
      />
      <BugReportsToolbar status={status || null} />
      <BugReportsCell page={variables.page} pageSize={variables.pageSize} status={status || null} />
    </PageShell>
  )
}
