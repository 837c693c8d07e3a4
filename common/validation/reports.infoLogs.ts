// What an info logs report search may be (/info-logs-report and its export): one schema for the
// toolbar and the service, so both refuse a reversed date range with the same words.
import { z } from 'zod'

export const INFO_LOG_SEARCH_MAX = 200

export const infoLogsMessages = {
  date: 'Enter a date as YYYY-MM-DD',
  reversed: 'The end date must be on or after the start date',
  tooLong: `Search at most ${INFO_LOG_SEARCH_MAX} characters`,
}

const text = z
  .string()
  .trim()
  .max(INFO_LOG_SEARCH_MAX, infoLogsMessages.tooLong)
  .nullish()
  .transform((value) => value || null)

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const day = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), infoLogsMessages.date)

/** The filters: actor (name or e-mail), subject, action, and a range of Manila days (both ends included). */
export const infoLogsFilterSchema = z
  .object({ actor: text, subject: text, action: text, from: day, to: day })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: infoLogsMessages.reversed })

export type InfoLogsFilter = z.output<typeof infoLogsFilterSchema>
export type InfoLogsFilterInput = z.input<typeof infoLogsFilterSchema>
