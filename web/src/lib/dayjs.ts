// One configured dayjs instance: business dates are decided in Manila time, whatever the browser's zone.
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/** The timezone every business rule (expiry, due dates, banners) is decided in. */
export const MANILA_TZ = 'Asia/Manila'

/** dayjs with the utc and timezone plugins loaded. */
export { dayjs }

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/** True for a calendar date 'YYYY-MM-DD' (the API's Date scalar), as opposed to an instant. */
export const isCalendarDate = (value: unknown): value is string => typeof value === 'string' && CALENDAR_DATE.test(value)

/**
 * A date from the API as a dayjs instant. A calendar date ('2024-05-06', e.g. a payment's
 * scheduleDate) is a day in Manila, so it is read as Manila midnight: plain dayjs() would read it
 * in the browser's zone, and a browser east of Manila would then show the day before.
 * Instants (ISO strings with a zone, numbers, Dates) are taken as they are.
 */
export function parseDate(value: string | number | Date): dayjs.Dayjs {
  return isCalendarDate(value) ? dayjs.tz(value, MANILA_TZ) : dayjs(value)
}
