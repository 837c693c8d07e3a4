// What a payment schedule row must be (/view-subscription Payment Records: 'Add New Payment Detail'
// -> addPaymentSchedule, 'Update Payment Details' -> updatePaymentSchedule; approve and revoke).
// Prices are integer centavos; dates are Manila calendar dates 'YYYY-MM-DD'.
import { z } from 'zod'

export const MAX_PRICE_CENTAVOS = 100_000_000_00

export const paymentScheduleMessages = {
  added: 'Schedule date add successful!',
  updated: 'Schedule date update successful!',
  approved: 'Payment approved successful!',
  revoked: 'Payment revoked successful!',
  invoiceNotFound: 'Invoice not found',
  scheduleNotFound: 'Payment schedule not found',
  dateRequired: 'Schedule date is required',
  dateInvalid: 'Enter a date (YYYY-MM-DD)',
  priceRequired: 'Price is required',
  priceWhole: 'Price must be a whole number of centavos',
  priceNegative: 'Price cannot be negative',
  priceTooHigh: 'Price is too high',
  paidPrice: 'The price of a paid payment cannot be changed. Revoke the payment first.',
  platformTooLong: 'Payment platform must be at most 100 characters',
  remarksRequired: 'Please give a reason for revoking this payment.',
  platformRequired: 'Please give the payment platform.',
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

const scheduleDate = z
  .string({ error: paymentScheduleMessages.dateRequired })
  .trim()
  .min(1, paymentScheduleMessages.dateRequired)
  .refine((value) => value === '' || isCalendarDate(value), paymentScheduleMessages.dateInvalid)

const price = z
  .number({ error: paymentScheduleMessages.priceRequired })
  .int(paymentScheduleMessages.priceWhole)
  .min(0, paymentScheduleMessages.priceNegative)
  .max(MAX_PRICE_CENTAVOS, paymentScheduleMessages.priceTooHigh)

export const addPaymentScheduleSchema = z.object({
  invoiceId: z.number().int().positive(paymentScheduleMessages.invoiceNotFound),
  scheduleDate,
  price,
})
export type AddPaymentScheduleInput = z.input<typeof addPaymentScheduleSchema>

/** price may be left out (or sent unchanged) for a paid row; paymentPlatform matters only for a paid row. */
export const updatePaymentScheduleSchema = z.object({
  paymentPlatform: z
    .string()
    .trim()
    .max(100, paymentScheduleMessages.platformTooLong)
    .nullish()
    .transform((value) => value || null),
  scheduleDate,
  price: price.nullish(),
})
export type UpdatePaymentScheduleInput = z.input<typeof updatePaymentScheduleSchema>

export const approvePaymentSchema = z.object({
  paymentPlatform: z.string({ error: paymentScheduleMessages.platformRequired }).trim().min(1, paymentScheduleMessages.platformRequired).max(100, paymentScheduleMessages.platformTooLong),
  externalInvoiceId: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => (value && value.toUpperCase() !== 'N/A' ? value : null)),
})

export const revokePaymentSchema = z.object({
  remarks: z.string({ error: paymentScheduleMessages.remarksRequired }).trim().min(1, paymentScheduleMessages.remarksRequired).max(1000),
})
