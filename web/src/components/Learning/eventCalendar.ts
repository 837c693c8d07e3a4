// "Add to calendar": an event as an iCalendar file (RFC 5545), built in the browser and downloaded
// as a Blob. Times are written in Asia/Manila with its VTIMEZONE (fixed +08:00, no daylight saving),
// so a recurring event's RRULE (e.g. every Tuesday 20:00) repeats on Manila's days, not UTC's.
import { dayjs, MANILA_TZ } from '@/lib/dayjs'

export type CalendarEvent = {
  id: number
  title: string
  description?: string | null
  startsAt: string
  endsAt: string
  recurrenceRule?: string | null
  zoomLink?: string | null
  recordingUrl?: string | null
}

const CRLF = '\r\n'

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Lines longer than 75 octets folded with CRLF + space, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const manilaLocal = (instant: string) => dayjs(instant).tz(MANILA_TZ).format('YYYYMMDD[T]HHmmss')
const utcStamp = (date: Date) => dayjs(date).utc().format('YYYYMMDD[T]HHmmss[Z]')

/** The RRULE value, or null when it is missing or not a plain rule (one line of NAME=VALUE parts). */
export function cleanRecurrenceRule(rule: string | null | undefined): string | null {
  const value = rule?.trim().replace(/^RRULE:/i, '')
  if (!value || !/^FREQ=[A-Z]+(;[A-Z-]+=[A-Za-z0-9,:+-]+)*$/.test(value)) return null
  return value
}

/** The event as an .ics document (CRLF line endings, folded lines). */
export function buildIcs(event: CalendarEvent, { host = 'tribe.app', now = new Date(), pageUrl }: { host?: string; now?: Date; pageUrl?: string } = {}): string {
  const rule = cleanRecurrenceRule(event.recurrenceRule)
  const notes = [
    event.description?.trim(),
    event.zoomLink ? `Join on Zoom: ${event.zoomLink}` : null,
    event.recordingUrl ? `Recording: ${event.recordingUrl}` : null,
    pageUrl ? `Details: ${pageUrl}` : null,
  ].filter(Boolean)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Tribe//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${MANILA_TZ}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:PHT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${MANILA_TZ}:${manilaLocal(event.startsAt)}`,
    `DTEND;TZID=${MANILA_TZ}:${manilaLocal(event.endsAt)}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(notes.length ? [`DESCRIPTION:${escapeText(notes.join('\n\n'))}`] : []),
    ...(event.zoomLink ? [`LOCATION:${escapeText(event.zoomLink)}`] : []),
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A file name from the title: 'Weekly Coffee Chat' -> 'weekly-coffee-chat.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'event'}.ics`
}

/** Downloads the event's .ics file (a Blob through a temporary link). */
export function downloadIcs(event: CalendarEvent) {
  const pageUrl = `${window.location.origin}${window.location.pathname}`
  const blob = new Blob([buildIcs(event, { host: window.location.host, pageUrl })], { type: 'text/calendar;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = icsFileName(event.title)
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Give the browser the moment it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
