// The subscriptions of one user as view-subscription, /account and the student payment details
// page read them (one statement), and the subscription row's mapping the list pages share.
import { desc, eq } from 'drizzle-orm'
import { funnels, subscriptions as subscriptionsTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { iso, statusOf } from './billingRows'

/** The DateTime columns of a subscription row as ISO strings. */
export const dates = (row: { startsAt: Date; expiry: Date; unenrolledAt: Date | null }) => ({
  startsAt: iso(row.startsAt),
  expiry: iso(row.expiry),
  unenrolledAt: iso(row.unenrolledAt),
})

export const funnelColumns = { id: funnels.id, name: funnels.name, productId: funnels.productId }

/** The subscriptions of user `id`, newest first, unsubscribed ones included (view-subscription and /account). */
export async function subscriptionsOfUser(id: number) {
  const rows = await db
    .select({
      id: subscriptionsTable.id,
      userId: subscriptionsTable.userId,
      paymentTermId: subscriptionsTable.paymentTermId,
      startsAt: subscriptionsTable.startsAt,
      expiry: subscriptionsTable.expiry,
      unenrolledAt: subscriptionsTable.unenrolledAt,
      createdAt: subscriptionsTable.createdAt,
      funnel: funnelColumns,
    })
    .from(subscriptionsTable)
    .innerJoin(funnels, eq(funnels.id, subscriptionsTable.funnelId))
    .where(eq(subscriptionsTable.userId, id))
    .orderBy(desc(subscriptionsTable.createdAt), desc(subscriptionsTable.id))
  const now = new Date()
  return rows.map((row) => ({ ...row, ...dates(row), createdAt: iso(row.createdAt), status: statusOf(row.expiry, now) }))
}
