// The one translation between what the organiser enters for an event (events.ts, eventSchema's
// output) and what the events table stores, and back for the form, and the schedule as staff read it.
// Stored: instants, and BYDAY named in Asia/Manila days (db/schema/events.ts: occurrences are
// expanded in Manila, at the first session's time of day), so a Monday 7:00 PM at GMT-05:00 is
// stored as BYDAY=TU (Tuesday 8:00 AM in Manila). The form gets the organiser's days back.
import {
  HALF_HOUR_TIMES,
  MANILA_OFFSET_MINUTES,
  WEEK_DAYS,
  WEEK_DAY_CODES,
  formatInZone,
  instantToWallTime,
  minutesToTime,
  offsetOf,
  shifted,
  timeToMinutes,
  wallTimeToInstant,
  type WeekDayCode,
} from '../timeZones'
import { firstSessionDay, type EventRepeat, type EventValues } from './events'

/** What the events table stores for valid values (the service's insert and update). */
export type StoredEventTimes = { startsAt: Date; endsAt: Date; recurrenceRule: string | null; timeZone: string }

const RRULE_DAY_ORDER: readonly WeekDayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']

/** The days moved by whole days (a zone's Monday evening can be Manila's Tuesday morning). */
function shiftDays(days: readonly WeekDayCode[], by: number): WeekDayCode[] {
  const moved = days.map((code) => WEEK_DAY_CODES[(WEEK_DAY_CODES.indexOf(code) + by + 7) % 7])
  return RRULE_DAY_ORDER.filter((code) => moved.includes(code))
}

/** Days from the zone's calendar day of an instant to Manila's (-1, 0 or +1). */
function manilaDayShift(instant: Date, zone: string): number {
  const day = (offset: number) => Math.floor(shifted(instant, offset).getTime() / 86_400_000)
  return day(MANILA_OFFSET_MINUTES) - day(offsetOf(zone))
}

/** '20250131T155959Z', RFC 5545's UTC form. */
function rruleInstant(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** Valid values (eventSchema's output) as the columns the events table stores. */
export function storedEventTimes(values: EventValues): StoredEventTimes {
  const zone = values.timeZone
  if (values.repeat !== 'weekly') {
    return {
      timeZone: zone,
      startsAt: wallTimeToInstant(values.startsAt!, zone),
      endsAt: wallTimeToInstant(values.endsAt!, zone),
      recurrenceRule: values.repeat === 'custom' ? values.recurrenceRule!.toUpperCase() : null,
    }
  }
  const day = firstSessionDay(values.startsOn!, values.weekDays)
  const at = (time: string) => {
    const minutes = timeToMinutes(time)!
    return wallTimeToInstant(`${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, zone)
  }
  const startsAt = at(values.startTime!)
  const byDay = shiftDays(values.weekDays, manilaDayShift(startsAt, zone)).join(',')
  // The last day counts whole: the series ends at its last second in the organiser's zone.
  const until = values.repeatUntil ? `;UNTIL=${rruleInstant(new Date(wallTimeToInstant(`${values.repeatUntil}T23:59`, zone).getTime() + 59_000))}` : ''
  return { timeZone: zone, startsAt, endsAt: at(values.endTime!), recurrenceRule: `FREQ=WEEKLY;BYDAY=${byDay}${until}` }
}

const WEEKLY_RULE = /^FREQ=WEEKLY;BYDAY=((?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*)(?:;UNTIL=(\d{8}T\d{6}Z))?$/

/** A stored event as the form's values: the inverse of storedEventTimes (wall times in its zone). */
export function eventFormTimes(event: { startsAt: string; endsAt: string; recurrenceRule: string | null; timeZone: string }) {
  const zone = event.timeZone
  const blank = { startsAt: '', endsAt: '', startsOn: '', weekDays: [] as WeekDayCode[], startTime: '', endTime: '', repeatUntil: '', recurrenceRule: '' }
  const start = instantToWallTime(event.startsAt, zone)
  const end = instantToWallTime(event.endsAt, zone)
  const weekly = event.recurrenceRule ? WEEKLY_RULE.exec(event.recurrenceRule) : null
  const startTime = minutesToTime(Number(start.slice(11, 13)) * 60 + Number(start.slice(14, 16)))
  const endTime = minutesToTime(Number(end.slice(11, 13)) * 60 + Number(end.slice(14, 16)))
  // The weekly form can say it only on the half-hourly list, within one day; else it stays a custom rule.
  const fitsWeeklyForm =
    weekly && start.slice(0, 10) === end.slice(0, 10) && end > start && HALF_HOUR_TIMES.includes(startTime) && HALF_HOUR_TIMES.includes(endTime)
  if (weekly && fitsWeeklyForm) {
    const manilaDays = weekly[1].split(',') as WeekDayCode[]
    const days = shiftDays(manilaDays, -manilaDayShift(new Date(event.startsAt), zone))
    const until = weekly[2]
      ? instantToWallTime(`${weekly[2].slice(0, 4)}-${weekly[2].slice(4, 6)}-${weekly[2].slice(6, 11)}:${weekly[2].slice(11, 13)}:${weekly[2].slice(13, 15)}Z`, zone).slice(0, 10)
      : ''
    return {
      ...blank,
      repeat: 'weekly' as EventRepeat,
      startsOn: start.slice(0, 10),
      weekDays: WEEK_DAY_CODES.filter((code) => days.includes(code)),
      startTime,
      endTime,
      repeatUntil: until,
    }
  }
  return {
    ...blank,
    repeat: (event.recurrenceRule ? 'custom' : 'none') as EventRepeat,
    startsAt: start,
    endsAt: end,
    recurrenceRule: event.recurrenceRule ?? '',
  }
}

/**
 * How the schedule reads to staff, in the event's own zone: 'Tue, 05/06/2024 7:00 PM - 9:00 PM
 * (GMT+08:00)', 'Weekly on Tuesday, Thursday, 7:00 PM - 8:00 PM (GMT+08:00), from 05/06/2024 until
 * 06/30/2024', or 'Repeats: FREQ=MONTHLY;BYDAY=1SA, first ...'.
 */
export function describeSchedule(event: { startsAt: string; endsAt: string; recurrenceRule: string | null; timeZone: string }): string {
  const form = eventFormTimes(event)
  const zone = event.timeZone
  if (form.repeat === 'weekly') {
    const days = WEEK_DAYS.filter((day) => form.weekDays.includes(day.code)).map((day) => day.name).join(', ')
    const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`
    const until = form.repeatUntil ? ` until ${usDate(form.repeatUntil)}` : ''
    return `Weekly on ${days}, ${form.startTime} - ${form.endTime} (${zone}), from ${usDate(form.startsOn)}${until}`
  }
  const start = formatInZone(event.startsAt, zone)
  const end = formatInZone(event.endsAt, zone)
  const sameDay = start.slice(0, 15) === end.slice(0, 15)
  const range = `${start} - ${sameDay ? end.slice(16) : end} (${zone})`
  return form.repeat === 'custom' ? `Repeats ${event.recurrenceRule}, first ${range}` : range
}

const pad = (n: number) => String(n).padStart(2, '0')
