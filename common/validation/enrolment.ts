// What an enrolment must be (/enroll-user/{id}: enrollUser; /view-subscription Enroll to Funnel:
// manualUserSubscription). One schema for the web and the service (parseInput), so both say the
// same words (docs/product.md, "enrolment").
import { z } from 'zod'

/** The select's placeholder: never a batch. */
export const BATCH_PLACEHOLDER = 'Please select an option'
/** The default payment term of every enrolment (docs/product.md, "paymentTerms"). */
export const ONE_TIME_TERM = 'one-time'
/** The longest start offset or validity a manual subscription takes, in days (about 100 years). */
export const MAX_DAYS = 36_500

export const enrolmentMessages = {
  batchRequired: 'Batch is required',
  funnelRequired: 'Please select atleast one funnel!',
  enrolled: 'User Enrolled Successfully!',
  unsubscribed: 'User unsubscribed to funnel successfully!',
  userNotFound: 'User not found',
  subscriptionNotFound: 'Subscription not found',
  alreadyUnsubscribed: 'This subscription is already unsubscribed.',
  accessLevelNotFound: (name: string) => `Access level not found: ${name}`,
  batchNotFound: 'Batch not found',
  validityDays: `Validity must be a whole number of days between 1 and ${MAX_DAYS}`,
  startDays: `Start day must be a whole number of days between -${MAX_DAYS} and ${MAX_DAYS}`,
  duplicateFunnel: 'Each funnel may be selected once',
}

const funnelId = z.string().trim().min(1, enrolmentMessages.funnelRequired)
const termId = z.string().trim().min(1).default(ONE_TIME_TERM)

/** enrollUser(id, input): the batch (required, not the placeholder), extra access levels, the funnels (one-time). */
export const enrollUserSchema = z.object({
  batchId: z
    .number({ error: enrolmentMessages.batchRequired })
    .int(enrolmentMessages.batchRequired)
    .positive(enrolmentMessages.batchRequired),
  accessLevelNames: z.array(z.string().trim().min(1)).default([]),
  funnelDetails: z
    .array(z.object({ funnelId, paymentTermId: termId }))
    .min(1, enrolmentMessages.funnelRequired)
    .refine((rows) => new Set(rows.map((row) => row.funnelId)).size === rows.length, enrolmentMessages.duplicateFunnel),
})
export type EnrollUserInput = z.input<typeof enrollUserSchema>

/**
 * A number of days typed in the Customize modal, or null: the spec sends non-numeric days as null
 * ('' or 'abc' -> null), so this turns text into a whole number or null.
 */
export function daysOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null
  if (typeof value !== 'string' || !/^\s*-?\d+\s*$/.test(value)) return null
  return Number.parseInt(value, 10)
}

/** manualUserSubscription(id, funnelDetails): each funnel with its term, validity (null = lifetime) and start offset. */
export const manualSubscriptionSchema = z.object({
  funnelDetails: z
    .array(
      z.object({
        id: funnelId,
        paymentTerm: z.string().trim().min(1).nullish().transform((value) => value || ONE_TIME_TERM),
        validityByDays: z.number().int(enrolmentMessages.validityDays).min(1, enrolmentMessages.validityDays).max(MAX_DAYS, enrolmentMessages.validityDays).nullish(),
        startByDays: z.number().int(enrolmentMessages.startDays).min(-MAX_DAYS, enrolmentMessages.startDays).max(MAX_DAYS, enrolmentMessages.startDays).nullish(),
      }),
    )
    .min(1, enrolmentMessages.funnelRequired),
})
export type ManualSubscriptionInput = z.input<typeof manualSubscriptionSchema>
