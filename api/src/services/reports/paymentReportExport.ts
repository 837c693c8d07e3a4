// The payment report's export (GET /api/payment-report-export, functions/paymentReportExport.ts):
// the bills (paymentReportBills.ts) under the same filters, by due date, as CSV or XLSX through the
// spreadsheets module. Read by keyset on (schedule_date, id) in batches of EXPORT_BATCH, handed on a
// batch at a time, so memory stays flat for every payment row there is.
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAccess } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { exportFile, type ExportFile, type ExportFormat, type RowBatches } from '../../lib/spreadsheets'
import { manilaDate } from '../../lib/time'
import { billsWhere, selectBills, toBill, type BillRow, type BillsArgs } from './paymentReportBills'

export const EXPORT_BATCH = 1000
const MANILA_OFFSET_MS = 8 * 3_600_000

export const PAYMENT_REPORT_EXPORT_COLUMNS = ['Row ID', 'Member', 'E-mail', 'Product', 'Funnel', 'Due date', 'Amount (PHP)', 'Status', 'Paid at (Manila)', 'Platform'] as const

const manilaDateTime = (iso: string) => new Date(Date.parse(iso) + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
const pesos = (centavos: number) => (centavos / 100).toFixed(2)

function exportRow(bill: ReturnType<typeof toBill>): string[] {
  return [bill.id, bill.memberName, bill.email, bill.productName, bill.funnelName, bill.scheduleDate, pesos(bill.amountCentavos), bill.status, bill.paidAt ? manilaDateTime(bill.paidAt) : '', bill.paymentPlatform ?? '']
}

/**
 * The export for `user` (the paymentReport page flag of the role acting now, as the page) of the
 * bills `args` filters, refused as the page's query is. Written to the info log: it takes members'
 * money records out of the product.
 */
export async function exportPaymentReport(user: CurrentUser | null, format: ExportFormat, args: BillsArgs, batchSize = EXPORT_BATCH): Promise<ExportFile> {
  const staff = requireAccess(user, { page: 'paymentReport' })
  const today = manilaDate()
  const branches = billsWhere(args, today)
  await writeInfoLog({ action: 'payment-report-exported', userId: staff.id, originalUserId: staff.originalUserId, details: { format, ...args } })
  // A page at a time, each read within one call of next(), so nothing of a page is still held (as
  // a generator's variables would hold it) while the next is read; each row becomes its cells only
  // as it is written. The driver's rows then die young instead of being promoted into the old
  // generation a million at a time.
  let after: { date: string; id: string } | null = null
  let more = true
  const batches: AsyncIterableIterator<BillRow[]> = {
    async next() {
      if (!more) return { done: true, value: undefined }
      const page: BillRow[] = await selectBills(branches, { limit: batchSize, offset: 0, after })
      more = page.length === batchSize
      if (!page.length) return { done: true, value: undefined }
      const last = page[page.length - 1]
      after = { date: String(last.schedule_date).slice(0, 10), id: last.id }
      return { done: false, value: page }
    },
    async return() {
      more = false
      return { done: true, value: undefined }
    },
    [Symbol.asyncIterator]() {
      return this
    },
  }
  const rows: RowBatches<BillRow> = { batches, cells: (row) => exportRow(toBill(row, today)) }
  return exportFile(format, `payment-report-${today}`, 'Payment report', PAYMENT_REPORT_EXPORT_COLUMNS, rows)
}
