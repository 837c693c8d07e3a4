// Event occurrences and status, in one pass over an event row (no SQL). An event's startsAt/endsAt
// are its first occurrence; a recurring event (an RFC 5545 RRULE: FREQ=DAILY, WEEKLY, MONTHLY or
// YEARLY with INTERVAL, BYDAY (MO..SU, with an ordinal such as 1SA or -1FR in monthly and yearly
// rules), BYMONTHDAY, BYMONTH, UNTIL and COUNT) repeats on the Manila calendar (Asia/Manila, UTC+8
// without daylight saving) at the same time of day and with the same duration as the first.
//
// Status now: live while an occurrence runs (start <= now <= end), upcoming before the next one,
// past once the last one ended; a series without UNTIL or COUNT is never past. Rules this does not
// understand (an unknown FREQ, or HOURLY and finer) keep only the first occurrence.
import type { LearnerEventStatus } from '../../../../common/validation/learning'

const DAY_MS = 86_400_000
const MANILA_OFFSET_MS = 8 * 3_600_000
/** A guard against rules that match nothing (BYMONTHDAY=31;BYMONTH=2): give up after this many periods. */
const MAX_PERIODS = 20_000

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const

export type Rule = {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'
  interval: number
  /** Weekdays (0 = Sunday) with an optional ordinal (1 = first, -1 = last) for monthly and yearly rules. */
  byDay: { weekday: number; ordinal: number | null }[]
  byMonthDay: number[]
  /** 1-12. */
  byMonth: number[]
  until: Date | null
  count: number | null
}

/** The rule's parts, or null for no rule or one this does not expand (see the header). */
export function parseRule(text: string | null | undefined): Rule | null {
  if (!text) return null
  const parts = new Map<string, string>()
  for (const part of text.trim().toUpperCase().replace(/^RRULE:/, '').split(';')) {
    const [key, value] = part.split('=')
    if (key && value !== undefined) parts.set(key, value)
  }
  const freq = parts.get('FREQ')
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null
  const interval = Math.max(1, Number.parseInt(parts.get('INTERVAL') ?? '1', 10) || 1)
  const byDay = (parts.get('BYDAY') ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((entry) => {
      const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(entry)
      if (!match) return []
      const ordinal = match[1] ? Number.parseInt(match[1], 10) : null
      return [{ weekday: WEEKDAY_CODES.indexOf(match[2] as (typeof WEEKDAY_CODES)[number]), ordinal: ordinal === 0 ? null : ordinal }]
    })
  const numbers = (key: string, min: number, max: number) =>
    (parts.get(key) ?? '')
      .split(',')
      .filter(Boolean)
      .map((value) => Number.parseInt(value, 10))
      .filter((value) => Number.isInteger(value) && value !== 0 && Math.abs(value) >= min && Math.abs(value) <= max)
  const count = parts.has('COUNT') ? Math.max(1, Number.parseInt(parts.get('COUNT')!, 10) || 1) : null
  return {
    freq,
    interval,
    byDay,
    byMonthDay: numbers('BYMONTHDAY', 1, 31),
    byMonth: numbers('BYMONTH', 1, 12).filter((month) => month > 0),
    until: parseUntil(parts.get('UNTIL')),
    count,
  }
}

/** UNTIL=20250131T155959Z (UTC) or a date-only 20250131 (its whole day, to 23:59:59 UTC, as the events list reads it). */
function parseUntil(value: string | undefined): Date | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value) : null
  if (!match) return null
  const [, y, mo, d, h = '23', mi = '59', s = '59'] = match
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s))
}

/** A Manila calendar day as days since 1970-01-01. */
const manilaDay = (instant: Date) => Math.floor((instant.getTime() + MANILA_OFFSET_MS) / DAY_MS)
/** The UTC date of a day number, to read its year, month, day and weekday. */
const dayDate = (day: number) => new Date(day * DAY_MS)
const dayOf = (year: number, month0: number, date: number) => Math.floor(Date.UTC(year, month0, date) / DAY_MS)
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()

/** The days of one month matching BYDAY / BYMONTHDAY (both = both must match), else the first occurrence's day of the month. */
function monthDays(rule: Rule, year: number, month0: number, firstDate: number): number[] {
  const length = daysInMonth(year, month0)
  const fromDays = rule.byDay.length
    ? new Set(
        rule.byDay.flatMap(({ weekday, ordinal }) => {
          const firstWeekday = new Date(Date.UTC(year, month0, 1)).getUTCDay()
          const dates: number[] = []
          for (let date = 1 + ((weekday - firstWeekday + 7) % 7); date <= length; date += 7) dates.push(date)
          if (ordinal === null) return dates
          const picked = ordinal > 0 ? dates[ordinal - 1] : dates[dates.length + ordinal]
          return picked === undefined ? [] : [picked]
        }),
      )
    : null
  const fromMonthDays = rule.byMonthDay.length
    ? new Set(rule.byMonthDay.map((value) => (value > 0 ? value : length + 1 + value)).filter((date) => date >= 1 && date <= length))
    : null
  let dates: number[]
  if (fromDays && fromMonthDays) dates = [...fromDays].filter((date) => fromMonthDays.has(date))
  else if (fromDays) dates = [...fromDays]
  else if (fromMonthDays) dates = [...fromMonthDays]
  else dates = firstDate <= length ? [firstDate] : []
  return dates.sort((a, b) => a - b).map((date) => dayOf(year, month0, date))
}

