// /info-logs-report (page flag infoLogsReport): the audit trail, searched by actor, subject, action
// and Manila days (all in the address), newest first, and its export as CSV or XLSX with the same
// filters, as the role acting now (docs/product.md, "Info logs report").
import { useLocation } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { InfoLogsReportCell } from '@/components/Reports/InfoLogsReportCell/InfoLogsReportCell'
import { InfoLogsToolbarCell } from '@/components/Reports/InfoLogsToolbar/InfoLogsToolbarCell'
import { infoLogsExportUrl, readInfoLogsSearch } from '@/components/Reports/infoLogsSearch'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function InfoLogsReportPage() {
  const { variables } = useServerTable()
  const { search: query } = useLocation()
  const search = readInfoLogsSearch(query)
  const role = useCurrentUser()?.accessLevel?.name
  return (
    <PageShell>
      <PageHeader title="Info Logs Report" description="Who did what to whom, and when (Manila time), newest first.">
        <div className="flex flex-wrap gap-2">
          {/* A plain download: the browser shows its own progress while the file streams. */}
          <a href={infoLogsExportUrl('csv', search, role)} download className={buttonClassName('secondary', 'md')}>
            Export CSV
          </a>
          <a href={infoLogsExportUrl('xlsx', search, role)} download className={buttonClassName('secondary', 'md')}>
            Export XLSX
          </a>
        </div>
      </PageHeader>
      {/* Keyed by the address's search so Back and shared links refill the boxes. */}
      <InfoLogsToolbarCell key={JSON.stringify(search)} search={search} />
      <InfoLogsReportCell page={variables.page} pageSize={variables.pageSize} {...search} />
    </PageShell>
  )
}
