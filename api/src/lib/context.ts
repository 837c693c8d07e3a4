// Per-request context, ambient for services (as Redwood's `context`): who is calling, as which
// role, and the request's DataLoaders. Set by the GraphQL function for each request.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { CurrentUser } from '../../../common/currentUser'

export type RequestInfo = {
  requestId: string
  ip: string
  userAgent?: string
  /** The affiliate attribution cookie's visitor id (services/affiliates/visits.ts), when sent. */
  visitorId?: string | null
}

export type RequestContext = {
  request: RequestInfo
  currentUser: CurrentUser | null
  /** sha256 of the request's session id, when signed in (impersonation switches that session). */
  sessionIdHash?: string | null
  /**
   * The signed-in user's facts stamp as this request read it (auth/userFactsCache.ts): it moves,
   * in the writer's transaction, whenever something the user's facts or dues are read from changes.
   */
  factsStamp?: string | null
  /** Per-request memo of DataLoaders, keyed by loader name (see loaders.ts). */
  loaders: Map<string, unknown>
}

const storage = new AsyncLocalStorage<RequestContext>()

export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

export function context(): RequestContext {
  const current = storage.getStore()
  if (!current) throw new Error('No request context: call services inside runWithContext')
  return current
}

/** The request context if there is one (audit logging runs inside and outside requests). */
export function maybeContext(): RequestContext | undefined {
  return storage.getStore()
}

export function currentUser(): CurrentUser | null {
  return storage.getStore()?.currentUser ?? null
}
