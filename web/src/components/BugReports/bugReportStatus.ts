// A report's status as people read it, and who triages: the words and tones /reports and
// /reports/{id} share. Staff are whoever acts now with the featureChangeLog page (the server's
// own rule: api/src/services/bugReports/access.ts), so switching to a member role shows the member's view.
import type { CurrentUser } from '@common/currentUser'
import { BUG_REPORT_STATUS_OPTIONS } from '@common/validation/bugReports'
import type { BadgeTone } from '@/components/ui/Badge/Badge'

const TONES: Record<string, BadgeTone> = { open: 'info', 'in-progress': 'warning', resolved: 'success', closed: 'outline' }

export function bugReportStatus(status: string): { label: string; tone: BadgeTone } {
  const option = BUG_REPORT_STATUS_OPTIONS.find((o) => o.value === status)
  return { label: option?.label ?? status, tone: TONES[status] ?? 'outline' }
}

export const isBugReportStaff = (user: CurrentUser | null) => user?.pageAccess.featureChangeLog === true
