// How the learner pages say sizes, event times (always Manila's) and repeat rules.
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import { DATE_FORMAT } from '@/lib/format'

/** 1536 -> '1.5 KB', 48000 -> '46.9 KB', 0 -> '0 B'; '' when unknown. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`
}

const manila = (instant: string) => dayjs(instant).tz(MANILA_TZ)

/** 'Tue, 01/06/2026 · 8:00 PM – 9:00 PM', or both dates when it ends on another Manila day. */
export function formatEventWhen(startsAt: string, endsAt: string): string {
  const start = manila(startsAt)
  const end = manila(endsAt)
  if (!start.isValid()) return ''
  if (!end.isValid()) return `${start.format(DATE_FORMAT)} · ${start.format('h:mm A')}`
  if (start.isSame(end, 'day')) return `${start.format(DATE_FORMAT)} · ${start.format('h:mm A')} – ${end.format('h:mm A')}`
  return `${start.format(DATE_FORMAT)} ${start.format('h:mm A')} – ${end.format(DATE_FORMAT)} ${end.format('h:mm A')}`
}

/** The day and month of an event's date tile: { month: 'JAN', day: '06', weekday: 'Tue' }. */
export function dateTile(instant: string): { month: string; day: string; weekday: string } {
  const date = manila(instant)
  return { month: date.format('MMM').toUpperCase(), day: date.format('DD'), weekday: date.format('ddd') }
}

const WEEKDAYS: Record<string, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' }
const ORDINALS: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '5': 'fifth', '-1': 'last' }
const UNITS: Record<string, [string, string]> = { DAILY: ['Daily', 'days'], WEEKLY: ['Weekly', 'weeks'], MONTHLY: ['Monthly', 'months'], YEARLY: ['Yearly', 'years'] }

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * An RRULE in words: 'FREQ=WEEKLY;BYDAY=TU' -> 'Every Tuesday', 'FREQ=MONTHLY;BYDAY=1SA' ->
 * 'Monthly on the first Saturday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH' -> 'Every 2 weeks on
 * Monday and Thursday'. Rules it cannot say read 'Repeats'.
 */
export function describeRecurrence(rule: string | null | undefined): string {
  if (!rule) return ''
  const parts = Object.fromEntries(
    rule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  )
  const unit = UNITS[parts.FREQ]
  if (!unit) return 'Repeats'
  const interval = Number(parts.INTERVAL ?? 1)
  const days = (parts.BYDAY ?? '').split(',').filter(Boolean)
  const dayWords = days.map((day: string) => {
    const match = /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(day)
    if (!match) return null
    const [, nth, weekday] = match
    return nth ? `the ${ORDINALS[nth.replace('+', '')] ?? `${nth}th`} ${WEEKDAYS[weekday]}` : WEEKDAYS[weekday]
  })
  if (dayWords.some((word) => word === null)) return 'Repeats'
  const on = dayWords.length ? listOf(dayWords as string[]) : ''
  if (interval > 1) return `Every ${interval} ${unit[1]}${on ? ` on ${on}` : ''}`
  if (parts.FREQ === 'WEEKLY' && on) return `Every ${on}`
  return on ? `${unit[0]} on ${on}` : unit[0]
}
