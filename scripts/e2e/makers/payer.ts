// A member paying Tribe Membership – 1 Year in 3 monthly payments, placed as the seed places the
// payer demo login: bought 40 days ago with the first instalment paid, the second overdue (due 10
// days ago), the third due in 20 days. The subscription, invoice and rows come from the service
// every subscription goes through (grantSubscription, as an admin's manual subscription); only the
// later rows' due dates are then moved to those days, as the seed does. "Today" is the server's
// Manila today; the maker answers every date it used, so a journey never computes one itself.
import { asc, eq } from 'drizzle-orm'
import { funnels, paymentSchedules, users } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { grantSubscription } from '../../../api/src/services/subscriptions/grantSubscription'
import { addDays, manilaAt, manilaToday } from '../../seed/helpers'
import { uniqueTag } from '../unique'
import person, { type Person } from './person'

/** Days from today of each instalment, and whether it is paid (the seed's payer). */
const INSTALMENTS = [
  { day: -40, paid: true },
  { day: -10, paid: false },
  { day: 20, paid: false },
] as const

export type Payer = Person & {
  /** The server's Manila today, 'YYYY-MM-DD'. */
  today: string
  /** The subscription's start and the due dates of the paid, overdue and coming rows ('YYYY-MM-DD'). */
  startDate: string
  paidDate: string
  overdueDate: string
  comingDate: string
  /** Days from today to the coming row. */
  comingInDays: number
}

export default async function payer(): Promise<Payer> {
  const made = await person({ firstName: 'Bea', lastName: `Villanueva ${uniqueTag()}`, batch: 18, stage: 1 })
  const today = manilaToday()
  const dates = INSTALMENTS.map(({ day }) => addDays(today, day))
  const [funnel] = await db.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, 'tribe-membership'))
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@tribe.test'))
  if (!funnel || !admin) throw new Error('The seed has no tribe-membership funnel or admin')

  await db.transaction(async (tx) => {
    const { invoiceId } = await grantSubscription(tx, {
      userId: made.id,
      funnelId: funnel.id,
      paymentTermId: 'monthly-3',
      startsAt: manilaAt(dates[0], '10:00'),
      paid: { transactionId: `E2E-${uniqueTag()}-1`, paymentPlatform: 'GCash' },
      actorId: admin.id,
      source: 'manual',
    })
    const rows = await tx.select({ id: paymentSchedules.id }).from(paymentSchedules).where(eq(paymentSchedules.invoiceId, invoiceId)).orderBy(asc(paymentSchedules.scheduleDate))
    for (const [n, row] of rows.entries()) await tx.update(paymentSchedules).set({ scheduleDate: dates[n] }).where(eq(paymentSchedules.id, row.id))
  })
  return { ...made, today, startDate: dates[0], paidDate: dates[0], overdueDate: dates[1], comingDate: dates[2], comingInDays: INSTALMENTS[2].day }
}
