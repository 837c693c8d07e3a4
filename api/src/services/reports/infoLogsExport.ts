// The info logs report's export (GET /api/info-logs-export, functions/infoLogsExport.ts): the
// filtered list, newest first, as CSV or XLSX through the spreadsheets module. Read by keyset in
// batches of EXPORT_BATCH, so memory stays flat however many rows match; the times are Manila's.
import { and, desc, sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { infoLogs } from '../../../../db/schema'
import { requireAccess } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { exportFile, type ExportFile, type ExportFormat } from '../../lib/spreadsheets'
import { manilaDate } from '../../lib/time'
import { infoLogsWhere, parseInfoLogsFilter, selectInfoLogs, toInfoLog, type InfoLogRow } from './infoLogs'

export const EXPORT_BATCH = 1000
const MANILA_OFFSET_MS = 8 * 3_600_000

export const INFO_LOG_EXPORT_COLUMNS = ['When (Manila)', 'Action', 'Actor', 'Actor e-mail', 'On behalf of (impersonating admin)', 'Subject', 'Subject e-mail', 'Details', 'IP'] as const

/** 2025-01-07T11:00:00Z -> '2025-01-07 19:00:00' (Manila has no daylight saving). */
const manilaDateTime = (instant: Date) => new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

/** What a row is about, in words: the user's name, or the entity ("bugReport 12"). */
export function subjectText(log: ReturnType<typeof toInfoLog>): string {
  if (log.subjectUser) return log.subjectUser.name || log.subjectUser.email
  return [log.entityType, log.entityId].filter(Boolean).join(' ')
}

function exportRow(log: ReturnType<typeof toInfoLog>): string[] {
  return [
    manilaDateTime(new Date(log.createdAt)),
    log.action,
    log.actor?.name ?? '',
    log.actor?.email ?? '',
    log.originalActor ? `${log.originalActor.name} <${log.originalActor.email}>` : '',
    subjectText(log),
    log.subjectUser?.email ?? '',
    Object.keys(log.details).length ? JSON.stringify(log.details) : '',
    log.ip ?? '',
  ]
}

/**
 * The export for `user` (the infoLogsReport page flag of the role acting now, as the page) of the
 * rows `args` filters, refused like the page's query (a reversed range is a BAD_USER_INPUT). The
 * export itself is written to the info log: it takes the audit trail out of the product.
 */
export async function exportInfoLogs(user: CurrentUser | null, format: ExportFormat, args: Record<string, unknown>): Promise<ExportFile> {
  const staff = requireAccess(user, { page: 'infoLogsReport' })
  const filter = parseInfoLogsFilter(args)
  const where = await infoLogsWhere(filter)
  await writeInfoLog({ action: 'info-logs-exported', userId: staff.id, originalUserId: staff.originalUserId, details: { format, ...filter } })
  // Keyset pages, newest first: rows written while the file streams are newer than the first page and stay out.
  async function* rows() {
    let after: { cursor: string; id: number } | null = null
    for (;;) {
      const keyset: SQL | undefined = after ? sql`(${infoLogs.createdAt}, ${infoLogs.id}) < (${after.cursor}::timestamptz, ${after.id})` : undefined
      const batch: InfoLogRow[] = await selectInfoLogs(and(where, keyset)).orderBy(desc(infoLogs.createdAt), desc(infoLogs.id)).limit(EXPORT_BATCH)
      for (const row of batch) yield exportRow(toInfoLog(row))
      if (batch.length < EXPORT_BATCH) return
      const last: InfoLogRow = batch[batch.length - 1]
      after = { cursor: last.cursor, id: last.log.id }
    }
  }
  return exportFile(format, `info-logs-${manilaDate()}`, 'Info logs', INFO_LOG_EXPORT_COLUMNS, rows())
}
