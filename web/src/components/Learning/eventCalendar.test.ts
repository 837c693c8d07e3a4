import { describe, expect, it } from 'vitest'
import { buildIcs, cleanRecurrenceRule, escapeText, foldLine, icsFileName } from './eventCalendar'

const coffee = {
  id: 7,
  title: 'Weekly Coffee Chat',
  description: 'Wins, questions; and check-ins, every week.',
  // Tuesday 20:00-21:00 in Manila.
  startsAt: '2026-01-06T12:00:00.000Z',
  endsAt: '2026-01-06T13:00:00.000Z',
  recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
  zoomLink: 'https://us02web.zoom.us/j/86234567890',
}

describe('buildIcs', () => {
  const ics = buildIcs(coffee, { host: 'tribe.test', now: new Date('2026-01-01T00:00:00Z'), pageUrl: 'https://tribe.test/events/my-events/7' })
  const lines = ics.split('\r\n')

  it('is one VCALENDAR with a Manila VTIMEZONE and one VEVENT, CRLF throughout', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('TZID:Asia/Manila')
    expect(lines).toContain('TZOFFSETTO:+0800')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('writes the times in Manila, the stamp in UTC, and keeps the RRULE', () => {
    expect(lines).toContain('UID:event-7@tribe.test')
    expect(lines).toContain('DTSTAMP:20260101T000000Z')
    expect(lines).toContain('DTSTART;TZID=Asia/Manila:20260106T200000')
    expect(lines).toContain('DTEND;TZID=Asia/Manila:20260106T210000')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU')
    expect(lines).toContain('SUMMARY:Weekly Coffee Chat')
    expect(lines).toContain('LOCATION:https://us02web.zoom.us/j/86234567890')
  })

  it('escapes text and folds long lines', () => {
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('DESCRIPTION:Wins\\, questions\\; and check-ins\\, every week.\\n\\nJoin on Zoom: https://us02web.zoom.us/j/86234567890')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('has no RRULE for a one-off event', () => {
    const once = buildIcs({ ...coffee, recurrenceRule: null })
    expect(once).not.toContain('RRULE')
  })
})

describe('helpers', () => {
  it('escapes backslashes, separators and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'₱'.repeat(40)}`)
    const parts = folded.split('\r\n ')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.join('')).toBe(`SUMMARY:${'₱'.repeat(40)}`)
  })

  it('accepts only plain rules', () => {
    expect(cleanRecurrenceRule('RRULE:FREQ=MONTHLY;BYDAY=1SA')).toBe('FREQ=MONTHLY;BYDAY=1SA')
    expect(cleanRecurrenceRule('FREQ=WEEKLY\r\nEND:VEVENT')).toBeNull()
    expect(cleanRecurrenceRule('')).toBeNull()
  })

  it('names the file after the event', () => {
    expect(icsFileName('Tribe Anniversary Meet-up (Makati)')).toBe('tribe-anniversary-meet-up-makati.ics')
    expect(icsFileName('???')).toBe('event.ics')
  })
})
