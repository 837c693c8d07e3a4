// getToken: the bearer token of the browser's session, which the web sends with every GraphQL
// request (docs/auth.md "Sessions").
import { isActiveSessionUser, loadSession, sessionToken } from '../../lib/auth/session'

/**
 * The token of `sealedSession` while it is live and its user may still sign in; otherwise null,
 * and `ended` when the browser sent a cookie that no longer works (so it is cleared).
 */
export async function getToken(sealedSession: string | null): Promise<{ token: string | null; ended: boolean }> {
  const session = await loadSession(sealedSession)
  if (session && (await isActiveSessionUser(session.record.userId))) return { token: sessionToken(session.id), ended: false }
  return { token: null, ended: sealedSession !== null }
}