/** The candidate days of period `k` (the k-th interval after the first occurrence's), ascending. */
function periodDays(rule: Rule, first: number, k: number): number[] {
  const start = dayDate(first)
  const year = start.getUTCFullYear()
  const month0 = start.getUTCMonth()
  const date = start.getUTCDate()
  switch (rule.freq) {
    case 'DAILY': {
      const day = first + k * rule.interval
      const weekday = dayDate(day).getUTCDay()
      return !rule.byDay.length || rule.byDay.some((entry) => entry.weekday === weekday) ? [day] : []
    }
    case 'WEEKLY': {
      // Weeks start on Monday (WKST=MO, RFC 5545's default).
      const monday = first - ((start.getUTCDay() + 6) % 7) + k * 7 * rule.interval
      const weekdays = rule.byDay.length ? rule.byDay.map((entry) => entry.weekday) : [start.getUTCDay()]
      return [...new Set(weekdays.map((weekday) => monday + ((weekday + 6) % 7)))].sort((a, b) => a - b)
    }
    case 'MONTHLY': {
      const months = month0 + k * rule.interval
      const y = year + Math.floor(months / 12)
      const m = ((months % 12) + 12) % 12
      if (rule.byMonth.length && !rule.byMonth.includes(m + 1)) return []
      return monthDays(rule, y, m, date)
    }
    case 'YEARLY': {
      const y = year + k * rule.interval
      const months = rule.byMonth.length ? [...rule.byMonth].sort((a, b) => a - b).map((month) => month - 1) : [month0]
      const plain = !rule.byDay.length && !rule.byMonthDay.length
      return months.flatMap((m) => (plain ? (date <= daysInMonth(y, m) ? [dayOf(y, m, date)] : []) : monthDays(rule, y, m, date)))
    }
  }
}

/** The period index a little before `instant`, to skip periods of a long series (only without COUNT, which must be counted from the start). */
function periodNear(rule: Rule, first: number, instant: Date): number {
  const days = manilaDay(instant) - first
  // The longest a period can be, so the estimate is never past `instant`; two more periods of margin.
  const longest = { DAILY: 1, WEEKLY: 7, MONTHLY: 31, YEARLY: 366 }[rule.freq] * rule.interval
  return Math.max(0, Math.floor(days / longest) - 2)
}

export type EventTimes = { startsAt: Date; endsAt: Date; recurrenceRule: string | null }

export type EventState = {
  status: LearnerEventStatus
  isRecurring: boolean
  /** The occurrence live now or next; null once over. */
  nextStartsAt: Date | null
  nextEndsAt: Date | null
  /** The start of the last occurrence that began at or before now (the first one if none did), to order past events. */
  lastStartsAt: Date
}

/** Where the event stands at `now`. */
export function eventState(event: EventTimes, now: Date): EventState {
  const startsAt = new Date(event.startsAt)
  const endsAt = new Date(event.endsAt)
  const duration = endsAt.getTime() - startsAt.getTime()
  const rule = parseRule(event.recurrenceRule)
  const isRecurring = event.recurrenceRule != null && event.recurrenceRule.trim() !== ''
  const oneOff = (): EventState => {
    if (now.getTime() > endsAt.getTime()) return { status: 'past', isRecurring, nextStartsAt: null, nextEndsAt: null, lastStartsAt: startsAt }
    const status = now.getTime() >= startsAt.getTime() ? 'live' : 'upcoming'
    return { status, isRecurring, nextStartsAt: startsAt, nextEndsAt: endsAt, lastStartsAt: startsAt }
  }
  if (!rule) return oneOff()

  const first = manilaDay(startsAt)
  const timeOfDay = startsAt.getTime() - (first * DAY_MS - MANILA_OFFSET_MS)
  const at = (day: number) => new Date(day * DAY_MS - MANILA_OFFSET_MS + timeOfDay)
  let last = startsAt
  // The first occurrence always counts (RFC 5545: DTSTART is the first instance).
  if (now.getTime() <= endsAt.getTime()) return oneOff()
  let seen = 1
  if (rule.count !== null && seen >= rule.count) return oneOff()
  const reference = rule.until && rule.until < now ? rule.until : now
  const startPeriod = rule.count === null ? periodNear(rule, first, new Date(reference.getTime() - duration)) : 0
  for (let k = startPeriod; k < startPeriod + MAX_PERIODS; k++) {
    for (const day of periodDays(rule, first, k)) {
      if (day <= first) continue
      const start = at(day)
      if (rule.until && start.getTime() > rule.until.getTime()) return { status: 'past', isRecurring, nextStartsAt: null, nextEndsAt: null, lastStartsAt: last }
      const end = new Date(start.getTime() + duration)
      if (end.getTime() >= now.getTime()) {
        const status = start.getTime() <= now.getTime() ? 'live' : 'upcoming'
        return { status, isRecurring, nextStartsAt: start, nextEndsAt: end, lastStartsAt: status === 'live' ? start : last }
      }
      last = start
      seen += 1
      if (rule.count !== null && seen >= rule.count) return { status: 'past', isRecurring, nextStartsAt: null, nextEndsAt: null, lastStartsAt: last }
    }
  }
  // Nothing matched within the guard: a series without an end is never past.
  if (rule.until || rule.count !== null) return { status: 'past', isRecurring, nextStartsAt: null, nextEndsAt: null, lastStartsAt: last }
  return { status: 'upcoming', isRecurring, nextStartsAt: null, nextEndsAt: null, lastStartsAt: last }
}
