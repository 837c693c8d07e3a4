// The summary's export (GET /api/report-summary-export, functions/reportSummaryExport.ts): the
// page's numbers as a sheet, one row per bucket of the period, then the period and the period
// before it; the money columns only for a role that also holds paymentReport, as on the page.
import type { CurrentUser } from '../../../../common/currentUser'
import type { PeriodChoice } from '../../../../common/reportPeriods'
import { requireAccess } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { exportFile, type ExportFile, type ExportFormat } from '../../lib/spreadsheets'
import { manilaDate } from '../../lib/time'
import { buildReportSummary } from './reportSummary'

const MEMBER_COLUMNS = ['Period', 'From', 'To', 'Active members', 'New members', 'Renewals', 'Churned members'] as const
const MONEY_COLUMNS = ['Cash collected (PHP)', 'Amount due (PHP)', 'Collection rate (%)', 'Overdue (PHP)', 'Overdue bills'] as const

type Members = { active: number | null; new: number; renewals: number; churned: number }
type Money = { collectedCentavos: number; scheduledCentavos: number; collectionRate?: number | null; overdueCentavos?: number; overdueCount?: number }

const pesos = (centavos: number | undefined) => (centavos == null ? '' : (centavos / 100).toFixed(2))
const text = (value: number | null | undefined) => (value == null ? '' : String(value))

function line(span: { label: string; from: string; to: string }, members: Members, money: Money | null | undefined, withMoney: boolean): string[] {
  const cells = [span.label, span.from, span.to, text(members.active), text(members.new), text(members.renewals), text(members.churned)]
  if (!withMoney) return cells
  return [...cells, pesos(money?.collectedCentavos), pesos(money?.scheduledCentavos), text(money?.collectionRate), pesos(money?.overdueCentavos), text(money?.overdueCount)]
}

/** The export for `user` (the reportSummary page flag of the role acting now) of the period `choice`; refused like the page's query. */
export async function exportReportSummary(user: CurrentUser | null, format: ExportFormat, choice: PeriodChoice | null): Promise<ExportFile> {
  const staff = requireAccess(user, { page: 'reportSummary' })
  const withMoney = staff.pageAccess.paymentReport === true
  const summary = await buildReportSummary(choice, manilaDate(), withMoney)
  await writeInfoLog({ action: 'report-summary-exported', userId: staff.id, originalUserId: staff.originalUserId, details: { format, from: summary.range.from, to: summary.range.to, money: withMoney } })
  const rows = [
    ...summary.buckets.map((bucket) => line(bucket, bucket.members, bucket.money, withMoney)),
    line(summary.range, summary.members, summary.money?.current, withMoney),
    line(summary.range.previous, summary.previousMembers, summary.money?.previous, withMoney),
  ]
  async function* all() {
    yield* rows
  }
  return exportFile(format, `report-summary-${manilaDate()}`, 'Summary', withMoney ? [...MEMBER_COLUMNS, ...MONEY_COLUMNS] : MEMBER_COLUMNS, all())
}
