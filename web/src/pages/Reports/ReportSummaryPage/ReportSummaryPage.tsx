// /report-summary (page flag reportSummary): the headline numbers of a period against the period
// before, and their charts; the period lives in the address (?period=&year=&month=&from=&to=) so a
// reload or a shared link shows the same. Definitions: docs/product.md, "Reports".
import { useLocation } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { ReportPeriodPicker } from '@/components/Reports/ReportPeriodPicker/ReportPeriodPicker'
import { periodInput, periodParams, readPeriodChoice } from '@/components/Reports/ReportPeriodPicker/periodQuery'
import { ReportSummaryCell } from '@/components/Reports/ReportSummaryCell/ReportSummaryCell'
import { reportSummaryExportUrl } from '@/components/Reports/ReportSummaryCell/reportSummaryExport'
import { ExportLinks } from '@/components/ui/ExportLinks/ExportLinks'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { setQueryParams } from '@/lib/useQueryParam'

export default function ReportSummaryPage() {
  const { search } = useLocation()
  const choice = readPeriodChoice(search)
  const role = useCurrentUser()?.accessLevel?.name
  return (
    <PageShell>
      <PageHeader title="Report Summary" description="Members and money over a period, against the period before it. Days are Manila's.">
        <ExportLinks urlOf={(format) => reportSummaryExportUrl(format, choice, role)} />
      </PageHeader>
      <div className="mb-4">
        <ReportPeriodPicker value={choice} onChange={(next) => setQueryParams(periodParams(next))} />
      </div>
      <ReportSummaryCell period={periodInput(choice)} />
    </PageShell>
  )
}
