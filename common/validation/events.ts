// What an event must be (/events/new, /events/{id}/edit, createEvent and updateEvent): one schema for
// the web form (Form's schema prop) and the service (parseInput), so both say exactly the same thing;
// and the one translation between what the organiser enters and what the events table stores.
//
// The organiser enters wall times in the chosen zone of the spec's list (common/timeZones.ts):
// - repeat 'none': a start and an end date-time ('YYYY-MM-DDTHH:mm');
// - repeat 'weekly': the first day, the week days, a start and an end time of the half-hourly list,
//   and optionally the last day; stored as the first session (startsAt/endsAt) and
//   FREQ=WEEKLY;BYDAY=..[;UNTIL=..];
// - repeat 'custom': a start, an end and any RRULE as is (e.g. the seed's FREQ=MONTHLY;BYDAY=1SA).
// How valid values become the stored columns, and back, is events.times.ts.
import { z } from 'zod'
import { isExternalUrl, isStorageKey } from '../files'
import {
  DEFAULT_TIME_ZONE,
  HALF_HOUR_TIMES,
  TIME_ZONE_VALUES,
  WEEK_DAY_CODES,
  isCalendarDate,
  isWallTime,
  timeToMinutes,
  type WeekDayCode,
} from '../timeZones'

export const EVENT_AUDIENCES = ['member', 'affiliate', 'public'] as const
export type EventAudience = (typeof EVENT_AUDIENCES)[number]
export const EVENT_AUDIENCE_LABELS: Record<EventAudience, string> = {
  member: 'Members',
  affiliate: 'Affiliates',
  public: 'Everyone (public)',
}

export const EVENT_REPEATS = ['none', 'weekly', 'custom'] as const
export type EventRepeat = (typeof EVENT_REPEATS)[number]

/** The admin list's filter (docs/product.md, "events": all, incoming, past). */
export const EVENT_FILTERS = ['all', 'incoming', 'past'] as const
export type EventFilter = (typeof EVENT_FILTERS)[number]

export const EVENT_TITLE_MAX = 200
export const EVENT_DESCRIPTION_MAX = 10_000
export const EVENT_URL_MAX = 2000

export const eventMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${EVENT_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
  imageInvalid: 'Image must be an uploaded image or a link starting with http:// or https://',
  timeZoneInvalid: 'Choose a time zone from the list',
  repeatInvalid: 'Repeat must be none, weekly or custom',
  startsAtRequired: 'Start is required',
  startsAtInvalid: 'Start must be a date and time',
  endsAtRequired: 'End is required',
  endsAtInvalid: 'End must be a date and time',
  endsAtBeforeStart: 'End must be after the start',
  startsOnRequired: 'First day is required',
  startsOnInvalid: 'First day must be a date',
  weekDaysRequired: 'Choose at least one week day',
  weekDayInvalid: 'Week days must be Sunday to Saturday',
  startTimeRequired: 'Choose a start time from the list',
  endTimeRequired: 'Choose an end time from the list',
  endTimeBeforeStart: 'End time must be after the start time',
  repeatUntilInvalid: 'Repeat until must be a date',
  repeatUntilBeforeStart: 'Repeat until must be on or after the first session',
  recurrenceRuleRequired: 'Recurrence rule is required',
  recurrenceRuleInvalid: 'Recurrence rule must be an RFC 5545 RRULE such as FREQ=MONTHLY;BYDAY=1SA',
  zoomLinkInvalid: 'Zoom link must be a valid link starting with http:// or https://',
  recordingUrlInvalid: 'Recording URL must be a valid link starting with http:// or https://',
  audienceInvalid: 'Audience must be member, affiliate or public',
  isPublishedYesOrNo: 'Published must be yes or no',
}

/** Optional text: trimmed, blank = null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/** Optional http(s) link: trimmed, blank = null. */
const optionalUrl = (message: string) =>
  optionalText(EVENT_URL_MAX, message).refine((value) => value === null || isExternalUrl(value), message)

/** Blank text as null, for the fields a repeat mode leaves out. */
const blankAsNull = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)

const RRULE = /^FREQ=(SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+\-:]+)*$/

