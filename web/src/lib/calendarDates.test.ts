// Calendar dates ('YYYY-MM-DD') are Manila days: every browser must show the same day, whatever
// its own time zone. Node re-reads TZ when it is assigned, so each case runs in a real zone.
import { afterEach, describe, expect, it } from 'vitest'
import { pickDuesBanner } from '../shell/duesBanner'
import { parseDate } from './dayjs'
import { addDays, formatDate, isExpired } from './format'
import { paymentScheduleStatus } from './paymentStatus'

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

const ZONES = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Asia/Manila', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago']

describe.each(ZONES)('a calendar date in a browser in %s', (zone) => {
  it('is the same Manila day', () => {
    process.env.TZ = zone
    expect(formatDate('2024-05-06')).toBe('Mon, 05/06/2024')
    expect(parseDate('2024-05-06').toISOString()).toBe('2024-05-05T16:00:00.000Z')
    expect(formatDate(addDays('2024-05-06', 14))).toBe('Mon, 05/20/2024')
  })

  it('gives the overdue banner the scheduled day plus 14 days', () => {
    process.env.TZ = zone
    const banner = pickDuesBanner({
      expiringSoon: [],
      expired: [],
      upcomingPaymentDue: [],
      overduePayments: [{ id: '7', scheduleDate: '2026-11-17' }],
    })
    expect(banner?.after).toBe(' to settle your payment until Tue, 12/01/2026')
  })

  it('counts a calendar expiry as valid through its whole Manila day', () => {
    process.env.TZ = zone
    const lateOnTheDay = new Date('2024-05-06T15:59:00Z') // 23:59 in Manila
    expect(isExpired('2024-05-06', lateOnTheDay)).toBe(false)
    expect(isExpired('2024-05-05', lateOnTheDay)).toBe(true)
  })

  it('counts a payment scheduled on a calendar date in Manila days', () => {
    process.env.TZ = zone
    const noonInManila = new Date('2024-05-06T04:00:00Z')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-06' }, noonInManila).label).toBe('Due today')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-07' }, noonInManila).label).toBe('Due tomorrow')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-05' }, noonInManila).label).toBe('Overdue')
  })
})

it('the zones really differ (the test would catch a zone-dependent parse)', () => {
  process.env.TZ = 'Pacific/Kiritimati'
  const east = new Date('2024-05-06T00:00:00').toISOString()
  process.env.TZ = 'America/Los_Angeles'
  const west = new Date('2024-05-06T00:00:00').toISOString()
  expect(east).not.toBe(west)
})
