// SQL pieces with no product meaning that many services build their queries from: LIKE patterns
// taken literally, and the start of the Manila day as a timestamptz parameter.
import { sql, type SQL } from 'drizzle-orm'
import { startOfManilaDay } from './time'

/** The query as a LIKE pattern's literal part: \, % and _ escaped (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** `column` contains `search` (case-insensitive; %, _ and \ taken literally). */
export const contains = (column: SQL | unknown, search: string) =>
  sql`lower(${column}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`

/** 00:00 of today in Manila as a timestamptz parameter: a subscription expiring before it has expired. */
export function manilaToday(now: Date): SQL {
  return sql`${startOfManilaDay(now).toISOString()}::timestamptz`
}
