// retention_pairs (migration 0034) is kept by triggers: after every kind of write to subscriptions
// and funnels it must equal a recount, spelled here independently of the migration's function (a
// lateral LIMIT 2 per member and product instead of a window).
import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { funnels, products, subscriptions } from '../../../../db/schema'
import { LIFETIME_EXPIRY } from '../../../../db/schema/subscriptions'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { mergeUsers } from '../members/mergeUsers'
import { retentionStory } from './retention.scenarios'

type Line = { line: string }

async function recount() {
  const result = await db.execute<Line>(sql`
    with pairs as (
      select distinct s.user_id, f.product_id from subscriptions s join funnels f on f.id = s.funnel_id where f.price_centavos > 0
    )
    select p.user_id || ' ' || p.product_id || ' ' || latest.id || ' ' || (latest.starts_at at time zone 'Asia/Manila')::date || ' ' || latest.expiry
           || ' ' || (latest.expiry at time zone 'Asia/Manila')::date || ' ' || (latest.unenrolled_at is not null)
           || ' ' || coalesce(prev.id::text, '-') || ' ' || coalesce(prev.expiry::text, '-') || ' ' || coalesce(((prev.expiry at time zone 'Asia/Manila')::date)::text, '-') as line
      from pairs p
      cross join lateral (
        select s.* from subscriptions s join funnels f on f.id = s.funnel_id
         where s.user_id = p.user_id and f.product_id = p.product_id and f.price_centavos > 0
         order by s.starts_at desc, s.id desc limit 1) latest
      left join lateral (
        select s.* from subscriptions s join funnels f on f.id = s.funnel_id
         where s.user_id = p.user_id and f.product_id = p.product_id and f.price_centavos > 0
         order by s.starts_at desc, s.id desc offset 1 limit 1) prev on true
     where not exists (
       select 1 from subscriptions l join funnels lf on lf.id = l.funnel_id
        where l.user_id = p.user_id and lf.product_id = p.product_id and l.unenrolled_at is null and l.expiry >= '9999-01-01T00:00:00Z')`)
  return result.rows.map((row) => row.line).sort()
}

async function stored() {
  const result = await db.execute<Line>(sql`
    select user_id || ' ' || product_id || ' ' || latest_id || ' ' || latest_start_day || ' ' || latest_expiry || ' ' || latest_expiry_day || ' ' || latest_unenrolled
           || ' ' || coalesce(prev_id::text, '-') || ' ' || coalesce(prev_expiry::text, '-') || ' ' || coalesce(prev_expiry_day::text, '-') as line
      from retention_pairs`)
  return result.rows.map((row) => row.line).sort()
}

describe('retention_pairs stays equal to a recount', () => {
  scenario('after inserts, changed dates, unenrolments, lifetime access, funnels changed, deletes and a merge', retentionStory, async (w) => {
    const check = async () => expect(await stored()).toEqual(await recount())
    await check()
    // Every member with an Annual; the free trial's and the lifetime holder's pairs are not kept.
    expect((await stored()).length).toBeGreaterThan(15)
    const { annual, lateOn, morningOf } = w.make
    const [lifetimeFunnel] = await db.select().from(funnels).where(eq(funnels.slug, 'lifetime'))
    const [trialFunnel] = await db.select().from(funnels).where(eq(funnels.slug, 'trial'))

    // A renewal inserted, its start moved before the old one's, its expiry moved, then deleted.
    const renewal = await w.make.subscribe(w.m.today.id, annual.id, morningOf('2026-03-11'), lateOn('2027-03-10'), [])
    await check()
    await db.update(subscriptions).set({ startsAt: morningOf('2024-01-01') }).where(eq(subscriptions.id, renewal.id))
    await check()
    await db.update(subscriptions).set({ startsAt: morningOf('2026-03-11'), expiry: lateOn('2027-04-10') }).where(eq(subscriptions.id, renewal.id))
    await check()
    // Unenrolled and the unenrolment undone.
    await db.update(subscriptions).set({ unenrolledAt: morningOf('2026-03-12') }).where(eq(subscriptions.id, renewal.id))
    await check()
    await db.update(subscriptions).set({ unenrolledAt: null }).where(eq(subscriptions.id, renewal.id))
    await check()
    await db.delete(subscriptions).where(eq(subscriptions.id, renewal.id))
    await check()
    // The lifetime holder's lifetime unenrolled (listed again), then back.
    await db.update(subscriptions).set({ unenrolledAt: morningOf('2026-03-01') }).where(eq(subscriptions.userId, w.m.lifetime.id))
    await check()
    await db.update(subscriptions).set({ unenrolledAt: null }).where(eq(subscriptions.userId, w.m.lifetime.id))
    await check()
    // Lifetime access bought through a free funnel still hides the pair.
    await db.insert(subscriptions).values({ userId: w.m.earlyFirst.id, funnelId: trialFunnel.id, paymentTermId: 'one-time', startsAt: morningOf('2026-01-01'), expiry: LIFETIME_EXPIRY })
    await check()
    // A subscription moved to another funnel (the lifetime one), the trial made paid and free
    // again, and a funnel moved to another product.
    const earlyLast = (await db.select().from(subscriptions).where(eq(subscriptions.userId, w.m.earlyLast.id)))[0]
    await db.update(subscriptions).set({ funnelId: lifetimeFunnel.id }).where(eq(subscriptions.id, earlyLast.id))
    await check()
    await db.update(funnels).set({ priceCentavos: 100 }).where(eq(funnels.id, trialFunnel.id))
    await check()
    await db.update(funnels).set({ priceCentavos: 0 }).where(eq(funnels.id, trialFunnel.id))
    await check()
    const [other] = await db.insert(products).values({ name: 'Coaching', priceCentavos: 100 }).returning()
    await db.update(funnels).set({ productId: other.id }).where(eq(funnels.id, lifetimeFunnel.id))
    await check()
    // A change the rows do not read (the unpaid counter): nothing moves.
    await db.update(subscriptions).set({ unpaidScheduleCount: 2 }).where(eq(subscriptions.userId, w.m.graceLast.id))
    await check()

    // A merge: GraceOver's subscriptions move to Today's account.
    const merger = await createUser({ firstName: 'Mo', lastName: 'Merger', accessLevels: [{ name: 'merger', pageAccess: { mergeUsers: true } }] })
    await asUser(await currentUserFor(merger.id), () => mergeUsers({ sourceId: w.m.graceOver.id, targetId: w.m.today.id }))
    await check()
    expect((await stored()).some((line) => line.startsWith(`${w.m.graceOver.id} `))).toBe(false)
  })
})
