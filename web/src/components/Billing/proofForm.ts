// The proof-of-payment form: the file, how they paid (a select; "Other" asks them to type it) and
// an optional reference number. Built from the service's own schema (common/validation/checkout.ts),
// so the words and limits are the same; it submits submitPaymentProof's input.
import { z } from 'zod'
import { checkoutMessages, MANUAL_PAYMENT_PLATFORMS } from '@common/checkout'
import { paymentProofSchema } from '@common/validation/checkout'

export const OTHER_PLATFORM = 'Other' satisfies (typeof MANUAL_PAYMENT_PLATFORMS)[number]

const fields = paymentProofSchema.shape

/** The form's fields: platform is one of MANUAL_PAYMENT_PLATFORMS, otherPlatform what they typed for Other. */
export const proofFormSchema = z
  .object({
    fileId: fields.fileId,
    platform: z.string({ error: checkoutMessages.platformRequired }).trim().min(1, checkoutMessages.platformRequired),
    otherPlatform: z.string().nullish(),
    referenceNumber: fields.referenceNumber,
  })
  .superRefine((values, ctx) => {
    if (values.platform !== OTHER_PLATFORM) return
    const typed = fields.paymentPlatform.safeParse(values.otherPlatform ?? '')
    if (!typed.success) ctx.addIssue({ code: 'custom', path: ['otherPlatform'], message: typed.error.issues[0].message })
  })
  .transform(({ fileId, platform, otherPlatform, referenceNumber }) => ({
    fileId,
    paymentPlatform: platform === OTHER_PLATFORM ? (otherPlatform ?? '').trim() : platform,
    referenceNumber,
  }))

export type ProofFormValues = z.input<typeof proofFormSchema>
export type ProofFormOutput = z.output<typeof proofFormSchema>
