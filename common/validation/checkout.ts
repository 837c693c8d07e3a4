// What a buyer sends at /checkout/{funnelId} (checkoutQuote, startCheckout) and a member at /account
// (payPaymentSchedule, submitPaymentProof), and the words they are told. One copy for the web forms
// and the services. Money is integer centavos; the discount rule is common/discount.ts.
import { z } from 'zod'

export const checkoutMessages = {
  funnelNotFound: 'This offer does not exist.',
  funnelClosed: 'This offer is closed.',
  termRequired: 'Please choose a payment term.',
  termNotOffered: 'This offer does not have that payment term.',
  couponNotFound: 'This coupon code is not valid for this offer.',
  couponNotStarted: 'This coupon cannot be used yet.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used up.',
  couponTooLong: 'A coupon code is at most 50 characters.',
  alreadySubscribed: 'You already have an active subscription to this offer. See Billing and Subscriptions.',
  scheduleNotFound: 'Payment not found.',
  schedulePaid: 'This payment is already paid.',
  sessionNotFound: 'Checkout not found.',
  proofFileRequired: 'Please upload your proof of payment (an image or a PDF).',
  proofFileNotYours: 'Upload the proof again: that file is not one you uploaded.',
  proofFileType: 'A proof of payment must be an image or a PDF.',
  proofPending: 'A proof for this payment is already waiting for review.',
  platformRequired: 'Please say how you paid.',
  platformTooLong: 'Payment platform must be at most 60 characters',
  referenceTooLong: 'Reference number must be at most 100 characters',
  proofSubmitted: 'Proof of payment sent. We will let you know once it is approved.',
  proofWaiting: 'Proof sent, waiting for approval',
  proofRejected: 'Your proof of payment was not accepted.',
  paymentRecorded: 'Nothing to pay: this payment is now marked as paid.',
} as const

/** How members say they paid a manual transfer (the select's options; "Other" lets them type). */
export const MANUAL_PAYMENT_PLATFORMS = ['GCash', 'Maya', 'Bank Transfer', 'Other'] as const

/** A proof of payment may be an image or a PDF (the upload's detected content type). */
export function isProofContentType(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType === 'application/pdf'
}

/** The upload field's accept list for a proof of payment. */
export const PROOF_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'] as const

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
