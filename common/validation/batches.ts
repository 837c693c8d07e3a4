// What a batch must be (/batches/new, /batches/{id}/edit; createBatch, updateBatch): one schema for
// the web form (Form's schema prop) and the service (parseInput), so both say exactly the same.
// Dates are Manila calendar dates 'YYYY-MM-DD' (what the date inputs and Postgres `date` hold).
import { z } from 'zod'

export const BATCH_NAME_MAX = 100
export const BATCH_NUMBER_MAX = 100_000

export const batchMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${BATCH_NAME_MAX} characters`,
  nameTaken: 'Another batch already has this name',
  numberWhole: 'Batch number must be a whole number',
  numberRange: `Batch number must be between 1 and ${BATCH_NUMBER_MAX}`,
  numberTaken: 'Another batch already has this number',
  launchFromRequired: 'Launch from is required',
  launchToRequired: 'Launch to is required',
  dateInvalid: 'Enter a date (YYYY-MM-DD)',
  launchToBeforeFrom: 'Launch to must be on or after launch from',
}

/** A real calendar date 'YYYY-MM-DD' (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

const calendarDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => value === '' || isCalendarDate(value), batchMessages.dateInvalid)

/** A batch: name (unique), the cohort number (optional, unique), and its launch window. */
export const batchSchema = z
  .object({
    name: z
      .string({ error: batchMessages.nameRequired })
      .trim()
      .min(1, batchMessages.nameRequired)
      .max(BATCH_NAME_MAX, batchMessages.nameTooLong),
    // A NumberField gives null when empty; GraphQL an Int or null.
    number: z
      .number({ error: batchMessages.numberWhole })
      .int(batchMessages.numberWhole)
      .min(1, batchMessages.numberRange)
      .max(BATCH_NUMBER_MAX, batchMessages.numberRange)
      .nullish()
      .transform((value) => value ?? null),
    launchFrom: calendarDate(batchMessages.launchFromRequired),
    launchTo: calendarDate(batchMessages.launchToRequired),
  })
  .superRefine((values, ctx) => {
    // 'YYYY-MM-DD' strings compare as dates.
    if (isCalendarDate(values.launchFrom) && isCalendarDate(values.launchTo) && values.launchTo < values.launchFrom) {
      ctx.addIssue({ code: 'custom', path: ['launchTo'], message: batchMessages.launchToBeforeFrom })
    }
  })

export type BatchInput = z.input<typeof batchSchema>
export type BatchValues = z.output<typeof batchSchema>