/** A new or changed event, as the form holds it and the API takes it. */
export const eventSchema = z
  .object({
    title: z
      .string({ error: eventMessages.titleRequired })
      .trim()
      .min(1, eventMessages.titleRequired)
      .max(EVENT_TITLE_MAX, eventMessages.titleTooLong),
    description: optionalText(EVENT_DESCRIPTION_MAX, eventMessages.descriptionTooLong),
    // An uploaded image's storage key (FileUpload) or a link.
    imageUrl: optionalText(EVENT_URL_MAX, eventMessages.imageInvalid).refine(
      (value) => value === null || isExternalUrl(value) || isStorageKey(value),
      eventMessages.imageInvalid,
    ),
    timeZone: z
      .enum(TIME_ZONE_VALUES, eventMessages.timeZoneInvalid)
      .nullish()
      .transform((value) => value ?? DEFAULT_TIME_ZONE),
    repeat: z
      .enum(EVENT_REPEATS, eventMessages.repeatInvalid)
      .nullish()
      .transform((value) => value ?? 'none'),
    // repeat none and custom: wall times in timeZone.
    startsAt: blankAsNull,
    endsAt: blankAsNull,
    // repeat weekly.
    startsOn: blankAsNull,
    weekDays: z
      .array(z.enum(WEEK_DAY_CODES, eventMessages.weekDayInvalid))
      .nullish()
      .transform((days) => WEEK_DAY_CODES.filter((code) => days?.includes(code))),
    startTime: blankAsNull,
    endTime: blankAsNull,
    repeatUntil: blankAsNull,
    // repeat custom.
    recurrenceRule: blankAsNull,
    zoomLink: optionalUrl(eventMessages.zoomLinkInvalid),
    recordingUrl: optionalUrl(eventMessages.recordingUrlInvalid),
    audience: z
      .enum(EVENT_AUDIENCES, eventMessages.audienceInvalid)
      .nullish()
      .transform((value) => value ?? 'member'),
    isPublished: z
      .boolean({ error: eventMessages.isPublishedYesOrNo })
      .nullish()
      .transform((value) => value ?? true),
  })
  // Runs even when a field above failed (when: always), so one answer names every bad field; the
  // values may then be raw input, so it reads them defensively.
  .superRefine(
    (event, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
      const repeat = event.repeat ?? 'none'
      if (!(EVENT_REPEATS as readonly string[]).includes(repeat)) return
      if (repeat === 'weekly') {
        const startsOn = text(event.startsOn)
        const given: unknown[] = Array.isArray(event.weekDays) ? event.weekDays : []
        const days = WEEK_DAY_CODES.filter((code) => given.includes(code))
        if (!startsOn) issue('startsOn', eventMessages.startsOnRequired)
        else if (!isCalendarDate(startsOn)) issue('startsOn', eventMessages.startsOnInvalid)
        if (given.length === 0) issue('weekDays', eventMessages.weekDaysRequired)
        const minutesOf = (value: unknown) => {
          const time = text(value)
          return time && HALF_HOUR_TIMES.includes(time) ? timeToMinutes(time) : null
        }
        const start = minutesOf(event.startTime)
        const end = minutesOf(event.endTime)
        if (start === null) issue('startTime', eventMessages.startTimeRequired)
        if (end === null) issue('endTime', eventMessages.endTimeRequired)
        else if (start !== null && end <= start) issue('endTime', eventMessages.endTimeBeforeStart)
        const until = text(event.repeatUntil)
        if (until) {
          if (!isCalendarDate(until)) issue('repeatUntil', eventMessages.repeatUntilInvalid)
          else if (startsOn && isCalendarDate(startsOn) && days.length && until < firstSessionDay(startsOn, days)) {
            issue('repeatUntil', eventMessages.repeatUntilBeforeStart)
          }
        }
        return
      }
      const startsAt = text(event.startsAt)
      const endsAt = text(event.endsAt)
      if (!startsAt) issue('startsAt', eventMessages.startsAtRequired)
      else if (!isWallTime(startsAt)) issue('startsAt', eventMessages.startsAtInvalid)
      if (!endsAt) issue('endsAt', eventMessages.endsAtRequired)
      else if (!isWallTime(endsAt)) issue('endsAt', eventMessages.endsAtInvalid)
      else if (startsAt && isWallTime(startsAt) && endsAt <= startsAt) issue('endsAt', eventMessages.endsAtBeforeStart)
      if (repeat === 'custom') {
        const rule = text(event.recurrenceRule)
        if (!rule) issue('recurrenceRule', eventMessages.recurrenceRuleRequired)
        else if (!RRULE.test(rule.toUpperCase())) issue('recurrenceRule', eventMessages.recurrenceRuleInvalid)
      }
    },
    { when: () => true },
  )

export type EventInput = z.input<typeof eventSchema>
export type EventValues = z.output<typeof eventSchema>

/** The first day on or after `startsOn` that is one of `days` ('YYYY-MM-DD'). */
export function firstSessionDay(startsOn: string, days: readonly WeekDayCode[]): string {
  const date = new Date(`${startsOn}T00:00:00.000Z`)
  for (let i = 0; i < 7; i++) {
    if (days.includes(WEEK_DAY_CODES[date.getUTCDay()])) break
    date.setUTCDate(date.getUTCDate() + 1)
  }
  return date.toISOString().slice(0, 10)
}
