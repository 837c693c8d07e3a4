// The audit trail (info_logs): security events and impersonated requests. The request's ip
// and id come from the request context when there is one. Never pass passwords, OTPs or tokens
// in `details`.
import { infoLogs } from '../../../db/schema'
import { maybeContext } from './context'
import { db, type Executor } from './db'

export type InfoLogEntry = {
  action: string
  userId?: number | null
  originalUserId?: number | null
  entityType?: string | null
  entityId?: string | number | null
  details?: Record<string, unknown>
  /** The client's address, for a caller that runs outside a request context (the context's wins). */
  ip?: string | null
}

/** Writes one info log row (inside `executor`'s transaction when given one). */
export async function writeInfoLog(entry: InfoLogEntry, executor: Executor = db) {
  const request = maybeContext()?.request
  await executor.insert(infoLogs).values({
    action: entry.action,
    userId: entry.userId ?? null,
    originalUserId: entry.originalUserId ?? null,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? {},
    ip: request?.ip ?? entry.ip ?? null,
    requestId: request?.requestId ?? null,
  })
}

/**
 * Every request made while an admin impersonates a user goes to the info log as an
 * 'impersonated-request': a GraphQL operation, a file downloaded or uploaded, an export or an
 * import made "as" a member is traceable to the admin who made it. Nothing is written when
 * `user` is not an impersonation. Callers pass what identifies the request (a GraphQL
 * operation's name and document, a REST route's method and URL), never variables or bodies:
 * they may hold passwords or codes.
 */
export async function logImpersonatedRequest(
  user: { id: number; isImpersonating: boolean; originalUserId: number | null } | null,
  details: Record<string, unknown>,
): Promise<void> {
  if (!user?.isImpersonating) return
  // A long URL or document is cut: the row says what was asked, it is not a copy of it.
  const bounded = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 2000) : value]))
  await writeInfoLog({ action: 'impersonated-request', userId: user.id, originalUserId: user.originalUserId, details: bounded })
}
