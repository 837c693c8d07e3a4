// How a payment-log entry reads: the action in words and the few facts of its details staff need
// (the amount, the platform, the reason of a revoke or a refund). Unknown actions read as logged.
import { formatPeso } from '@/lib/format'

const ACTION_LABELS: Record<string, string> = {
  'payment-approved': 'Payment approved',
  'payment-revoked': 'Payment revoked',
  'payment-proof-submitted': 'Proof of payment sent',
  'payment-schedule-added': 'Payment schedule added',
  'payment-schedule-updated': 'Payment schedule updated',
  'subscription-granted': 'Subscription granted',
  'user-unsubscribed': 'Unsubscribed',
  'user-enrolled': 'Enrolled',
  'user-subscribed-manually': 'Subscribed manually',
  'member-imported': 'Imported',
  'checkout-started': 'Checkout started',
  'checkout-paid': 'Checkout paid',
  'checkout-failed': 'Checkout failed',
  'checkout-expired': 'Checkout expired',
  'checkout-free': 'Free checkout',
  'checkout-refund-due': 'Refund due',
  'checkout-refund-settled': 'Refund settled',
}

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatPeso(value) : null)

/** The facts of an entry's details worth a line: amount, platform, reference, reason. */
export function detailsSummary(details: Record<string, unknown>): string {
  const parts = [
    amount(details.priceCentavos ?? details.amountCentavos),
    text(details.paymentPlatform) ?? text(details.revokedPaymentPlatform),
    text(details.referenceNumber) && `Ref ${text(details.referenceNumber)}`,
    text(details.remarks) ?? text(details.reason),
  ]
  return parts.filter(Boolean).join(' · ')
}
