// The words and rules of paying that the checkout page, /account and the services share, without
// zod (common/validation/checkout.ts holds the schemas): the public checkout is a first screen with
// a size budget, and it needs only these.

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
