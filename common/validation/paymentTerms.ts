// What a payment term must be (/payment-terms/new, /payment-terms/{id}/edit; createPaymentTerm /
// updatePaymentTerm): one schema for the web form and the service.
import { z } from 'zod'

export const INTERVAL_UNITS = ['day', 'week', 'month'] as const
export type IntervalUnit = (typeof INTERVAL_UNITS)[number]
export const INTERVAL_UNIT_LABELS: Record<IntervalUnit, string> = { day: 'Day(s)', week: 'Week(s)', month: 'Month(s)' }

/** Readable ids: 'one-time', '3-months', 'biweekly-4'. */
export const PAYMENT_TERM_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const paymentTermMessages = {
  idRequired: 'ID is required',
  id: "ID must be lower-case letters, digits and dashes, e.g. '3-months'",
  idTaken: 'A payment term with this ID already exists',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  numberOfPayments: 'Number of payments must be a whole number from 1 to 120',
  intervalUnit: `Interval unit must be one of ${INTERVAL_UNITS.join(', ')}`,
  intervalCount: 'Interval count must be a whole number from 1 to 365',
  search: 'Search must be at most 100 characters',
  defaultTerm: "The default 'one-time' term cannot be deleted",
  inUse: 'This payment term is offered by a funnel or used by a subscription: remove it from those first',
  defaultOneTime: "The default 'one-time' term is one payment",
}

export const paymentTermSchema = z.object({
  id: z
    .string({ error: paymentTermMessages.idRequired })
    .trim()
    .toLowerCase()
    .min(1, paymentTermMessages.idRequired)
    .max(50, paymentTermMessages.id)
    .regex(PAYMENT_TERM_ID_PATTERN, paymentTermMessages.id),
  name: z.string({ error: paymentTermMessages.nameRequired }).trim().min(1, paymentTermMessages.nameRequired).max(100, paymentTermMessages.nameTooLong),
  numberOfPayments: z
    .number({ error: paymentTermMessages.numberOfPayments })
    .int(paymentTermMessages.numberOfPayments)
    .min(1, paymentTermMessages.numberOfPayments)
    .max(120, paymentTermMessages.numberOfPayments),
  intervalUnit: z.enum(INTERVAL_UNITS, { error: paymentTermMessages.intervalUnit }),
  intervalCount: z
    .number({ error: paymentTermMessages.intervalCount })
    .int(paymentTermMessages.intervalCount)
    .min(1, paymentTermMessages.intervalCount)
    .max(365, paymentTermMessages.intervalCount),
})

export type PaymentTermInput = z.input<typeof paymentTermSchema>
export type PaymentTermValues = z.output<typeof paymentTermSchema>
