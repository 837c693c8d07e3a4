// The periods of the aggregate reports (/report-summary, /payment-report, /community-report): what
// a period choice covers in Manila calendar days, the buckets its chart is drawn in, and the period
// before it to compare with. Pure and shared: the page's picker and the services resolve a choice
// the same way, so the range a page shows is the range the server counted.
//
//   Daily         the days of the chosen month (default: this month)
//   Monthly       the months of the chosen year (default: this year)
//   Quarterly     the 1st to 4th Quarter of the chosen year (default: this year)
//   Annual        the five years ending with the chosen year, one bar per year
//   Custom Range  from..to (both included, at most 5 years): days up to 62 days, months up to
//                 24 months, quarters beyond
// The previous period is the one of the same kind just before (last month, last year, the five
// years before), or for a custom range the same number of days just before it.

export const REPORT_PERIODS = ['Daily', 'Monthly', 'Quarterly', 'Annual', 'Custom Range'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export const QUARTER_NAMES = ['1st Quarter', '2nd Quarter', '3rd Quarter', '4th Quarter'] as const

/** The community report's date ranges (or none: all time). */
export const ACTIVITY_RANGES = ['Last 7 Days', 'Last 15 Days', 'Last 30 Days'] as const
export type ActivityRange = (typeof ACTIVITY_RANGES)[number]
export const ACTIVITY_RANGE_DAYS: Record<ActivityRange, number> = { 'Last 7 Days': 7, 'Last 15 Days': 15, 'Last 30 Days': 30 }

/** A subscription that starts within this many days of the member's previous one ending renews it; a
 *  member whose access ended and did not come back within it has churned (docs/product.md, "Reports"). */
export const RENEWAL_GRACE_DAYS = 14

/** How many years an Annual period shows, and the longest range any aggregate report accepts. */
export const ANNUAL_YEARS = 5
export const MAX_RANGE_YEARS = 5
export const FIRST_REPORT_YEAR = 2000
export const LAST_REPORT_YEAR = 9998

export const reportPeriodMessages = {
  period: `Choose a period: ${REPORT_PERIODS.join(', ')}`,
  date: 'Enter a date as YYYY-MM-DD',
  unbounded: 'Choose both a start and an end date',
  reversed: 'The end date must be on or after the start date',
  tooLong: `A range can cover at most ${MAX_RANGE_YEARS} years`,
  year: `Choose a year from ${FIRST_REPORT_YEAR} to ${LAST_REPORT_YEAR}`,
  month: 'Choose a month from 1 to 12',
}

export type ReportBucket = 'day' | 'month' | 'quarter' | 'year'

/** A span of Manila calendar days, both ends included ('YYYY-MM-DD'). */
export type DayRange = { from: string; to: string }

export type PeriodChoice = {
  period: ReportPeriod
  /** Daily: the month's year; Monthly, Quarterly: the year; Annual: the last of its five years. */
  year?: number | null
  /** Daily: 1..12. */
  month?: number | null
  /** Custom Range: both required. */
  from?: string | null
  to?: string | null
}

export type ResolvedPeriod = DayRange & {
  period: ReportPeriod
  bucket: ReportBucket
  /** 'November 2026', '2026', '2022 to 2026', '01/03/2026 to 02/14/2026'. */
  label: string
  buckets: (DayRange & { label: string })[]
  previous: DayRange & { label: string }
}

export type PeriodResult = { ok: true; value: ResolvedPeriod } | { ok: false; field: 'period' | 'year' | 'month' | 'from' | 'to'; message: string }

const DAY_MS = 86_400_000

export const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const pad = (n: number) => String(n).padStart(2, '0')
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS

/** 'YYYY-MM-DD' moved by whole calendar days. */
export function shiftDay(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10)
}

/** Days in a range, both ends counted. */
export const rangeDays = (range: DayRange) => dayNumber(range.to) - dayNumber(range.from) + 1

