// The renewal worklist's export (GET /api/retention-export, functions/retentionExport.ts): the
// filtered list, most urgent first, scoped like the page (a success manager exports only their
// members), as CSV or XLSX through the spreadsheets module. Read in offset batches of EXPORT_BATCH
// over a stable order, so memory stays flat; dates are Manila's. The export is written to the info log.
import type { CurrentUser } from '../../../../common/currentUser'
import { RETENTION_BUCKET_LABELS } from '../../../../common/retention'
import { writeInfoLog } from '../../lib/audit'
import { exportFile, type ExportFile, type ExportFormat } from '../../lib/spreadsheets'
import { manilaDate } from '../../lib/time'
import { requireRetention } from './access'
import { parseRetentionFilter, retentionRows, toRetentionMember } from './retention'

export const EXPORT_BATCH = 1000

export const RETENTION_EXPORT_COLUMNS = [
  'Name',
  'E-mail',
  'Mobile',
  'Batch',
  'Product',
  'Expiry (Manila)',
  'Days left',
  'Bucket',
  'Balance (PHP)',
  'Last payment (Manila)',
  'Last payment (PHP)',
  'Last contact (Manila)',
  'Contacted by',
  'Note',
] as const

const pesos = (centavos: number) => (centavos / 100).toFixed(2)

function exportRow(row: ReturnType<typeof toRetentionMember>): string[] {
  return [
    `${row.member.firstName} ${row.member.lastName}`.trim(),
    row.member.email,
    row.member.mobileNumber ?? '',
    row.member.batch?.name ?? '',
    row.productName,
    manilaDate(new Date(row.expiry)),
    String(row.daysLeft),
    RETENTION_BUCKET_LABELS[row.bucket as keyof typeof RETENTION_BUCKET_LABELS] ?? row.bucket,
    pesos(row.balanceCentavos),
    row.lastPayment ? manilaDate(new Date(row.lastPayment.paidAt)) : '',
    row.lastPayment ? pesos(row.lastPayment.amountCentavos) : '',
    row.lastContact ? manilaDate(new Date(row.lastContact.contactedAt)) : '',
    row.lastContact?.contactedBy?.name ?? '',
    row.lastContact?.note ?? '',
  ]
}

/** The export for `user` (the retention page flag of the level acting now) of the rows `args` filters. */
export async function exportRetention(user: CurrentUser | null, format: ExportFormat, args: Record<string, unknown>): Promise<ExportFile> {
  const staff = requireRetention(user)
  const filter = parseRetentionFilter(args)
  const today = manilaDate()
  await writeInfoLog({ action: 'retention-exported', userId: staff.id, originalUserId: staff.originalUserId, details: { format, ...filter } })
  async function* rows() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await retentionRows(staff, filter, today, EXPORT_BATCH, offset)
      for (const row of batch) yield exportRow(toRetentionMember(row))
      if (batch.length < EXPORT_BATCH) return
    }
  }
  return exportFile(format, `retention-${today}`, 'Retention', RETENTION_EXPORT_COLUMNS, rows())
}
