// Calendar dates ('YYYY-MM-DD') are Manila days: every browser must show the same day, whatever
// its own time zone. The dues banner and payment status tests check their own rules the same way.
import { describe, expect, it } from 'vitest'
import { TIME_ZONES, inTimeZone } from '@/test/timeZones'
import { parseDate } from './dayjs'
import { addDays, formatDate, isExpired } from './format'

describe.each(TIME_ZONES)('a calendar date in a browser in %s', (zone) => {
  it('is the same Manila day', () =>
    inTimeZone(zone, () => {
      expect(formatDate('2024-05-06')).toBe('Mon, 05/06/2024')
      expect(parseDate('2024-05-06').toISOString()).toBe('2024-05-05T16:00:00.000Z')
      expect(formatDate(addDays('2024-05-06', 14))).toBe('Mon, 05/20/2024')
    }))

  it('counts a calendar expiry as valid through its whole Manila day', () =>
    inTimeZone(zone, () => {
      const lateOnTheDay = new Date('2024-05-06T15:59:00Z') // 23:59 in Manila
      expect(isExpired('2024-05-06', lateOnTheDay)).toBe(false)
      expect(isExpired('2024-05-05', lateOnTheDay)).toBe(true)
    }))
})

it('the zones really differ (the test would catch a zone-dependent parse)', () => {
  const east = inTimeZone('Pacific/Kiritimati', () => new Date('2024-05-06T00:00:00').toISOString())
  const west = inTimeZone('America/Los_Angeles', () => new Date('2024-05-06T00:00:00').toISOString())
  expect(east).not.toBe(west)
})
