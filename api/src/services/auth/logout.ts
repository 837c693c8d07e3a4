// logout: ends the browser's session (docs/auth.md "Logout").
import { writeInfoLog } from '../../lib/audit'
import { deleteSession, loadSession, sha256 } from '../../lib/auth/session'
import { succeed, type AuthBody, type AuthOutcome } from './flow'

/** Ends `sealedSession` if it is live; the cookie is cleared either way. */
export async function logout(_body: AuthBody, sealedSession: string | null): Promise<AuthOutcome<Record<string, never>>> {
  const session = await loadSession(sealedSession)
  if (session) {
    await deleteSession(sha256(session.id))
    // While impersonating, the admin is the one who logged out.
    await writeInfoLog({
      action: 'logout',
      userId: session.record.originalUserId ?? session.record.userId,
      details: session.record.originalUserId ? { impersonatedUserId: session.record.userId } : {},
    })
  }
  return succeed({}, 'ended')
}
