// getDuesAndExpiration: the signed-in member's renewal and payment reminders, decided in
// Manila time. Row rule: only the caller's own subscriptions and payment schedules (the user
// id comes from the session, there is no argument to point it elsewhere).
//
// Rules (docs/api.md, "getDuesAndExpiration"):
// - Only subscriptions that were not unenrolled count, and only their invoices' schedules: an
//   admin who unenrolled a member has ended that membership, so nothing of it is due.
// - Active: expiry at or after 00:00 today in Manila (the spec's "expired when before the start
//   of today"). Lifetime access (9999-12-31) is always active and never expiring soon.
// - expiringSoon: active and expiring before 00:00 Manila seven days from today, i.e. on one
//   of the next 7 calendar days counting today; the same 7-day window as upcoming payments and
//   as the "under 7 days" warning badge of payment rows.
// - expired: expired, but at most 14 days ago (the grace period: the banner offers renewal
//   "until expiry + 14 days", that day included). Reported only while the user has NO active
//   subscription: someone who already renewed (a new subscription) or holds another membership
//   still has access, and telling them it expired would be false. Latest expiry first, because
//   access really ended with the last one and its grace date is the one that applies.
// - Payments: unpaid (no transactionId) schedules. upcomingPaymentDue: due today .. today + 6;
//   overduePayments: due 1 .. 14 days ago (settle "until scheduleDate + 14 days", included).
//   Beyond the grace period a payment is the billing page's business, not the banner's.
//
// Cost: none while nothing the answer depends on changed (duesCache.ts keys it on the request's
// facts stamp); otherwise two indexed queries however many rows the user has: subscriptions by
// (user_id, expiry) bounded below by the grace start, and schedules by (invoice_id,
// schedule_date) under the user's invoices (invoices_subscription_id_idx).
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm'
import { GRACE_PERIOD_DAYS } from '../../../../common/dues'
import { invoices, paymentSchedules, subscriptions } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { context, currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { addCalendarDays, addDays, manilaDate, startOfManilaDay } from '../../lib/time'
import type { DuesAndExpiration, QueryResolvers } from '../../types/graphql'
import { cachedDues } from './duesCache'
/** How far ahead an expiry is "soon": today and the next 6 days. */
export const EXPIRING_SOON_DAYS = 7
/** How far ahead a payment is "upcoming": today and the next 6 days. */
export const UPCOMING_PAYMENT_DAYS = 7

export const getDuesAndExpiration = (async () => {
  const user = requireAuth(currentUser())
  const stamp = context().factsStamp
  return stamp ? cachedDues(user.id, stamp, () => duesAndExpiration(user.id)) : duesAndExpiration(user.id)
}) satisfies QueryResolvers['getDuesAndExpiration']

/** The dues of `userId` as of `now` (a parameter so tests can stand at a Manila midnight). */
export async function duesAndExpiration(userId: number, now: Date = new Date()): Promise<DuesAndExpiration> {
  const todayStart = startOfManilaDay(now)
  const today = manilaDate(now)

  const [recentSubscriptions, unpaid] = await Promise.all([
    db
      .select({ id: subscriptions.id, expiry: subscriptions.expiry })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          isNull(subscriptions.unenrolledAt),
          gte(subscriptions.expiry, addDays(todayStart, -GRACE_PERIOD_DAYS)),
        ),
      )
      .orderBy(asc(subscriptions.expiry), asc(subscriptions.id)),
    db
      .select({ id: paymentSchedules.id, scheduleDate: paymentSchedules.scheduleDate })
      .from(subscriptions)
      .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
      .innerJoin(paymentSchedules, eq(paymentSchedules.invoiceId, invoices.id))
      .where(
        and(
          eq(subscriptions.userId, userId),
          isNull(subscriptions.unenrolledAt),
          isNull(paymentSchedules.transactionId),
          gte(paymentSchedules.scheduleDate, addCalendarDays(today, -GRACE_PERIOD_DAYS)),
          lt(paymentSchedules.scheduleDate, addCalendarDays(today, UPCOMING_PAYMENT_DAYS)),
        ),
      )
      .orderBy(asc(paymentSchedules.scheduleDate), asc(paymentSchedules.id)),
  ])

  const soonEnd = addDays(todayStart, EXPIRING_SOON_DAYS)
  const active = recentSubscriptions.filter((row) => row.expiry >= todayStart)
  const expired = active.length ? [] : recentSubscriptions.filter((row) => row.expiry < todayStart).reverse()
  const payment = (row: { id: number; scheduleDate: string }) => ({ id: String(row.id), scheduleDate: row.scheduleDate })
  // DateTime is an ISO 8601 instant in the contract, as the web reads it.
  const subscription = (row: { id: number; expiry: Date }) => ({ id: row.id, expiry: row.expiry.toISOString() })

  return {
    expiringSoon: active.filter((row) => row.expiry < soonEnd).map(subscription),
    expired: expired.map(subscription),
    upcomingPaymentDue: unpaid.filter((row) => row.scheduleDate >= today).map(payment),
    overduePayments: unpaid.filter((row) => row.scheduleDate < today).map(payment),
  }
}

