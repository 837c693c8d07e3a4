// The subscription lists' filters (/subscriptions, /payment): docs/product.md, "Lists and tables".
import { z } from 'zod'

export const VALIDITY_FILTERS = ['active', 'expired', 'all'] as const
export const PAYMENT_FILTERS = ['unpaid', 'paid', 'all'] as const
export type ValidityFilter = (typeof VALIDITY_FILTERS)[number]
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number]

export const subscriptionFilterMessages = {
  validity: `Validity must be one of ${VALIDITY_FILTERS.join(', ')}`,
  payment: `Payment must be one of ${PAYMENT_FILTERS.join(', ')}`,
  search: 'Search must be at most 100 characters',
}

export const subscriptionFiltersSchema = z.object({
  validity: z.enum(VALIDITY_FILTERS, subscriptionFilterMessages.validity).nullish(),
  payment: z.enum(PAYMENT_FILTERS, subscriptionFilterMessages.payment).nullish(),
  search: z.string().trim().max(100, subscriptionFilterMessages.search).nullish(),
})

/** Lifetime access: an expiry after 1 Jan 9999 (docs/product.md, "Time and money"). */
export const LIFETIME_FROM = Date.parse('9999-01-01T00:00:00Z')

/** 'Lifetime', 'Expired' (before the start of today in Manila) or 'Active'. */
export function subscriptionStatus(expiry: Date | string, startOfToday: Date): 'Lifetime' | 'Expired' | 'Active' {
  const time = typeof expiry === 'string' ? Date.parse(expiry) : expiry.getTime()
  if (time > LIFETIME_FROM) return 'Lifetime'
  if (time < startOfToday.getTime()) return 'Expired'
  return 'Active'
}
