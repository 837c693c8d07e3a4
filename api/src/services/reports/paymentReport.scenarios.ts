// Rows the payment report tests start from, every date and amount fixed so each figure can be
// worked out by hand (the test's "today" is 2026-03-10 in Manila).
import { eq } from 'drizzle-orm'
import { paymentSchedules, subscriptions, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing, signedIn } from '../subscriptions/subscriptions.scenarios'

type Row = { scheduleDate: string; priceCentavos: number; paid?: { at: string; platform: string; transactionId: string } | null; revoked?: boolean }

/** Sets a row's date, price and payment as the approve and revoke mutations leave it. */
const setRow = (id: number, row: Row) =>
  db
    .update(paymentSchedules)
    .set({
      scheduleDate: row.scheduleDate,
      priceCentavos: row.priceCentavos,
      transactionId: row.paid?.transactionId ?? null,
      paymentPlatform: row.paid?.platform ?? null,
      approvedAt: row.paid ? new Date(row.paid.at) : null,
      revokedAt: row.revoked ? new Date('2026-02-06T02:00:00Z') : null,
      remarks: row.revoked ? 'Bounced' : null,
    })
    .where(eq(paymentSchedules.id, id))

async function setup() {
  const shop = await billing()
  const staff = await signedIn('tribe-team-fa', { paymentReport: true }, {}, 'collector@example.com')
  const grant = (userId: number, funnelId: string, paymentTermId: string) =>
    db.transaction((tx) => grantSubscription(tx, { userId, funnelId, paymentTermId, actorId: staff.id, source: 'manual' }))
  return { shop, staff, grant }
}

/**
 * Juan's Annual in 3 instalments: due 02-10 ₱3,000.00 approved 23:30 Manila on 28 February
 * (GCash); due 02-20 ₱3,500.00 approved 00:30 Manila on 1 March (Maya); due 03-20 ₱3,500.01
 * unpaid. His Lifetime: due 01-15 ₱5,000.00 paid that day (Cash). Maria's Annual: due 02-05
 * ₱10,000.00, approved then revoked (unpaid). Pedro, unenrolled, Lifetime: due 02-12 ₱2,000.00
 * paid that day (GCash), and an extra row due 02-25 ₱1,500.00 unpaid (owed no more).
 */
export const paymentReportStory = async () => {
  const { shop, staff, grant } = await setup()
  const annual = await grant(shop.buyer.id, shop.annual.id, '3-months')
  const lifetime = await grant(shop.buyer.id, shop.lifetime.id, 'one-time')
  const maria = await createUser({ firstName: 'Maria', lastName: 'Clara', email: 'maria@example.com' })
  const mariaAnnual = await grant(maria.id, shop.annual.id, 'one-time')
  const pedro = await createUser({ firstName: 'Pedro', lastName: 'Penduko', email: 'pedro@example.com' })
  const pedroLifetime = await grant(pedro.id, shop.lifetime.id, 'one-time')
  const [extra] = await db.insert(paymentSchedules).values({ invoiceId: pedroLifetime.invoiceId, scheduleDate: '2026-02-25', priceCentavos: 150_000 }).returning()
  await db.update(subscriptions).set({ unenrolledAt: new Date('2026-02-20T02:00:00Z') }).where(eq(subscriptions.id, pedroLifetime.subscriptionId))

  const [r1, r2, r3] = annual.scheduleIds
  await setRow(r1, { scheduleDate: '2026-02-10', priceCentavos: 300_000, paid: { at: '2026-02-28T15:30:00Z', platform: 'GCash', transactionId: 'T-R1' } })
  await setRow(r2, { scheduleDate: '2026-02-20', priceCentavos: 350_000, paid: { at: '2026-02-28T16:30:00Z', platform: 'Maya', transactionId: 'T-R2' } })
  await setRow(r3, { scheduleDate: '2026-03-20', priceCentavos: 350_001 })
  await setRow(lifetime.scheduleIds[0], { scheduleDate: '2026-01-15', priceCentavos: 500_000, paid: { at: '2026-01-15T03:00:00Z', platform: 'Cash', transactionId: 'T-LIFE' } })
  await setRow(mariaAnnual.scheduleIds[0], { scheduleDate: '2026-02-05', priceCentavos: 1_000_000, revoked: true })
  await setRow(pedroLifetime.scheduleIds[0], { scheduleDate: '2026-02-12', priceCentavos: 200_000, paid: { at: '2026-02-12T01:00:00Z', platform: 'GCash', transactionId: 'T-PEDRO' } })
  return { ...shop, staff, maria, pedro, rows: { r1, r2, r3, life: lifetime.scheduleIds[0], maria: mariaAnnual.scheduleIds[0], pedro: pedroLifetime.scheduleIds[0], pedroExtra: extra.id } }
}

/** Days overdue on 2026-03-10 of Ana's unpaid rows, each ₱1.00 more than the one before. */
export const AGING_EDGES = [0, 1, 30, 31, 60, 61, 90, 91] as const

/**
 * Ana's (her first name a spreadsheet formula) Lifetime with unpaid rows overdue by AGING_EDGES days on 2026-03-10 (₱1.00, ₱2.00, ...
 * ₱8.00), and Maria's unpaid row 10 days overdue (₱10.00): the aging buckets' edges.
 */
export const agingStory = async () => {
  const { shop, staff, grant } = await setup()
  const ana = await createUser({ firstName: '=HYPERLINK("http://evil")', lastName: 'Santos', email: 'ana@example.com' })
  const anaLifetime = await grant(ana.id, shop.lifetime.id, 'one-time')
  const day = (daysAgo: number) => new Date(Date.parse('2026-03-10T00:00:00Z') - daysAgo * 86_400_000).toISOString().slice(0, 10)
  await setRow(anaLifetime.scheduleIds[0], { scheduleDate: day(AGING_EDGES[0]), priceCentavos: 100 })
  await db.insert(paymentSchedules).values(AGING_EDGES.slice(1).map((days, index) => ({ invoiceId: anaLifetime.invoiceId, scheduleDate: day(days), priceCentavos: (index + 2) * 100 })))
  const maria = await createUser({ firstName: 'Maria', lastName: 'Clara', email: 'maria@example.com' })
  const mariaLifetime = await grant(maria.id, shop.lifetime.id, 'one-time')
  await setRow(mariaLifetime.scheduleIds[0], { scheduleDate: day(10), priceCentavos: 1000 })
  await db.update(users).set({ tribeId: 'TRB-ANA' }).where(eq(users.id, ana.id))
  return { ...shop, staff, ana, maria }
}
