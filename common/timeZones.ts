// The time lists (docs/product.md, "Time and money"): the timezone list (GMT -12:00 .. +14:00 mapped to zone
// names, default GMT+08:00 Singapore), the week-day names and the half-hourly list of 12-hour times.
// An event stores the chosen label (events.timeZone) and its times as instants: the wall time an
// organiser types is read at the label's fixed offset (what the label says is what is stored), so
// no daylight-saving table can move it.

export type TimeZoneOption = {
  /** What is stored (events.timeZone) and sent: 'GMT+08:00'. */
  value: string
  /** The zone names the offset stands for. */
  zones: string
  /** Minutes east of UTC. */
  offsetMinutes: number
}

/** One entry per offset, west to east. */
export const TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'GMT-12:00', zones: 'International Date Line West', offsetMinutes: -720 },
  { value: 'GMT-11:00', zones: 'Midway Island, Samoa', offsetMinutes: -660 },
  { value: 'GMT-10:00', zones: 'Hawaii', offsetMinutes: -600 },
  { value: 'GMT-09:30', zones: 'Marquesas Islands', offsetMinutes: -570 },
  { value: 'GMT-09:00', zones: 'Alaska', offsetMinutes: -540 },
  { value: 'GMT-08:00', zones: 'Pacific Time (US & Canada)', offsetMinutes: -480 },
  { value: 'GMT-07:00', zones: 'Mountain Time (US & Canada)', offsetMinutes: -420 },
  { value: 'GMT-06:00', zones: 'Central Time (US & Canada), Mexico City', offsetMinutes: -360 },
  { value: 'GMT-05:00', zones: 'Eastern Time (US & Canada), Bogota, Lima', offsetMinutes: -300 },
  { value: 'GMT-04:00', zones: 'Atlantic Time (Canada), Caracas, La Paz', offsetMinutes: -240 },
  { value: 'GMT-03:30', zones: 'Newfoundland', offsetMinutes: -210 },
  { value: 'GMT-03:00', zones: 'Brasilia, Buenos Aires', offsetMinutes: -180 },
  { value: 'GMT-02:00', zones: 'Mid-Atlantic', offsetMinutes: -120 },
  { value: 'GMT-01:00', zones: 'Azores, Cape Verde Islands', offsetMinutes: -60 },
  { value: 'GMT+00:00', zones: 'London, Lisbon, Casablanca', offsetMinutes: 0 },
  { value: 'GMT+01:00', zones: 'Berlin, Paris, Madrid, Lagos', offsetMinutes: 60 },
  { value: 'GMT+02:00', zones: 'Athens, Cairo, Johannesburg', offsetMinutes: 120 },
  { value: 'GMT+03:00', zones: 'Moscow, Nairobi, Riyadh', offsetMinutes: 180 },
  { value: 'GMT+03:30', zones: 'Tehran', offsetMinutes: 210 },
  { value: 'GMT+04:00', zones: 'Abu Dhabi, Dubai, Baku', offsetMinutes: 240 },
  { value: 'GMT+04:30', zones: 'Kabul', offsetMinutes: 270 },
  { value: 'GMT+05:00', zones: 'Karachi, Tashkent', offsetMinutes: 300 },
  { value: 'GMT+05:30', zones: 'Mumbai, New Delhi, Colombo', offsetMinutes: 330 },
  { value: 'GMT+05:45', zones: 'Kathmandu', offsetMinutes: 345 },
  { value: 'GMT+06:00', zones: 'Dhaka, Almaty', offsetMinutes: 360 },
  { value: 'GMT+06:30', zones: 'Yangon', offsetMinutes: 390 },
  { value: 'GMT+07:00', zones: 'Bangkok, Hanoi, Jakarta', offsetMinutes: 420 },
  { value: 'GMT+08:00', zones: 'Singapore', offsetMinutes: 480 },
  { value: 'GMT+09:00', zones: 'Tokyo, Seoul', offsetMinutes: 540 },
  { value: 'GMT+09:30', zones: 'Adelaide, Darwin', offsetMinutes: 570 },
  { value: 'GMT+10:00', zones: 'Sydney, Melbourne, Guam', offsetMinutes: 600 },
  { value: 'GMT+11:00', zones: 'Solomon Islands, New Caledonia', offsetMinutes: 660 },
  { value: 'GMT+12:00', zones: 'Auckland, Fiji', offsetMinutes: 720 },
  { value: 'GMT+13:00', zones: "Nuku'alofa, Samoa", offsetMinutes: 780 },
  { value: 'GMT+14:00', zones: 'Kiritimati', offsetMinutes: 840 },
]

