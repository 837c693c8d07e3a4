// Members whose subscriptions tell every story the summary counts, on a fixed "today" of
// 2026-11-20 (Manila): renewals early and within the grace window, a return after it, a churn
// judged and one still pending, an unenrolment, lifetime access, a future start and a start at
// 23:30 Manila on the last day of a month. Figures worked out by hand in reportSummary.test.ts.
import { products, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { insertFunnel, insertTerm } from '../subscriptions/subscriptions.scenarios'

export const SUMMARY_TODAY = '2026-11-20'
const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`)

export async function membershipStories() {
  await insertTerm('one-time', { name: 'One-time' })
  const [membership] = await db.insert(products).values({ name: 'VA Membership', priceCentavos: 1_000_000 }).returning()
  const [bootcamp] = await db.insert(products).values({ name: 'VA Bootcamp', priceCentavos: 500_000 }).returning()
  const annual = await insertFunnel(membership.id, { name: 'Annual', priceCentavos: 1_000_000, validityByDays: 365 })
  const renewal = await insertFunnel(membership.id, { name: 'Renewal', priceCentavos: 900_000, validityByDays: 365 })
  const course = await insertFunnel(bootcamp.id, { name: 'Bootcamp', priceCentavos: 500_000, validityByDays: 180 })
  const people: Record<string, number> = {}
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']) {
    people[name] = (await createUser({ firstName: name, lastName: 'Member', email: `${name.toLowerCase()}@example.com` })).id
  }
  const sub = (who: string, funnelId: string, from: string, to: string | null, extra: Partial<typeof subscriptions.$inferInsert> = {}) => ({
    userId: people[who],
    funnelId,
    paymentTermId: 'one-time',
    startsAt: from.includes('T') ? new Date(from) : at(from, '10:00'),
    expiry: to ? at(to, '23:59') : new Date('9999-12-31T00:00:00+08:00'),
    ...extra,
  })
  const rows = await db
    .insert(subscriptions)
    .values([
      // A renews early: the renewal starts while the first is active (one span, one renewal on 11-01).
      sub('A', annual.id, '2025-11-05', '2026-11-04'),
      sub('A', renewal.id, '2026-11-01', '2027-11-01'),
      // B joins in October and lets it lapse on 10-25: churned (10-25 + 14 days is before today).
      sub('B', annual.id, '2026-10-10', '2026-10-25'),
      // C joins in November.
      sub('C', annual.id, '2026-11-03', '2027-11-02'),
      // D ended on 11-10: the grace window runs to 11-24, so not churned yet.
      sub('D', annual.id, '2026-09-01', '2026-11-10'),
      // E lapses on 10-05 and renews on 10-15, inside the grace window: a renewal, no churn.
      sub('E', annual.id, '2026-08-01', '2026-10-05'),
      sub('E', renewal.id, '2026-10-15', '2027-10-14'),
      // F lapses on 09-30 and comes back on 11-15, after it: churned in September, not a renewal.
      sub('F', annual.id, '2026-06-01', '2026-09-30'),
      sub('F', annual.id, '2026-11-15', '2027-11-14'),
      // G joins on 10-01 and is unenrolled on 11-05 at 14:00 (access ends that day).
      sub('G', annual.id, '2026-10-01', '2027-09-30', { unenrolledAt: at('2026-11-05', '14:00') }),
      // H buys lifetime access today at 00:30 Manila (16:30 UTC yesterday).
      sub('H', annual.id, '2026-11-20T00:30:00+08:00', null),
      // I starts in December.
      sub('I', annual.id, '2026-12-01', '2027-11-30'),
      // J starts at 23:30 Manila on 10-31: an October member (15:30 UTC).
      sub('J', annual.id, '2026-10-31T23:30:00+08:00', '2027-10-30'),
      // K holds two products at once: one member, and the second product is no renewal.
      sub('K', annual.id, '2026-11-02', '2027-11-01'),
      sub('K', course.id, '2026-11-06', '2027-05-04'),
    ])
    .returning({ id: subscriptions.id, userId: subscriptions.userId })
  return { people, membership, bootcamp, annual, renewal, course, subscriptionIds: rows.map((row) => row.id) }
}
