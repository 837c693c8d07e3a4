// Who sees which bug reports at /reports and /reports/{id}: the one place (docs/product.md,
// "Bug reports").
//
//   staff    a user whose CURRENT access level's pageAccess allows featureChangeLog (the staff
//            who hear about and announce fixes) sees every report and triages it.
//   anyone   else signed in sees only the reports they sent themselves.
//
// The current access level decides, not the roles held: an admin acting as a Member sees what a
// member sees, so a switch of role never shows staff data on a member's screen.
import { eq, sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { bugReports } from '../../../../db/schema'

/** The page flag that opens every report (and the triage) to staff. */
export const BUG_REPORT_STAFF_FLAG = 'featureChangeLog' as const

export function isBugReportStaff(user: CurrentUser | null): boolean {
  return !!user && user.pageAccess[BUG_REPORT_STAFF_FLAG] === true
}

/** The rows `user` may read: every report for staff, their own otherwise (none signed out). */
export function visibleReports(user: CurrentUser | null): SQL | undefined {
  if (isBugReportStaff(user)) return undefined
  return user ? eq(bugReports.userId, user.id) : sql`false`
}
