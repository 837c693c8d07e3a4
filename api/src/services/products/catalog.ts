// What the product, funnel, coupon and payment-term services share: the info log of a change, the
// money rows as the API answers them, and the database refusals turned into field messages.
import { sql, type SQL } from 'drizzle-orm'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import type { Executor } from '../../lib/db'
import { escapeLike } from '../search/search'

export type CatalogKind = 'product' | 'funnel' | 'coupon' | 'payment-term'

/** The info-log row of a change: what, to which row, and who (with the admin behind an impersonated session). */
export function logChange(tx: Executor, kind: CatalogKind, change: string, id: number | string, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    { action: `${kind}-${change}`, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: kind, entityId: id, details },
    tx,
  )
}

/** The Postgres error code of a failed statement (drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } }
  return e.code ?? e.cause?.code
}

export const UNIQUE_VIOLATION = '23505'
/** A restricting foreign key: 23001 (restrict_violation) or 23503 (foreign_key_violation), by server version. */
export const isRestrictViolation = (error: unknown) => ['23001', '23503'].includes(pgCode(error) ?? '')

/** `column` contains `search` (case-insensitive; %, _ and \ taken literally). */
export const contains = (column: SQL | unknown, search: string) =>
  sql`lower(${column}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`

/** DateTime answers are ISO 8601 instants. */
export const iso = (date: Date | null) => (date == null ? null : date.toISOString())
