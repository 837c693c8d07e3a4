// The pure rules of common/timeZones.ts and common/validation/events{,.times}.ts (the lists of docs/product.md,
// "Time and money", and the translation between what the organiser enters and what is stored). They live
// in common/, which no test runner globs, so they are tested here beside their main user.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TIME_ZONE,
  HALF_HOUR_TIMES,
  TIME_ZONES,
  WEEK_DAYS,
  formatInZone,
  instantToWallTime,
  isCalendarDate,
  isWallTime,
  minutesToTime,
  offsetOf,
  timeToMinutes,
  timeZoneLabel,
  wallTimeToInstant,
} from '../../../../common/timeZones'
import { eventSchema, firstSessionDay, type EventInput } from '../../../../common/validation/events'
import { describeSchedule, eventFormTimes, storedEventTimes } from '../../../../common/validation/events.times'

describe('the time lists', () => {
  it('lists GMT-12:00 to GMT+14:00 once each, west to east, with Singapore the default', () => {
    expect(TIME_ZONES[0].value).toBe('GMT-12:00')
    expect(TIME_ZONES.at(-1)?.value).toBe('GMT+14:00')
    expect(new Set(TIME_ZONES.map((zone) => zone.value)).size).toBe(TIME_ZONES.length)
    const offsets = TIME_ZONES.map((zone) => zone.offsetMinutes)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    for (const zone of TIME_ZONES) {
      const [, sign, hours, minutes] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(zone.value)!
      expect(zone.offsetMinutes).toBe((sign === '+' ? 1 : -1) * (Number(hours) * 60 + Number(minutes)))
    }
    expect(DEFAULT_TIME_ZONE).toBe('GMT+08:00')
    expect(timeZoneLabel(TIME_ZONES.find((zone) => zone.value === DEFAULT_TIME_ZONE)!)).toBe('(GMT+08:00) Singapore')
    // An unknown label (an old row) reads as the default's offset.
    expect(offsetOf('Asia/Manila')).toBe(480)
  })

  it('names the week days Sunday first and lists the 48 half-hourly 12-hour times', () => {
    expect(WEEK_DAYS.map((day) => day.name)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    expect(HALF_HOUR_TIMES).toHaveLength(48)
    expect(HALF_HOUR_TIMES.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM'])
    expect(HALF_HOUR_TIMES.slice(23, 26)).toEqual(['11:30 AM', '12:00 PM', '12:30 PM'])
    expect(HALF_HOUR_TIMES.at(-1)).toBe('11:30 PM')
    for (const [index, time] of HALF_HOUR_TIMES.entries()) expect(timeToMinutes(time)).toBe(index * 30)
    expect(minutesToTime(19 * 60 + 15)).toBe('7:15 PM')
    expect(timeToMinutes('13:00 PM')).toBeNull()
    expect(timeToMinutes('7:00')).toBeNull()
  })

  it('checks dates and wall times for real', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isWallTime('2025-01-07T19:00')).toBe(true)
    expect(isWallTime('2025-01-07T24:00')).toBe(false)
    expect(isWallTime('2025-01-07 19:00')).toBe(false)
  })

  it('turns wall times into instants at the fixed offset of the label, and back', () => {
    expect(wallTimeToInstant('2025-01-07T19:00', 'GMT+08:00').toISOString()).toBe('2025-01-07T11:00:00.000Z')
    expect(wallTimeToInstant('2025-01-07T19:00', 'GMT-03:30').toISOString()).toBe('2025-01-07T22:30:00.000Z')
    // A fixed offset: no daylight-saving table moves a July time in New York's GMT-05:00 entry.
    expect(wallTimeToInstant('2025-07-07T19:00', 'GMT-05:00').toISOString()).toBe('2025-07-08T00:00:00.000Z')
    expect(instantToWallTime('2025-01-07T22:30:00.000Z', 'GMT-03:30')).toBe('2025-01-07T19:00')
    expect(instantToWallTime('2025-01-07T11:00:00.000Z', 'GMT+14:00')).toBe('2025-01-08T01:00')
    expect(formatInZone('2025-01-07T11:00:00.000Z', 'GMT+08:00')).toBe('Tue, 01/07/2025 7:00 PM')
  })
})

