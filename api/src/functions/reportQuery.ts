// A report download's filters from its page's query string: the period (?period=&year=&month=&from=&to=,
// as web/src/components/Reports/ReportPeriodPicker/periodQuery.ts writes it) and whole-number ids.
import type { PeriodChoice, ReportPeriod } from '../../../common/reportPeriods'
import { UserInputError } from '../lib/errors'
import type { DownloadQuery } from './spreadsheetDownload'

/** A whole number from the query, undefined when absent; anything else is refused naming the field. */
export function whole(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value)) throw new UserInputError('Invalid report filter', { [field]: ['Enter a whole number'] })
  return Number(value)
}

/** The period, or null for the page's default (this month, Daily); the service refuses a bad one in words. */
export function periodArgs(query: DownloadQuery): PeriodChoice | null {
  if (!query.period) return null
  return { period: query.period as ReportPeriod, year: whole(query.year, 'year'), month: whole(query.month, 'month'), from: query.from || null, to: query.to || null }
}
