// Resolves the request's session cookie and role header to the current user.
// Implemented with the session store in session.ts (auth issue work in progress).
import type { FastifyRequest } from 'fastify'
import type { CurrentUser } from './currentUser'

export type Authenticated = { currentUser: CurrentUser; sessionIdHash: string }

export async function authenticateRequest(_request: FastifyRequest): Promise<Authenticated | null> {
  return null
}
