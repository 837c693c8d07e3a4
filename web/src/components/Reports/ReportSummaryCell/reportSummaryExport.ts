// Where the summary's export downloads from: the same period as the page, as the role acting now
// (a link cannot send the role header).
import type { PeriodChoice } from '@common/reportPeriods'
import { periodParams } from '../ReportPeriodPicker/periodQuery'

export function reportSummaryExportUrl(format: 'csv' | 'xlsx', choice: PeriodChoice, role: string | null | undefined): string {
  const params = new URLSearchParams({ format })
  for (const [name, value] of Object.entries(periodParams(choice))) if (value !== null) params.set(name, String(value))
  if (role) params.set('as', role)
  return `/api/report-summary-export?${params}`
}