describe('an event as entered and as stored', () => {
  const weekly: EventInput = {
    title: 'Accountability Hour',
    repeat: 'weekly',
    startsOn: '2025-01-08',
    weekDays: ['MO', 'FR'],
    startTime: '9:30 PM',
    endTime: '11:00 PM',
    repeatUntil: '2025-02-28',
  }

  it('finds the first session on or after the first day', () => {
    expect(firstSessionDay('2025-01-08', ['MO', 'FR'])).toBe('2025-01-10')
    expect(firstSessionDay('2025-01-10', ['FR'])).toBe('2025-01-10')
    expect(firstSessionDay('2025-01-11', ['FR'])).toBe('2025-01-17')
  })

  it('gives the form back what the organiser entered, in every zone of the list', () => {
    for (const zone of TIME_ZONES) {
      const values = eventSchema.parse({ ...weekly, timeZone: zone.value })
      const stored = storedEventTimes(values)
      const form = eventFormTimes({ startsAt: stored.startsAt.toISOString(), endsAt: stored.endsAt.toISOString(), recurrenceRule: stored.recurrenceRule, timeZone: zone.value })
      expect(form).toMatchObject({ repeat: 'weekly', startsOn: '2025-01-10', weekDays: ['MO', 'FR'], startTime: '9:30 PM', endTime: '11:00 PM', repeatUntil: '2025-02-28' })
    }
  })

  it('names BYDAY in Manila days: a Friday 9:30 PM at GMT-05:00 is Saturday in Manila', () => {
    const stored = storedEventTimes(eventSchema.parse({ ...weekly, weekDays: ['FR'], timeZone: 'GMT-05:00', repeatUntil: null }))
    expect(stored).toMatchObject({ startsAt: new Date('2025-01-11T02:30:00.000Z'), recurrenceRule: 'FREQ=WEEKLY;BYDAY=SA' })
    // And a Monday 9:30 PM at GMT+14:00 is Monday 3:30 PM in Manila: no shift.
    const kiritimati = storedEventTimes(eventSchema.parse({ ...weekly, weekDays: ['MO'], timeZone: 'GMT+14:00', repeatUntil: null }))
    expect(kiritimati.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=MO')
    // Monday 1:00 AM at GMT+14:00 is Sunday 7:00 PM in Manila.
    const early = storedEventTimes(eventSchema.parse({ ...weekly, weekDays: ['MO'], startTime: '1:00 AM', endTime: '2:00 AM', timeZone: 'GMT+14:00', repeatUntil: null }))
    expect(early.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=SU')
  })

  it('reads a one-off, a custom rule, and a weekly rule the form cannot say, as they are', () => {
    expect(eventFormTimes({ startsAt: '2025-01-07T11:00:00.000Z', endsAt: '2025-01-07T13:00:00.000Z', recurrenceRule: null, timeZone: 'GMT+08:00' })).toMatchObject({
      repeat: 'none',
      startsAt: '2025-01-07T19:00',
      endsAt: '2025-01-07T21:00',
    })
    expect(eventFormTimes({ startsAt: '2025-01-07T11:00:00.000Z', endsAt: '2025-01-07T13:00:00.000Z', recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA', timeZone: 'GMT+08:00' })).toMatchObject({
      repeat: 'custom',
      recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA',
    })
    // 7:15 PM is not on the half-hourly list: kept as a custom rule rather than changed.
    expect(eventFormTimes({ startsAt: '2025-01-07T11:15:00.000Z', endsAt: '2025-01-07T12:00:00.000Z', recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU', timeZone: 'GMT+08:00' }).repeat).toBe('custom')
  })

  it('describes the schedule in the event zone', () => {
    const stored = storedEventTimes(eventSchema.parse({ ...weekly, timeZone: 'GMT+08:00' }))
    expect(describeSchedule({ startsAt: stored.startsAt.toISOString(), endsAt: stored.endsAt.toISOString(), recurrenceRule: stored.recurrenceRule, timeZone: 'GMT+08:00' })).toBe(
      'Weekly on Monday, Friday, 9:30 PM - 11:00 PM (GMT+08:00), from 01/10/2025 until 02/28/2025',
    )
    expect(describeSchedule({ startsAt: '2025-01-07T11:00:00.000Z', endsAt: '2025-01-07T13:00:00.000Z', recurrenceRule: null, timeZone: 'GMT+08:00' })).toBe(
      'Tue, 01/07/2025 7:00 PM - 9:00 PM (GMT+08:00)',
    )
    expect(describeSchedule({ startsAt: '2025-01-07T11:00:00.000Z', endsAt: '2025-01-08T13:00:00.000Z', recurrenceRule: null, timeZone: 'GMT+08:00' })).toBe(
      'Tue, 01/07/2025 7:00 PM - Wed, 01/08/2025 9:00 PM (GMT+08:00)',
    )
  })
})
