// What a buyer sends at /checkout/{funnelId} (checkoutQuote, startCheckout) and a member at /account
// (payPaymentSchedule, submitPaymentProof); the words they are told are in common/checkout.ts. One
// copy for the web forms and the services. Money is integer centavos; the discount rule is common/discount.ts.
import { z } from 'zod'
import { checkoutMessages } from '../checkout'

const couponCode = z
  .string()
  .trim()
  .max(50, checkoutMessages.couponTooLong)
  .nullish()
  .transform((value) => value || null)

/** checkoutQuote's and startCheckout's arguments. */
export const checkoutSchema = z.object({
  funnelId: z.string().trim().min(1, checkoutMessages.funnelNotFound),
  paymentTermId: z.string({ error: checkoutMessages.termRequired }).trim().min(1, checkoutMessages.termRequired),
  couponCode,
})
export type CheckoutValues = z.input<typeof checkoutSchema>

/** submitPaymentProof's input (the web form sends the same fields). */
export const paymentProofSchema = z.object({
  paymentScheduleId: z.string().regex(/^\d+$/, checkoutMessages.scheduleNotFound),
  fileId: z.number({ error: checkoutMessages.proofFileRequired }).int().positive(checkoutMessages.proofFileRequired),
  paymentPlatform: z
    .string({ error: checkoutMessages.platformRequired })
    .trim()
    .min(1, checkoutMessages.platformRequired)
    .max(60, checkoutMessages.platformTooLong),
  referenceNumber: z
    .string()
    .trim()
    .max(100, checkoutMessages.referenceTooLong)
    .nullish()
    .transform((value) => value || null),
})
export type PaymentProofValues = z.input<typeof paymentProofSchema>
