// The rows the retention tests start from, on the Manila day 2026-03-10: one product "Tribe
// Membership" sold by Annual (₱10,000.00, 365 days), Lifetime and a free Trial, and one member per
// case, each named for the bucket they should land in, their expiry at 23:59 Manila (or at a set
// instant for the Manila midnight edge). Two success managers share some of the members.
import { eq } from 'drizzle-orm'
import {
  batches,
  funnels,
  invoices,
  paymentSchedules,
  paymentTerms,
  products,
  subscriptions,
  successManagerMembers,
  successManagers,
  users,
} from '../../../../db/schema'
import { LIFETIME_EXPIRY } from '../../../../db/schema/subscriptions'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** Noon of 2026-03-10 in Manila. */
export const TODAY_NOON_MANILA = new Date('2026-03-10T04:00:00Z')

/** 23:59 Manila of `day`. */
const lateOn = (day: string) => new Date(`${day}T23:59:00+08:00`)
/** 10:00 Manila of `day`. */
const morningOf = (day: string) => new Date(`${day}T10:00:00+08:00`)

type Row = [scheduleDate: string, priceCentavos: number, paid: boolean]

export const retentionStory = async () => {
  await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' })
  const [product] = await db.insert(products).values({ name: 'Tribe Membership', priceCentavos: 1_000_000 }).returning()
  const [annual, lifetime, trial] = await db
    .insert(funnels)
    .values([
      { productId: product.id, name: 'Annual', slug: 'annual', priceCentavos: 1_000_000, validityByDays: 365 },
      { productId: product.id, name: 'Lifetime', slug: 'lifetime', priceCentavos: 5_000_000, validityByDays: null },
      { productId: product.id, name: 'Trial', slug: 'trial', priceCentavos: 0, validityByDays: 30 },
    ])
    .returning()
  const [b17, b18] = await db
    .insert(batches)
    .values([
      { name: 'Batch 17', number: 17, launchFrom: '2025-01-01', launchTo: '2025-02-01' },
      { name: 'Batch 18', number: 18, launchFrom: '2025-06-01', launchTo: '2025-07-01' },
    ])
    .returning()

  let n = 0
  const member = async (name: string, batchId: number | null = b17.id) => {
    n += 1
    return createUser({ firstName: name, lastName: 'Member', email: `${name.toLowerCase()}@example.com`, mobileNumber: `0917000${String(n).padStart(4, '0')}`, batchId })
  }
  const subscribe = async (userId: number, funnelId: string, startsAt: Date, expiry: Date, rows: Row[], unenrolledAt: Date | null = null) => {
    const [sub] = await db.insert(subscriptions).values({ userId, funnelId, paymentTermId: 'one-time', startsAt, expiry, unenrolledAt }).returning()
    const [invoice] = await db.insert(invoices).values({ subscriptionId: sub.id }).returning()
    if (rows.length)
      await db.insert(paymentSchedules).values(
        rows.map(([scheduleDate, priceCentavos, paid], i) => ({
          invoiceId: invoice.id,
          scheduleDate,
          priceCentavos,
          transactionId: paid ? `T-${sub.id}-${i}` : null,
          approvedAt: paid ? morningOf(scheduleDate) : null,
        })),
      )
    return sub
  }
  /** An Annual that started a year before `expiryDay` and is paid in full. */
  const annualEnding = (userId: number, expiryDay: string, expiry = lateOn(expiryDay)) =>
    subscribe(userId, annual.id, morningOf(`${Number(expiryDay.slice(0, 4)) - 1}${expiryDay.slice(4)}`), expiry, [[`${Number(expiryDay.slice(0, 4)) - 1}${expiryDay.slice(4)}`, 1_000_000, true]])

  // The edges of each window, in Manila days from 2026-03-10.
  const m = {
    graceLast: await member('GraceLast'), // expired 14 days ago (2026-02-24): for regular renewal
    graceOver: await member('GraceOver'), // expired 15 days ago (2026-02-23): churned, off the list
    today: await member('Today'), // expires today: for regular renewal
    regularLast: await member('RegularLast', b18.id), // +30 (2026-04-09): for regular renewal
    earlyFirst: await member('EarlyFirst'), // +31 (2026-04-10): early renewal
    earlyLast: await member('EarlyLast'), // +60 (2026-05-09): early renewal
    warmupFirst: await member('WarmupFirst'), // +61 (2026-05-10): er warmup
    warmupLast: await member('WarmupLast'), // +90 (2026-06-08): er warmup
    beyond: await member('Beyond'), // +91 (2026-06-09): off the list
    midnightBefore: await member('MidnightBefore'), // 2026-04-09 23:59:59 Manila (15:59:59 UTC): +30
    midnightAfter: await member('MidnightAfter'), // 2026-04-10 00:00 Manila (2026-04-09 16:00 UTC): +31
    paidRenewal: await member('PaidRenewal'), // expires +10, renewed early, first instalment paid: collected
    unpaidRenewal: await member('UnpaidRenewal'), // expires +10, renewal's first instalment unpaid: for regular renewal
    graceRenewal: await member('GraceRenewal'), // expired 9 days ago, renewed 2 days ago and paid: collected
    lateReturn: await member('LateReturn'), // expired 2026-02-01, came back 19 days later: a new year, off the list
    unenrolled: await member('Unenrolled'), // unenrolled, would have run until 2026-09-01: unenrolled
    lifetime: await member('Lifetime'), // an Annual ending +10, but lifetime access too: never listed
    free: await member('Free'), // only the free trial, ending +5: nothing to collect, never listed
    archived: await member('Archived'), // archived, Annual ending +5: never listed
  }
  await annualEnding(m.graceLast.id, '2026-02-24')
  await annualEnding(m.graceOver.id, '2026-02-23')
  await annualEnding(m.today.id, '2026-03-10')
  await annualEnding(m.regularLast.id, '2026-04-09')
  await annualEnding(m.earlyFirst.id, '2026-04-10')
  await annualEnding(m.earlyLast.id, '2026-05-09')
  await annualEnding(m.warmupFirst.id, '2026-05-10')
  await annualEnding(m.warmupLast.id, '2026-06-08')
  await annualEnding(m.beyond.id, '2026-06-09')
  await annualEnding(m.midnightBefore.id, '2026-04-09', new Date('2026-04-09T15:59:59Z'))
  await annualEnding(m.midnightAfter.id, '2026-04-10', new Date('2026-04-09T16:00:00Z'))

  // PaidRenewal: ₱10,000.00 paid 2025-03-20; the renewal (starts 2026-03-21) in two rows, the first
  // (₱5,000.00, 2026-03-05) paid, the second (₱5,000.00, 2026-04-05) not: balance ₱5,000.00.
  await annualEnding(m.paidRenewal.id, '2026-03-20')
  await subscribe(m.paidRenewal.id, annual.id, morningOf('2026-03-21'), lateOn('2027-03-20'), [
    ['2026-03-05', 500_000, true],
    ['2026-04-05', 500_000, false],
  ])
  // UnpaidRenewal: the renewal's first row (₱4,000.00, 2026-03-09) is unpaid, the second (₱6,000.00) too.
  await annualEnding(m.unpaidRenewal.id, '2026-03-20')
  await subscribe(m.unpaidRenewal.id, annual.id, morningOf('2026-03-21'), lateOn('2027-03-20'), [
    ['2026-03-09', 400_000, false],
    ['2026-04-09', 600_000, false],
  ])
  await annualEnding(m.graceRenewal.id, '2026-03-01')
  await subscribe(m.graceRenewal.id, annual.id, morningOf('2026-03-08'), lateOn('2027-03-07'), [['2026-03-08', 1_000_000, true]])
  await annualEnding(m.lateReturn.id, '2026-02-01')
  await subscribe(m.lateReturn.id, annual.id, morningOf('2026-02-20'), lateOn('2027-02-19'), [['2026-02-20', 1_000_000, true]])
  await subscribe(m.unenrolled.id, annual.id, morningOf('2025-09-02'), lateOn('2026-09-01'), [['2025-09-02', 1_000_000, false]], morningOf('2026-01-15'))
  await annualEnding(m.lifetime.id, '2026-03-20')
  await subscribe(m.lifetime.id, lifetime.id, morningOf('2025-12-01'), LIFETIME_EXPIRY, [['2025-12-01', 5_000_000, true]])
  await subscribe(m.free.id, trial.id, morningOf('2026-02-13'), lateOn('2026-03-15'), [])
  await annualEnding(m.archived.id, '2026-03-15')
  await db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, m.archived.id))

  const admin = await createUser({ firstName: 'Ada', lastName: 'Admin', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { retention: true, home: true } }] })
  const managerLevel = { name: 'success-manager', pageAccess: { retention: true, home: true } }
  const smAna = await createUser({ firstName: 'Ana', lastName: 'Manager', accessLevels: [managerLevel] })
  const smBen = await createUser({ firstName: 'Ben', lastName: 'Manager', accessLevels: [managerLevel] })
  const outsider = await createUser({ accessLevels: [{ name: 'coach', pageAccess: { home: true } }] })
  const [anaRow, benRow] = await db.insert(successManagers).values([{ userId: smAna.id }, { userId: smBen.id }]).returning()
  await db.insert(successManagerMembers).values([
    { userId: m.regularLast.id, successManagerId: anaRow.id },
    { userId: m.paidRenewal.id, successManagerId: anaRow.id },
    { userId: m.graceOver.id, successManagerId: anaRow.id },
    { userId: m.earlyFirst.id, successManagerId: benRow.id },
  ])
  return {
    product,
    batches: { b17, b18 },
    m,
    make: { member, subscribe, annualEnding, annual, lateOn, morningOf },
    admin: await currentUserFor(admin.id),
    ana: await currentUserFor(smAna.id),
    ben: await currentUserFor(smBen.id),
    outsider: await currentUserFor(outsider.id),
  }
}
