// Resolves a request to its signed-in user: the sealed session cookie names a live session
// (session.ts); a bearer token, when sent, must be the one getToken gave for that session; the
// user must exist and not be disabled; x-current-role picks which held access level acts now.
//
// Cost: ONE prepared statement reads the session, the user's row and the shared facts stamp, all
// by primary key (sessionLookup.ts). The rest of currentUser (access levels held, community
// facts) comes from the per-process facts cache when that statement's stamps still match it
// (userFactsCache.ts), so a request pays for it only after something it depends on was written.
import type { FastifyRequest } from 'fastify'
import type { CurrentUser } from '../../../../common/currentUser'
import { buildCurrentUser } from './loadCurrentUser'
import { deleteUserSessions, keepSessionAlive, readSessionCookie, sameToken, sessionKey, type SessionRecord } from './session'
import { lookUpSession } from './sessionLookup'
import { factsStamp, userFacts } from './userFactsCache'

export type Authenticated = {
  currentUser: CurrentUser
  sessionIdHash: string
  session: SessionRecord
  token: string | null
  /** What the user's cached facts are stamped with (userFactsCache.ts): other per-user caches may key on it. */
  factsStamp: string
}

/** The bearer token of an Authorization header (null when none was sent). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(.*)$/i.exec(header)
  return match ? match[1].trim() : ''
}

export async function authenticateRequest(request: FastifyRequest): Promise<Authenticated | null> {
  const key = sessionKey(readSessionCookie(request.headers.cookie))
  if (!key) return null
  const found = await lookUpSession(key.idHash)
  if (!found || !(await keepSessionAlive(key.idHash, found.session))) return null
  // The cookie is what we trust; a token that does not belong to this session (another
  // session's, a stale one after re-login, "null") means the client is confused: not signed in.
  const token = bearerToken(request)
  if (token !== null && !sameToken(key.token, token)) return null

  const { session, user } = found
  if (!user || user.disabledAt) {
    // Disabled (or deleted) since the session began: this ends all of that user's sessions.
    await deleteUserSessions(session.userId)
    return null
  }
  const now = new Date()
  const facts = await userFacts(user, found.factsVersions, now)
  const header = request.headers['x-current-role']
  const currentUser = buildCurrentUser(user, facts.held, facts.community, {
    requestedRole: Array.isArray(header) ? header[0] : header,
    originalUserId: session.originalUserId,
  })
  return { currentUser, sessionIdHash: key.idHash, session, token, factsStamp: factsStamp(user, found.factsVersions, now) }
}
