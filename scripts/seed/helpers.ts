// Shared by the seed modules: Manila calendar dates, the derived payment status, and
// "insert the rows that are not there yet" for tables without a unique natural key.
import { getTableColumns, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../../api/src/lib/db'
import { addCalendarDays, manilaDate } from '../../api/src/lib/time'
import { paymentStatusLabel } from '../../common/paymentStatus'

const DAY_MS = 86_400_000

/** Today's calendar date in Manila, 'YYYY-MM-DD' (the API's own helper). */
export const manilaToday = (now = new Date()): string => manilaDate(now)

/** A 'YYYY-MM-DD' date moved by whole days (the API's own helper). */
export const addDays = addCalendarDays

/** The instant of a Manila wall-clock time on a calendar date. */
export function manilaAt(date: string, time = '09:00'): Date {
  return new Date(`${date}T${time}:00+08:00`)
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

/** The derived status of a payment schedule row (docs/product.md, "paymentSchedules"), as the UI labels it. */
export function scheduleStatus(row: { scheduleDate: string; transactionId: string | null }, today: string): string {
  return paymentStatusLabel(!!row.transactionId, daysBetween(today, row.scheduleDate))
}

/** The status kinds the seed must cover: 'Due in N day(s)' counts as one kind. */
export function statusKind(status: string): string {
  return status.startsWith('Due in ') ? 'Due in N days' : status
}

/**
 * Inserts the `rows` whose key is not found among the existing rows (optionally only those
 * matching `where`), and returns every wanted row (existing or new) by key. For tables with no
 * unique natural key (events, tasks, leads ...): the seed runs alone in one transaction, so
 * "look, then insert" cannot race.
 */
export async function insertMissing<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
  key: (row: Record<string, unknown>) => string,
  where?: SQL,
): Promise<Map<string, T['$inferSelect']>> {
  const query = tx.select().from(table as PgTable) as unknown as { where: (w: SQL) => Promise<unknown[]> } & Promise<unknown[]>
  const existing = (await (where ? query.where(where) : query)) as T['$inferSelect'][]
  const byKey = new Map(existing.map((row) => [key(row as Record<string, unknown>), row]))
  const missing = rows.filter((row) => !byKey.has(key(row as Record<string, unknown>)))
  if (missing.length) {
    const inserted = (await tx.insert(table).values(missing).returning(getTableColumns(table))) as T['$inferSelect'][]
    for (const row of inserted) byKey.set(key(row as Record<string, unknown>), row)
  }
  const wanted = new Map<string, T['$inferSelect']>()
  for (const row of rows) {
    const k = key(row as Record<string, unknown>)
    const found = byKey.get(k)
    if (!found) throw new Error(`seed: ${k} neither found nor inserted`)
    wanted.set(k, found)
  }
  return wanted
}

/** Map lookup that throws instead of returning undefined: a seed typo fails loudly. */
export function must<K, V>(map: Map<K, V> | Record<string & K, V>, key: K, what: string): V {
  const value = map instanceof Map ? map.get(key) : (map as Record<string, V>)[key as string]
  if (value === undefined) throw new Error(`seed: unknown ${what} "${String(key)}"`)
  return value
}
