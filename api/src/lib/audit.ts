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
    ip: request?.ip ?? null,
    requestId: request?.requestId ?? null,
  })
}
