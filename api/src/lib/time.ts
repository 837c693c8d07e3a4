// Business time is Asia/Manila (docs/product.md, "Time and money"). Manila has kept UTC+8 without daylight
// saving since 1978, so a fixed offset is exact and needs no time zone database: a Manila day
// is always 24 hours, from 16:00 UTC the day before.
const MANILA_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** 00:00 of the Manila day that contains `now`, as an instant. */
export function startOfManilaDay(now: Date = new Date()): Date {
  return new Date(Math.floor((now.getTime() + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS)
}

/** The Manila calendar date of an instant, as 'YYYY-MM-DD' (what Postgres `date` columns hold). */
export function manilaDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' moved by `days` calendar days (negative for earlier). */
export function addCalendarDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a calendar date: ${date}`)
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10)
}

/** An instant moved by whole days (exact in Manila, which has no daylight saving). */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS)
}

/** DateTime answers are ISO 8601 instants (from a Date, or a raw SQL row's timestamp text). */
export const iso = (date: Date | string | null) => (date == null ? null : new Date(date).toISOString())
