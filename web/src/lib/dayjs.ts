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
