// Resolves a request to its signed-in user: the sealed session cookie names a live session
// (session.ts); a bearer token, when sent, must be the one getToken gave for that session; the
// user must exist and not be disabled; x-current-role picks which held access level acts now.
import type { FastifyRequest } from 'fastify'
import { users } from '../../../../db/schema'
import { eq } from 'drizzle-orm'
import { db } from '../db'
import type { CurrentUser } from './currentUser'
import { loadCurrentUser } from './loadCurrentUser'
import { deleteUserSessions, loadSession, readSessionCookie, sha256, tokenMatches, type SessionRecord } from './session'

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
    // Disabled (or deleted) since the session began: end all of that user's sessions.
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, session.record.userId))
    if (user) await deleteUserSessions(user.id)
    return null
  }
  return { currentUser, sessionIdHash: sha256(session.id), session: session.record, token }
}
