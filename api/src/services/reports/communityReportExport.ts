// The community report's members as a download (GET /api/community-report-export,
// functions/communityReportExport.ts): the list the page shows, every row, by name, as CSV or XLSX
// through the spreadsheets module. Read by keyset (last name, first name, id) in batches of
// EXPORT_BATCH, so memory stays flat however many members match.
import { and, sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { activityRange } from '../../../../common/reportPeriods'
import { requireAccess } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { exportFile, type ExportFile, type ExportFormat } from '../../lib/spreadsheets'
import { manilaDate } from '../../lib/time'
import { NO_STAGE_LABEL, stageName } from './communityReport'
import { communityMembersListWhere, MEMBER_ORDER, parseCommunityMembersFilter, selectCommunityMembers, toCommunityMember, type CommunityMemberRow } from './communityReportMembers'

export const EXPORT_BATCH = 1000

export const COMMUNITY_EXPORT_COLUMNS = ['Name', 'E-mail', 'Batch', 'Stage', 'Group', 'Status', 'Lessons completed', 'Tasks finished', 'Points earned'] as const

function exportRow(member: ReturnType<typeof toCommunityMember>): string[] {
  return [
    member.name,
    member.email,
    member.batch?.name ?? '',
    member.stage ? stageName(member.stage) : NO_STAGE_LABEL,
    member.group?.name ?? '',
    member.status,
    String(member.lessonsCompleted),
    String(member.tasksFinished),
    String(member.pointsEarned),
  ]
}

/**
 * The export for `user` (the communityReport page flag of the role acting now, as the page) of the
 * members `args` filters (batch, group, stage, range, status), refused as the page's query is. The
 * export is written to the info log: it takes members' names and e-mails out of the product.
 */
export async function exportCommunityReport(user: CurrentUser | null, format: ExportFormat, args: Record<string, unknown>): Promise<ExportFile> {
  const staff = requireAccess(user, { page: 'communityReport' })
  const filter = parseCommunityMembersFilter(args)
  const now = new Date()
  const today = manilaDate(now)
  const range = activityRange(filter.range, today)
  const where = communityMembersListWhere(filter, now)
  await writeInfoLog({ action: 'community-report-exported', userId: staff.id, originalUserId: staff.originalUserId, details: { format, ...filter } })
  async function* rows() {
    let after: { lastName: string; firstName: string; id: number } | null = null
    for (;;) {
      const keyset: SQL | undefined = after ? sql`("users"."last_name", "users"."first_name", "users"."id") > (${after.lastName}, ${after.firstName}, ${after.id})` : undefined
      const batch: CommunityMemberRow[] = await selectCommunityMembers(and(where, keyset)!, range, now).orderBy(...MEMBER_ORDER).limit(EXPORT_BATCH)
      for (const row of batch) yield exportRow(toCommunityMember(row))
      if (batch.length < EXPORT_BATCH) return
      const last: CommunityMemberRow = batch[batch.length - 1]
      after = { lastName: last.lastName, firstName: last.firstName, id: last.id }
    }
  }
  return exportFile(format, `community-report-${today}`, 'Community report', COMMUNITY_EXPORT_COLUMNS, rows())
}
