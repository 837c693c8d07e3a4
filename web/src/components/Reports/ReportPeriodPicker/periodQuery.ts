// A report period choice as the address holds it (?period=&year=&month=&from=&to=), so a reload or
// a shared link shows the same period, and Manila's today for the picker's defaults.
import { REPORT_PERIODS, type PeriodChoice, type ReportPeriod } from '@common/reportPeriods'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'

export const PERIOD_PARAMS = ['period', 'year', 'month', 'from', 'to'] as const

/** Today in Manila, 'YYYY-MM-DD'. */
export const manilaToday = (now: Date = new Date()) => dayjs(now).tz(MANILA_TZ).format('YYYY-MM-DD')

const whole = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** The choice in `query` (a location's search string): Daily of this month when none. */
export function readPeriodChoice(query: string): PeriodChoice {
  const params = new URLSearchParams(query)
  const period = params.get('period') as ReportPeriod | null
  return {
    period: period && REPORT_PERIODS.includes(period) ? period : 'Daily',
    year: whole(params.get('year')),
    month: whole(params.get('month')),
    from: params.get('from') || null,
    to: params.get('to') || null,
  }
}

/** The choice as query parameters (null removes one): only the fields its period uses. */
export function periodParams(choice: PeriodChoice): Record<(typeof PERIOD_PARAMS)[number], string | number | null> {
  const custom = choice.period === 'Custom Range'
  return {
    period: choice.period,
    year: custom ? null : (choice.year ?? null),
    month: choice.period === 'Daily' ? (choice.month ?? null) : null,
    from: custom ? (choice.from ?? null) : null,
    to: custom ? (choice.to ?? null) : null,
  }
}

/** The choice as the GraphQL ReportPeriodInput (only the fields its period uses). */
export function periodInput(choice: PeriodChoice) {
  const params = periodParams(choice)
  return {
    period: choice.period,
    year: params.year as number | null,
    month: params.month as number | null,
    from: params.from as string | null,
    to: params.to as string | null,
  }
}