/** '2026-03-05' -> '03/05/2026' (the app's date format). */
export const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`

/** The first day of the bucket that holds `date`. */
export function bucketStart(date: string, bucket: ReportBucket): string {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  if (bucket === 'day') return date
  if (bucket === 'month') return ymd(year, month, 1)
  if (bucket === 'quarter') return ymd(year, month - ((month - 1) % 3), 1)
  return ymd(year, 1, 1)
}

function bucketEnd(start: string, bucket: ReportBucket): string {
  const year = Number(start.slice(0, 4))
  const month = Number(start.slice(5, 7))
  if (bucket === 'day') return start
  if (bucket === 'month') return ymd(year, month, daysIn(year, month))
  if (bucket === 'quarter') return ymd(year, month + 2, daysIn(year, month + 2))
  return ymd(year, 12, 31)
}

function bucketLabel(start: string, bucket: ReportBucket, range: DayRange): string {
  const year = start.slice(0, 4)
  const month = Number(start.slice(5, 7))
  if (bucket === 'day') return usDate(start).slice(0, 5)
  if (bucket === 'month') return range.from.slice(0, 4) === range.to.slice(0, 4) ? MONTH_NAMES[month - 1] : `${MONTH_NAMES[month - 1].slice(0, 3)} ${year}`
  if (bucket === 'quarter') {
    const quarter = QUARTER_NAMES[(month - 1) / 3]
    return range.from.slice(0, 4) === range.to.slice(0, 4) ? quarter : `${quarter} ${year}`
  }
  return year
}

/** The buckets of a range, each cut to the range (a custom range may start mid-month). */
export function bucketsOf(range: DayRange, bucket: ReportBucket): ResolvedPeriod['buckets'] {
  const buckets: ResolvedPeriod['buckets'] = []
  for (let start = bucketStart(range.from, bucket); start <= range.to; start = shiftDay(bucketEnd(start, bucket), 1)) {
    const end = bucketEnd(start, bucket)
    buckets.push({ from: start < range.from ? range.from : start, to: end > range.to ? range.to : end, label: bucketLabel(start, bucket, range) })
  }
  return buckets
}

/** A custom range's bucket: days up to 62 days, months up to 24 months, quarters beyond. */
export function customBucket(range: DayRange): ReportBucket {
  const days = rangeDays(range)
  if (days <= 62) return 'day'
  return days <= 731 ? 'month' : 'quarter'
}

/** Why a from..to range is refused for an aggregate report, or null when it is fine. */
export function rangeProblem(from: string | null | undefined, to: string | null | undefined): { field: 'from' | 'to'; message: string } | null {
  if (!from || !to) return { field: from ? 'to' : 'from', message: reportPeriodMessages.unbounded }
  if (!isCalendarDate(from)) return { field: 'from', message: reportPeriodMessages.date }
  if (!isCalendarDate(to)) return { field: 'to', message: reportPeriodMessages.date }
  if (to < from) return { field: 'to', message: reportPeriodMessages.reversed }
  const year = Number(from.slice(0, 4))
  if (year < FIRST_REPORT_YEAR || Number(to.slice(0, 4)) > LAST_REPORT_YEAR) return { field: 'from', message: reportPeriodMessages.year }
  // At most five calendar years: 2021-01-01..2025-12-31 is fine, a day more is not.
  // (A range from 29 February ends by 28 February: Date.parse rolls the missing day to 1 March.)
  if (to > shiftDay(`${year + MAX_RANGE_YEARS}${from.slice(4)}`, -1)) {
    return { field: 'to', message: reportPeriodMessages.tooLong }
  }
  return null
}

function yearOf(choice: PeriodChoice, today: string): number | string {
  const year = choice.year ?? Number(today.slice(0, 4))
  return Number.isInteger(year) && year >= FIRST_REPORT_YEAR && year <= LAST_REPORT_YEAR ? year : reportPeriodMessages.year
}

/** What a period choice covers on the Manila day `today` (which gives the defaults). */
export function resolvePeriod(choice: PeriodChoice, today: string): PeriodResult {
  const period = choice.period
  if (!REPORT_PERIODS.includes(period)) return { ok: false, field: 'period', message: reportPeriodMessages.period }
  if (period === 'Custom Range') {
    const problem = rangeProblem(choice.from, choice.to)
    if (problem) return { ok: false, ...problem }
    const range = { from: choice.from as string, to: choice.to as string }
    const days = rangeDays(range)
    const previous = { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) }
    const label = (r: DayRange) => `${usDate(r.from)} to ${usDate(r.to)}`
    const bucket = customBucket(range)
    return { ok: true, value: { period, ...range, bucket, label: label(range), buckets: bucketsOf(range, bucket), previous: { ...previous, label: label(previous) } } }
  }
  const year = yearOf(choice, today)
  if (typeof year === 'string') return { ok: false, field: 'year', message: year }
  if (period === 'Daily') {
    const month = choice.month ?? Number(today.slice(5, 7))
    if (!Number.isInteger(month) || month < 1 || month > 12) return { ok: false, field: 'month', message: reportPeriodMessages.month }
    const range = { from: ymd(year, month, 1), to: ymd(year, month, daysIn(year, month)) }
    const before = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
    const previous = { from: ymd(before.year, before.month, 1), to: ymd(before.year, before.month, daysIn(before.year, before.month)), label: `${MONTH_NAMES[before.month - 1]} ${before.year}` }
    return { ok: true, value: { period, ...range, bucket: 'day', label: `${MONTH_NAMES[month - 1]} ${year}`, buckets: bucketsOf(range, 'day'), previous } }
  }
  if (period === 'Annual') {
    const range = { from: ymd(year - ANNUAL_YEARS + 1, 1, 1), to: ymd(year, 12, 31) }
    const previous = { from: ymd(year - 2 * ANNUAL_YEARS + 1, 1, 1), to: ymd(year - ANNUAL_YEARS, 12, 31) }
    const label = (r: DayRange) => `${r.from.slice(0, 4)} to ${r.to.slice(0, 4)}`
    return { ok: true, value: { period, ...range, bucket: 'year', label: label(range), buckets: bucketsOf(range, 'year'), previous: { ...previous, label: label(previous) } } }
  }
  const range = { from: ymd(year, 1, 1), to: ymd(year, 12, 31) }
  const bucket = period === 'Monthly' ? 'month' : 'quarter'
  const previous = { from: ymd(year - 1, 1, 1), to: ymd(year - 1, 12, 31), label: String(year - 1) }
  return { ok: true, value: { period, ...range, bucket, label: String(year), buckets: bucketsOf(range, bucket), previous } }
}

/** The community report's range ending today (both ends included), or null for none. */
export function activityRange(range: ActivityRange | null | undefined, today: string): DayRange | null {
  if (!range) return null
  return { from: shiftDay(today, -(ACTIVITY_RANGE_DAYS[range] - 1)), to: today }
}

/** A rate as a percentage with one decimal, or null when nothing was due ('—' on the page). */
export const ratePercent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null)
