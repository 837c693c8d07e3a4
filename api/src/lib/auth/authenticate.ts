// Resolves a request to its signed-in user: the sealed session cookie names a live session
// (session.ts); a bearer token, when sent, must be the one getToken gave for that session; the
// user must exist and not be disabled; x-current-role picks which held access level acts now.
import type { FastifyRequest } from 'fastify'
import type { CurrentUser } from '../../../../common/currentUser'
import { loadCurrentUser } from './loadCurrentUser'
import { isActiveSessionUser, loadSession, readSessionCookie, sha256, tokenMatches, type SessionRecord } from './session'

export type Authenticated = { currentUser: CurrentUser; sessionIdHash: string; session: SessionRecord; token: string | null }

/** The bearer token of an Authorization header (null when none was sent). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(.*)$/i.exec(header)
  return match ? match[1].trim() : ''
}

export async function authenticateRequest(request: FastifyRequest): Promise<Authenticated | null> {
  const session = await loadSession(readSessionCookie(request.headers.cookie))
  if (!session) return null
  // The cookie is what we trust; a token that does not belong to this session (another
  // session's, a stale one after re-login, "null") means the client is confused: not signed in.
  const token = bearerToken(request)
  if (token !== null && !tokenMatches(session.id, token)) return null

  const header = request.headers['x-current-role']
  const requestedRole = Array.isArray(header) ? header[0] : header
  const currentUser = await loadCurrentUser(session.record.userId, {
    requestedRole,
    originalUserId: session.record.originalUserId,
  })
  if (!currentUser) {
    // Disabled (or deleted) since the session began: this ends all of that user's sessions.
    await isActiveSessionUser(session.record.userId)
    return null
  }
  return { currentUser, sessionIdHash: sha256(session.id), session: session.record, token }
}
