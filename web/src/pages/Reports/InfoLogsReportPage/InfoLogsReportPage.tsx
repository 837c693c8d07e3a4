// /info-logs-report (page flag infoLogsReport): the audit trail, searched by actor, subject, action
// and Manila days (all in the address), newest first, and its export as CSV or XLSX with the same
// filters, as the role acting now (docs/product.md, "Info logs report").
import { useLocation } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { InfoLogsReportCell } from '@/components/Reports/InfoLogsReportCell/InfoLogsReportCell'
import { InfoLogsToolbarCell } from '@/components/Reports/InfoLogsToolbar/InfoLogsToolbarCell'
import { infoLogsExportUrl, readInfoLogsSearch } from '@/components/Reports/infoLogsSearch'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { ExportLinks } from '@/components/ui/ExportLinks/ExportLinks'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function InfoLogsReportPage() {
  const { variables } = useServerTable()
  const { search: query } = useLocation()
  const search = readInfoLogsSearch(query)
  const role = useCurrentUser()?.accessLevel?.name
  return (
    <PageShell>
      <PageHeader title="Info Logs Report" description="Who did what to whom, and when (Manila time), newest first.">
        <ExportLinks urlOf={(format) => infoLogsExportUrl(format, search, role)} />
      </PageHeader>
      {/* Keyed by the address's search so Back and shared links refill the boxes. */}
      <InfoLogsToolbarCell key={JSON.stringify(search)} search={search} />
      <InfoLogsReportCell page={variables.page} pageSize={variables.pageSize} {...search} />
    </PageShell>
  )
}
