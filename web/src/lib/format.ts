// Display formatting shared by every page: money, counts, text, durations and Manila dates.
import { dayjs, MANILA_TZ, parseDate } from './dayjs'

type DateInput = string | number | Date | null | undefined

const pesoFormatter = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })

/** Pesos from integer centavos: 123450 -> '₱1,234.50'; 0 -> 'FREE'. */
export function formatPeso(centavos: number): string {
  if (centavos === 0) return 'FREE'
  return pesoFormatter.format(centavos / 100)
}

/** Pesos from integer centavos, zero and negatives included: -66667 -> '-₱666.67' (balances, commissions). */
export function formatAmount(centavos: number): string {
  return pesoFormatter.format(centavos / 100)
}

/** Short counts: 999 -> '999', 1234 -> '1.2K', 1000 -> '1K', 2_500_000 -> '2.5M'. */
export function shortenNumber(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const oneDecimal = (n: number) => String(Math.round(n * 10) / 10)
  // 999_950 rounds to 1000.0K, which reads better as 1M: promote before choosing the suffix.
  if (abs >= 1_000_000 || Math.round((abs / 1000) * 10) / 10 >= 1000) {
    return `${sign}${oneDecimal(abs / 1_000_000)}M`
  }
  if (abs >= 1000) return `${sign}${oneDecimal(abs / 1000)}K`
  return `${sign}${abs}`
}

/** Short pesos from integer centavos for headline figures and chart axes: 123_456_700 -> '₱1.2M', -5_000 -> '-₱50'. */
export function shortenPesos(centavos: number): string {
  return `${centavos < 0 ? '-' : ''}₱${shortenNumber(Math.abs(Math.round(centavos / 100)))}`
}

/** Cuts text to at most `max` characters (150 by default) and ends it with an ellipsis when cut. */
export function truncate(text: string | null | undefined, max = 150): string {
  if (!text) return ''
  if (text.length <= max) return text
  return `${text.slice(0, max).trimEnd()}…`
}

/** A duration in seconds as '1h 5m 3s', dropping leading zero units: 65 -> '1m 5s', 0 -> '0s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  if (h > 0) return `${h}h ${m}m ${s}s`
  if (m > 0) return `${m}m ${s}s`
  return `${s}s`
}

/** A duration in seconds as a clock: 3723 -> '1:02:03', 65 -> '1:05' (video lengths, timers). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The product's date format. */
export const DATE_FORMAT = 'ddd, MM/DD/YYYY'

/** A date as 'Mon, 05/06/2024' in Manila time ('YYYY-MM-DD' is a Manila day); '' for a missing or invalid date. */
export function formatDate(date: DateInput): string {
  if (date === null || date === undefined || date === '') return ''
  const d = parseDate(date)
  return d.isValid() ? d.tz(MANILA_TZ).format(DATE_FORMAT) : ''
}

/** An instant as 'Mon, 12/07/2026 · 8:00 PM' in Manila time; '' for a missing or invalid one. */
export function formatDateTime(instant: DateInput): string {
  if (instant === null || instant === undefined || instant === '') return ''
  const d = parseDate(instant)
  return d.isValid() ? d.tz(MANILA_TZ).format(`${DATE_FORMAT} · h:mm A`) : ''
}

/** The date `days` days later (negative for earlier); Manila has no daylight saving, so a day is 24 h. */
export function addDays(date: string | number | Date, days: number): Date {
  return parseDate(date).add(days, 'day').toDate()
}

/** Midnight of today in Manila, as an instant. */
export function startOfTodayManila(now: Date = new Date()): Date {
  return dayjs(now).tz(MANILA_TZ).startOf('day').toDate()
}

/** True if the expiry is before the start of today in Manila (an expiry today is still valid). */
export function isExpired(expiry: DateInput, now: Date = new Date()): boolean {
  if (expiry === null || expiry === undefined || expiry === '') return false
  return parseDate(expiry).isBefore(startOfTodayManila(now))
}

const LIFETIME_FROM = Date.UTC(9999, 0, 1)

/** True for lifetime access: an expiry after 1 Jan 9999. */
export function isLifetime(expiry: DateInput): boolean {
  if (expiry === null || expiry === undefined || expiry === '') return false
  return parseDate(expiry).valueOf() > LIFETIME_FROM
}