/** The default choice (docs/product.md, "Time and money"): Singapore, the same offset as Manila. */
export const DEFAULT_TIME_ZONE = 'GMT+08:00'

/** Manila's offset (no daylight saving): member pages show event times in Asia/Manila. */
export const MANILA_OFFSET_MINUTES = 480

export const TIME_ZONE_VALUES = TIME_ZONES.map((zone) => zone.value) as [string, ...string[]]

/** '(GMT+08:00) Singapore', as the select shows it. */
export const timeZoneLabel = (zone: TimeZoneOption) => `(${zone.value}) ${zone.zones}`

export function findTimeZone(value: string | null | undefined): TimeZoneOption | undefined {
  return TIME_ZONES.find((zone) => zone.value === value)
}

/** Minutes east of UTC of a label of the list; the default's for anything else (old rows). */
export function offsetOf(value: string | null | undefined): number {
  return (findTimeZone(value) ?? findTimeZone(DEFAULT_TIME_ZONE)!).offsetMinutes
}

/** The week-day names, Sunday first, with the RFC 5545 (RRULE BYDAY) code of each. */
export const WEEK_DAYS = [
  { code: 'SU', name: 'Sunday' },
  { code: 'MO', name: 'Monday' },
  { code: 'TU', name: 'Tuesday' },
  { code: 'WE', name: 'Wednesday' },
  { code: 'TH', name: 'Thursday' },
  { code: 'FR', name: 'Friday' },
  { code: 'SA', name: 'Saturday' },
] as const
export type WeekDayCode = (typeof WEEK_DAYS)[number]['code']
export const WEEK_DAY_CODES = WEEK_DAYS.map((day) => day.code) as [WeekDayCode, ...WeekDayCode[]]

/** '12:00 AM', '12:30 AM', '1:00 AM' ... '11:30 PM': 48 half-hourly times. */
export const HALF_HOUR_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => minutesToTime(i * 30))

/** Minutes after midnight as a 12-hour time: 0 -> '12:00 AM', 1170 -> '7:30 PM'. */
export function minutesToTime(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`
}

/** A 12-hour time ('7:30 PM') as minutes after midnight, or null when it is not one. */
export function timeToMinutes(time: string): number | null {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(time.trim())
  if (!match) return null
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hours * 60 + Number(match[2])
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Is 'YYYY-MM-DDTHH:mm' a real date and time (no 31 February, no 24:00)? */
export function isWallTime(value: string): boolean {
  const match = WALL_TIME.exec(value)
  if (!match) return false
  const [, y, mo, d, h, mi] = match.map(Number)
  return isRealDate(y, mo, d) && h < 24 && mi < 60
}

/** Is 'YYYY-MM-DD' a real calendar date? */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value)
  return match ? isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) : false
}

function isRealDate(y: number, m: number, d: number) {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** The instant of a wall time 'YYYY-MM-DDTHH:mm' read at the label's offset. */
export function wallTimeToInstant(wallTime: string, zone: string): Date {
  const match = WALL_TIME.exec(wallTime)
  if (!match) throw new Error(`Not a wall time: ${wallTime}`)
  const [, y, mo, d, h, mi] = match.map(Number)
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - offsetOf(zone) * 60_000)
}

/** The wall time 'YYYY-MM-DDTHH:mm' an instant shows at the label's offset. */
export function instantToWallTime(instant: Date | string, zone: string): string {
  return shifted(instant, offsetOf(zone)).toISOString().slice(0, 16)
}

/** The instant moved by an offset, so its UTC fields read as that offset's wall clock. */
export function shifted(instant: Date | string, offsetMinutes: number): Date {
  return new Date(new Date(instant).getTime() + offsetMinutes * 60_000)
}

/** 'Tue, 05/06/2024 7:30 PM' at the label's offset (the detail page shows an event in its own zone). */
export function formatInZone(instant: Date | string, zone: string): string {
  const wall = shifted(instant, offsetOf(zone))
  const day = WEEK_DAYS[wall.getUTCDay()].name.slice(0, 3)
  const date = `${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}/${wall.getUTCFullYear()}`
  return `${day}, ${date} ${minutesToTime(wall.getUTCHours() * 60 + wall.getUTCMinutes())}`
}

const pad = (n: number) => String(n).padStart(2, '0')
