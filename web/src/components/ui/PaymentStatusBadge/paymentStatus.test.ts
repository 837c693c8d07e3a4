import { describe, expect, it } from 'vitest'
import { TIME_ZONES, inTimeZone } from '@/test/timeZones'
import { daysUntil, paymentScheduleStatus, transactionLabel } from './paymentStatus'

// 2024-05-06 18:00 in Manila.
const now = new Date('2024-05-06T10:00:00Z')
const manila = (day: string) => `${day}T09:00:00+08:00`

describe('paymentScheduleStatus', () => {
  it('is Paid when a transaction id exists, even if the date is past', () => {
    expect(paymentScheduleStatus({ transactionId: 'TX-1', scheduleDate: manila('2024-01-01') }, now)).toMatchObject({
      label: 'Paid',
      tone: 'success',
    })
  })
  it('is Overdue when the date is past', () => {
    expect(paymentScheduleStatus({ transactionId: null, scheduleDate: manila('2024-05-05') }, now)).toMatchObject({
      label: 'Overdue',
      tone: 'error',
    })
  })
  it('says Due today and Due tomorrow', () => {
    expect(paymentScheduleStatus({ scheduleDate: manila('2024-05-06') }, now).label).toBe('Due today')
    expect(paymentScheduleStatus({ scheduleDate: manila('2024-05-07') }, now).label).toBe('Due tomorrow')
  })
  it('counts days in Manila, not UTC', () => {
    // 2024-05-06 23:30 UTC is 2024-05-07 07:30 in Manila: tomorrow.
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-06T23:30:00Z' }, now).label).toBe('Due tomorrow')
  })
  it('says Due in N day(s) with the tone by threshold', () => {
    expect(paymentScheduleStatus({ scheduleDate: manila('2024-05-12') }, now)).toMatchObject({
      label: 'Due in 6 day(s)',
      tone: 'warning',
    })
    expect(paymentScheduleStatus({ scheduleDate: manila('2024-05-13') }, now)).toMatchObject({
      label: 'Due in 7 day(s)',
      tone: 'info',
    })
    expect(paymentScheduleStatus({ scheduleDate: manila('2024-06-04') }, now)).toMatchObject({
      label: 'Due in 29 day(s)',
      tone: 'info',
    })
    expect(paymentScheduleStatus({ scheduleDate: manila('2024-06-05') }, now)).toMatchObject({
      label: 'Due in 30 day(s)',
      tone: 'outline',
    })
  })
  it('counts whole days', () => {
    expect(daysUntil(manila('2024-05-04'), now)).toBe(-2)
  })
})

describe('transactionLabel', () => {
  it('shows For Payment without a transaction', () => {
    expect(transactionLabel(null)).toBe('For Payment')
    expect(transactionLabel('TX-9')).toBe('TX-9')
  })
})

// The API sends scheduleDate as a calendar date: a Manila day, whatever the browser's zone.
it.each(TIME_ZONES)('counts a payment scheduled on a calendar date in Manila days in %s', (zone) =>
  inTimeZone(zone, () => {
    const noonInManila = new Date('2024-05-06T04:00:00Z')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-06' }, noonInManila).label).toBe('Due today')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-07' }, noonInManila).label).toBe('Due tomorrow')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-05' }, noonInManila).label).toBe('Overdue')
  }),
)

// Manila's midnight is 16:00 UTC: one second either side of it, a calendar date moves from
// tomorrow to today (and today's to overdue), in every browser zone.
it.each(TIME_ZONES)('turns the day at Manila midnight (16:00 UTC), not the browser\'s, in %s', (zone) =>
  inTimeZone(zone, () => {
    const lastSecondOfMay6 = new Date('2024-05-06T15:59:59Z')
    const firstSecondOfMay7 = new Date('2024-05-06T16:00:00Z')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-07' }, lastSecondOfMay6).label).toBe('Due tomorrow')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-07' }, firstSecondOfMay7).label).toBe('Due today')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-06' }, lastSecondOfMay6).label).toBe('Due today')
    expect(paymentScheduleStatus({ scheduleDate: '2024-05-06' }, firstSecondOfMay7).label).toBe('Overdue')
  }),
)
