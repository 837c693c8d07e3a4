// The rows infoLogs.test.ts names.
import { infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'

/**
 * An auditor who may open the report, an admin and a member, and their trail: the admin edits the
 * member (user subject), triages a bug report late on 2024-03-10 Manila (23:30, i.e. 15:30 UTC),
 * impersonates the member the next Manila day, and an anonymous failed login.
 */
export const auditTrail = async () => {
  const auditor = await createUser({ firstName: 'Aud', lastName: 'Itor', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { infoLogsReport: true } }] })
  const admin = await createUser({ firstName: 'Alma', lastName: 'Santos', email: 'alma@example.com', accessLevels: ['tribe-team-ro'] })
  const member = await createUser({ firstName: 'Marco', lastName: 'Diaz', email: 'marco@example.com', accessLevels: [{ name: 'member', pageAccess: {} }] })
  const rows = await db
    .insert(infoLogs)
    .values([
      // 2024-03-10 00:00 Manila exactly (16:00 UTC the day before): the first instant of the 10th.
      { action: 'user-updated', userId: admin.id, entityType: 'user', entityId: String(member.id), details: { field: '=HYPERLINK("x")' }, createdAt: new Date('2024-03-09T16:00:00Z') },
      // 2024-03-10 23:30 Manila: still the 10th.
      { action: 'bug-report-triaged', userId: admin.id, entityType: 'bugReport', entityId: '12', details: { toStatus: 'in-progress' }, createdAt: new Date('2024-03-10T15:30:00Z') },
      // 2024-03-11 00:30 Manila: the 11th; the member acts while the admin impersonates them.
      { action: 'impersonated-request', userId: member.id, originalUserId: admin.id, details: { operation: 'Profile' }, createdAt: new Date('2024-03-10T16:30:00Z') },
      // 2024-03-09 23:59 Manila: the 9th.
      { action: 'login-failed', details: { email: '@evil' }, ip: '10.0.0.9', createdAt: new Date('2024-03-09T15:59:00Z') },
    ])
    .returning()
  return { auditor, admin, member, rows }
}
