// The Membership tab's statuses. membershipStatus is currentUser's (lib/auth/communityFacts.ts,
// reused, not copied); enrolment status is derived here from the same subscriptions, never stored
// (docs/data-model.md): the spec's values are Not Enrolled, Active and Inactive.
import { LIFETIME_FROM } from '../learning/products'

export const ENROLMENT_STATUSES = ['Not Enrolled', 'Active', 'Inactive'] as const
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number]

export type SubscriptionFacts = { unenrolled: boolean; active: boolean }

/** One subscription: unenrolled -> Not Enrolled; expired (before today in Manila) -> Inactive; else Active. */
export function subscriptionEnrolment(subscription: SubscriptionFacts): EnrolmentStatus {
  if (subscription.unenrolled) return 'Not Enrolled'
  return subscription.active ? 'Active' : 'Inactive'
}

/** The member: Active with any active subscription, Inactive with only expired ones, else Not Enrolled. */
export function enrolmentStatus(subscriptions: readonly SubscriptionFacts[]): EnrolmentStatus {
  const statuses = subscriptions.map(subscriptionEnrolment)
  if (statuses.includes('Active')) return 'Active'
  return statuses.includes('Inactive') ? 'Inactive' : 'Not Enrolled'
}

/** Any expiry after 1 Jan 9999 (Manila) is lifetime access. */
export const isLifetime = (expiry: Date) => expiry.getTime() >= LIFETIME_FROM.getTime()
