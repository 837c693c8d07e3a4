import { describe, expect, it } from 'vitest'
import {
  addDays,
  formatClock,
  formatDate,
  formatDateTime,
  formatDuration,
  formatPeso,
  isExpired,
  isLifetime,
  shortenNumber,
  shortenPesos,
  startOfTodayManila,
  truncate,
} from './format'

describe('formatPeso', () => {
  it('formats centavos as pesos with the peso sign', () => {
    expect(formatPeso(123450)).toBe('₱1,234.50')
    expect(formatPeso(99)).toBe('₱0.99')
  })
  it('shows FREE for zero', () => {
    expect(formatPeso(0)).toBe('FREE')
  })
})

describe('shortenPesos', () => {
  it('shortens whole pesos from centavos, the sign before the peso sign', () => {
    expect(shortenPesos(123_456_700)).toBe('₱1.2M')
    expect(shortenPesos(99_900)).toBe('₱999')
    expect(shortenPesos(-500_000)).toBe('-₱5K')
  })
})

describe('shortenNumber', () => {
  it('keeps numbers under 1000', () => expect(shortenNumber(999)).toBe('999'))
  it('uses K from 1000 with one decimal', () => {
    expect(shortenNumber(1000)).toBe('1K')
    expect(shortenNumber(1234)).toBe('1.2K')
    expect(shortenNumber(15_560)).toBe('15.6K')
  })
  it('uses M from a million', () => {
    expect(shortenNumber(1_000_000)).toBe('1M')
    expect(shortenNumber(2_540_000)).toBe('2.5M')
  })
  it('promotes a K that rounds to 1000 to M', () => expect(shortenNumber(999_960)).toBe('1M'))
  it('keeps the sign', () => expect(shortenNumber(-1500)).toBe('-1.5K'))
})

describe('truncate', () => {
  it('cuts at 150 characters by default', () => {
    const out = truncate('a'.repeat(200))
    expect(out).toBe(`${'a'.repeat(150)}…`)
  })
  it('leaves short text alone', () => expect(truncate('hello', 10)).toBe('hello'))
  it('does not add an ellipsis at exactly the limit', () => expect(truncate('abcde', 5)).toBe('abcde'))
  it('handles null', () => expect(truncate(null)).toBe(''))
})

describe('durations', () => {
  it('formats hours, minutes and seconds', () => {
    expect(formatDuration(3723)).toBe('1h 2m 3s')
    expect(formatDuration(65)).toBe('1m 5s')
    expect(formatDuration(0)).toBe('0s')
  })
  it('formats a clock', () => {
    expect(formatClock(3723)).toBe('1:02:03')
    expect(formatClock(65)).toBe('1:05')
  })
})

describe('Manila dates', () => {
  it('formats like Mon, 05/06/2024', () => {
    expect(formatDate('2024-05-06T04:00:00Z')).toBe('Mon, 05/06/2024')
  })
  it('a date and time in Manila: noon UTC is 8:00 PM there', () => {
    expect(formatDateTime('2026-12-07T12:00:00.000Z')).toBe('Mon, 12/07/2026 · 8:00 PM')
    expect(formatDateTime(null)).toBe('')
  })
  it('uses Manila time, not UTC: 20:00 UTC is already the next day', () => {
    expect(formatDate('2024-05-05T20:00:00Z')).toBe('Mon, 05/06/2024')
  })
  it('returns empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
  it('adds days', () => {
    expect(formatDate(addDays('2024-05-06T04:00:00Z', 14))).toBe('Mon, 05/20/2024')
  })
  it('finds the start of today in Manila', () => {
    // 2024-05-06 01:00 in Manila is still 2024-05-05 in UTC.
    const now = new Date('2024-05-05T17:00:00Z')
    expect(startOfTodayManila(now).toISOString()).toBe('2024-05-05T16:00:00.000Z')
  })
  it('treats an expiry today as not expired, yesterday as expired', () => {
    const now = new Date('2024-05-06T10:00:00Z') // 18:00 in Manila
    expect(isExpired('2024-05-05T16:30:00Z', now)).toBe(false) // 00:30 Manila today
    expect(isExpired('2024-05-05T15:59:00Z', now)).toBe(true) // 23:59 Manila yesterday
    expect(isExpired(null, now)).toBe(false)
  })
  it('detects lifetime access after 1 Jan 9999', () => {
    expect(isLifetime('9999-12-31T00:00:00Z')).toBe(true)
    expect(isLifetime('9999-01-01T00:00:00Z')).toBe(false)
    expect(isLifetime('2030-01-01')).toBe(false)
  })
})
