// The back office: the list with its numbers and sorts, status (suspension stops attribution and
// earning, keeps money earned), rates, holding and approving early, payouts prepared, exported,
// paid and cancelled.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { commissionRateMessages } from '../../../../common/validation/affiliates'
import { affiliateClickDays, affiliateClicks, affiliateFunnelRates, affiliates, commissions, infoLogs, leads, payouts } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate } from '../../lib/time'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { currentUserFor } from '../../test/scenario'
import { approveSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { affiliateNamed, programmeSettings } from './affiliates.scenarios'
import { rollUpClicks } from './clickRollup'
import { releaseCommissions } from './commissions'
import { exportPayouts, payoutMessages } from './payouts'

const DAY = 86_400_000
const LIST = 'query ($sort: String, $status: String, $search: String) { affiliates(sort: $sort, status: $status, search: $search) { items { code status leads payingCustomers earnedCentavos approvedCentavos selfReferrals } totalCount } }'
const PAYOUT_FIELDS = 'id affiliateId amountCentavos commissionCount periodTo payoutMethod method reference paidAt'

/** Carlo (payout details, two paying buyers), Ana (one lead, no sale), Ben (waiting); staff with the affiliates flag. */
async function office() {
  const rows = await billing()
  await programmeSettings()
  const staff = await currentUserFor((await createUser({ accessLevels: [{ name: 'sales-desk', pageAccess: { affiliates: true } }] })).id)
  const carlo = await affiliateNamed('carlo', { payoutMethod: 'GCash', payoutAccountName: 'Carlo Reyes', payoutAccountNumber: '09171234567' })
  const ana = await affiliateNamed('ana')
  await affiliateNamed('ben', { status: 'waiting' })
  const second = await createUser({ firstName: 'Second', lastName: 'Buyer', email: 'second@example.com' })
  await db.insert(leads).values([
    { affiliateId: carlo.affiliate.id, userId: rows.buyer.id, email: rows.buyer.email },
    { affiliateId: carlo.affiliate.id, userId: second.id, email: second.email },
    { affiliateId: ana.affiliate.id, email: 'x@example.com' },
    { affiliateId: ana.affiliate.id, email: 'y@example.com' },
    { affiliateId: ana.affiliate.id, email: 'z@example.com' },
  ])
  const grant = (userId: number, transactionId: string) =>
    db.transaction((tx) =>
      grantSubscription(tx, { userId, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol', welcomeEmail: false, paid: { transactionId, paymentPlatform: 'GCash' } }),
    )
  const first = await grant(rows.buyer.id, 'T-1')
  await grant(second.id, 'T-2')
  return { ...rows, staff, carlo, ana, first }
}

describe('the affiliates list', () => {
  it('numbers per affiliate, the four sorts, the status filter and the search', async () => {
    const { staff } = await office()
    const codes = async (variables: Record<string, unknown>) => ((await runGraphql(staff, LIST, variables)).data?.affiliates as { items: { code: string }[] }).items.map((row) => row.code)
    const result = await runGraphql(staff, LIST, { sort: 'highest commission' })
    expect(result.errors).toBeUndefined()
    expect((result.data?.affiliates as { items: unknown[] }).items[0]).toEqual({ code: 'carlo', status: 'active', leads: 2, payingCustomers: 2, earnedCentavos: 133_334, approvedCentavos: 0, selfReferrals: 0 })
    expect(await codes({ sort: 'newest' })).toEqual(['ben', 'ana', 'carlo'])
    expect(await codes({ sort: 'oldest' })).toEqual(['carlo', 'ana', 'ben'])
    expect(await codes({ sort: 'leads' })).toEqual(['ana', 'carlo', 'ben'])
    expect(await codes({ status: 'waiting' })).toEqual(['ben'])
    expect(await codes({ search: 'CARL' })).toEqual(['carlo'])
    expect((await runGraphql(staff, LIST, { sort: 'richest' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('clicks: the days rolled up plus the days after them, the same before and after a roll-up, which may run twice', async () => {
    const { staff, carlo, ana } = await office()
    const now = new Date()
    const day = (daysAgo: number) => addCalendarDays(manilaDate(now), -daysAgo)
    const click = (affiliateId: number, n: number, daysAgo: number) => ({ affiliateId, visitorId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, day: day(daysAgo) })
    await db.insert(affiliateClicks).values([click(carlo.affiliate.id, 1, 0), click(carlo.affiliate.id, 2, 1), click(carlo.affiliate.id, 3, 1), click(carlo.affiliate.id, 4, 40), click(ana.affiliate.id, 5, 2)])
    const clicks = async () => {
      const { data } = await runGraphql(staff, 'query { affiliates(sort: "oldest") { items { code clicks } } }')
      return Object.fromEntries((data?.affiliates as { items: { code: string; clicks: number }[] }).items.map((row) => [row.code, row.clicks]))
    }
    const expected = { carlo: 4, ana: 1, ben: 0 }
    expect(await clicks()).toEqual(expected)
    expect(await rollUpClicks(db, now)).toEqual({ days: 3 })
    expect(await db.select().from(affiliateClickDays).orderBy(affiliateClickDays.day)).toEqual([
      { affiliateId: carlo.affiliate.id, day: day(40), clicks: 1 },
      { affiliateId: ana.affiliate.id, day: day(2), clicks: 1 },
      { affiliateId: carlo.affiliate.id, day: day(1), clicks: 2 },
    ])
    expect(await clicks()).toEqual(expected)
    // Today's clicks keep counting live; the next run adds nothing for days already counted.
    await db.insert(affiliateClicks).values(click(carlo.affiliate.id, 6, 0))
    expect(await rollUpClicks(db, now)).toEqual({ days: 0 })
    expect(await clicks()).toEqual({ ...expected, carlo: 5 })
  })

  it('refuses anyone without the affiliates flag, the affiliate included', async () => {
    const { carlo, member } = await office()
    for (const caller of [carlo.caller, member]) expect((await runGraphql(caller, LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })
})

describe('status and rates', () => {
  it('approves a waiting affiliate; a suspended one attributes and earns nothing new, and keeps what was earned', async () => {
    const { staff, carlo, first } = await office()
    const suspend = await runGraphql(staff, 'mutation ($id: Int!) { setAffiliateStatus(id: $id, status: "suspended") { status earnedCentavos } }', { id: carlo.affiliate.id })
    expect(suspend.data?.setAffiliateStatus).toEqual({ status: 'suspended', earnedCentavos: 133_334 })
    await db.transaction((tx) => approveSchedule(tx, { id: first.scheduleIds[1], paymentPlatform: 'GCash', externalInvoiceId: null, actorId: null }))
    expect(await db.select().from(commissions).where(eq(commissions.paymentScheduleId, first.scheduleIds[1]))).toEqual([])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'affiliateStatus'))).toHaveLength(1)
    const bad = await runGraphql(staff, 'mutation ($id: Int!) { setAffiliateStatus(id: $id, status: "waiting") { status } }', { id: carlo.affiliate.id })
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('sets the own rate and per-funnel rates, one unit per type, checked', async () => {
    const { staff, carlo, annual } = await office()
    const SET = 'mutation ($id: Int!, $input: AffiliateCommissionInput!) { updateAffiliateCommission(id: $id, input: $input) { commissionType commissionCentavos commissionPercent funnelRates { funnelId commissionType commissionCentavos commissionPercent } } }'
    const saved = await runGraphql(staff, SET, {
      id: carlo.affiliate.id,
      input: { commissionType: 'Fixed Amount', commissionCentavos: 50_000, commissionPercent: 30, funnelRates: [{ funnelId: annual.id, commissionType: 'Percentage', commissionPercent: 25 }] },
    })
    expect(saved.errors).toBeUndefined()
    expect(saved.data?.updateAffiliateCommission).toEqual({
      commissionType: 'Fixed Amount',
      commissionCentavos: 50_000,
      commissionPercent: null,
      funnelRates: [{ funnelId: annual.id, commissionType: 'Percentage', commissionCentavos: null, commissionPercent: 25 }],
    })
    const wrong = await runGraphql(staff, SET, { id: carlo.affiliate.id, input: { commissionType: 'Percentage', commissionPercent: 120 } })
    expect(wrong.errors?.[0]?.extensions?.properties).toEqual({ messages: { commissionPercent: [commissionRateMessages.percent] } })
    expect(await db.select().from(affiliateFunnelRates)).toHaveLength(1)
  })
})

describe('holding and approving early', () => {
  it('a held commission stays pending past its hold; approving early makes it payable', async () => {
    const { staff, carlo } = await office()
    const [one, two] = await db.select().from(commissions).where(eq(commissions.affiliateId, carlo.affiliate.id)).orderBy(commissions.id)
    const held = await runGraphql(staff, 'mutation ($id: Int!) { holdCommission(id: $id) { status heldAt } }', { id: one.id })
    expect((held.data?.holdCommission as { heldAt: string | null }).heldAt).not.toBeNull()
    await releaseCommissions(db, new Date(Date.now() + 31 * DAY))
    const early = await runGraphql(staff, 'mutation ($id: Int!) { approveCommission(id: $id) { status } }', { id: one.id })
    expect(early.data?.approveCommission).toEqual({ status: 'approved' })
    expect((await db.select().from(commissions).where(eq(commissions.id, two.id)))[0].status).toBe('approved')
    const again = await runGraphql(staff, 'mutation ($id: Int!) { holdCommission(id: $id) { status } }', { id: one.id })
    expect(again.errors?.[0]?.message).toBe('Only a pending commission can be held or approved early')
  })
})

describe('payouts', () => {
  it('prepares one per affiliate with details over the minimum, exports it, marks it paid; a paid payout never changes', async () => {
    const { staff, carlo, ana } = await office()
    await releaseCommissions(db, new Date(Date.now() + 31 * DAY))
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const prepared = await runGraphql(staff, `mutation ($to: Date!) { preparePayouts(periodTo: $to) { ${PAYOUT_FIELDS} } }`, { to: today })
    // Released "31 days from now": not yet approved before today's end.
    expect(prepared.errors).toBeUndefined()
    expect(prepared.data?.preparePayouts).toEqual([])
    await db.update(commissions).set({ approvedAt: new Date(Date.now() - DAY) })
    const made = await runGraphql(staff, `mutation ($to: Date!) { preparePayouts(periodTo: $to) { ${PAYOUT_FIELDS} } }`, { to: today })
    expect(made.errors).toBeUndefined()
    const [payout] = made.data?.preparePayouts as { id: number; affiliateId: number; amountCentavos: number; commissionCount: number; paidAt: string | null }[]
    expect(payout).toMatchObject({ affiliateId: carlo.affiliate.id, amountCentavos: 133_334, commissionCount: 2, paidAt: null, payoutMethod: 'GCash' })
    // Preparing again finds nothing new; Ana (no details, nothing approved) never gets one.
    expect((await runGraphql(staff, `mutation ($to: Date!) { preparePayouts(periodTo: $to) { id } }`, { to: today })).data?.preparePayouts).toEqual([])
    expect(await db.select().from(payouts).where(eq(payouts.affiliateId, ana.affiliate.id))).toEqual([])

    const csv = await exportPayouts(staff, 'csv', null)
    expect(String(csv.body).split('\n').slice(0, 2)).toEqual([
      'Payout ID,Affiliate,Method,Account name,Account number,Bank,Amount (PHP),Period from,Period to',
      `${payout.id},carlo Partner,GCash,Carlo Reyes,09171234567,,1333.34,${new Date(Date.now() - DAY + 8 * 3_600_000).toISOString().slice(0, 10)},${today}`,
    ])
    const xlsx = await exportPayouts(staff, 'xlsx', [payout.id])
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK')

    const PAID = 'mutation ($id: Int!, $m: String!, $r: String!) { markPayoutPaid(id: $id, method: $m, reference: $r) { paidAt method reference } }'
    expect((await runGraphql(staff, PAID, { id: payout.id, m: 'GCash', r: '' })).errors?.[0]?.extensions?.properties).toEqual({ messages: { reference: [payoutMessages.referenceRequired] } })
    const paid = await runGraphql(staff, PAID, { id: payout.id, m: 'GCash', r: 'GC-2026-11-0001' })
    expect(paid.data?.markPayoutPaid).toMatchObject({ method: 'GCash', reference: 'GC-2026-11-0001' })
    expect((await db.select().from(commissions).where(eq(commissions.payoutId, payout.id))).map((row) => row.status)).toEqual(['paid', 'paid'])
    expect((await runGraphql(staff, PAID, { id: payout.id, m: 'Bank', r: 'X' })).errors?.[0]?.message).toBe(payoutMessages.alreadyPaid)
    expect((await runGraphql(staff, 'mutation ($id: Int!) { cancelPayout(id: $id) }', { id: payout.id })).errors?.[0]?.message).toBe(payoutMessages.alreadyPaid)
    // The affiliate sees it.
    const mine = await runGraphql(carlo.caller, 'query { affiliatePayoutSummary { payouts { amountCentavos reference } } }')
    expect(mine.data?.affiliatePayoutSummary).toEqual({ payouts: [{ amountCentavos: 133_334, reference: 'GC-2026-11-0001' }] })
  })

  it('cancelling a prepared payout returns its commissions to waiting', async () => {
    const { staff, carlo } = await office()
    await db.update(commissions).set({ status: 'approved', approvedAt: new Date(Date.now() - DAY) })
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const [payout] = (await runGraphql(staff, `mutation ($to: Date!) { preparePayouts(periodTo: $to) { id } }`, { to: today })).data?.preparePayouts as { id: number }[]
    expect((await runGraphql(staff, 'mutation ($id: Int!) { cancelPayout(id: $id) }', { id: payout.id })).data?.cancelPayout).toBe(true)
    expect((await db.select().from(commissions).where(eq(commissions.affiliateId, carlo.affiliate.id))).map((row) => [row.status, row.payoutId])).toEqual([
      ['approved', null],
      ['approved', null],
    ])
    await db.update(affiliates).set({ payoutMethod: null }).where(eq(affiliates.id, carlo.affiliate.id))
    expect((await runGraphql(staff, `mutation ($to: Date!) { preparePayouts(periodTo: $to) { id } }`, { to: today })).data?.preparePayouts).toEqual([])
  })
})

describe("staff who are affiliates and their own money", () => {
  it('a non-admin with the affiliates flag cannot approve, rate or pay their own affiliate account; an admin can', async () => {
    const { carlo } = await office()
    const self = await currentUserFor((await db.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.id, carlo.affiliate.id)))[0].userId, { role: 'affiliate' })
    // Carlo also holds a staff level with the affiliates flag.
    const { grantAccessLevel } = await import('../../test/factories')
    await grantAccessLevel(carlo.user.id, { name: 'affiliate-desk', pageAccess: { affiliates: true } })
    const asDesk = await currentUserFor(carlo.user.id, { role: 'affiliate-desk' })
    expect(self.accessLevel?.name).toBe('affiliate')
    const [own] = await db.select().from(commissions).where(eq(commissions.affiliateId, carlo.affiliate.id)).orderBy(commissions.id)
    const refused = [
      await runGraphql(asDesk, 'mutation ($id: Int!) { approveCommission(id: $id) { status } }', { id: own.id }),
      await runGraphql(asDesk, 'mutation ($id: Int!) { setAffiliateStatus(id: $id, status: "active") { status } }', { id: carlo.affiliate.id }),
      await runGraphql(asDesk, 'mutation ($id: Int!, $input: AffiliateCommissionInput!) { updateAffiliateCommission(id: $id, input: $input) { id } }', {
        id: carlo.affiliate.id,
        input: { commissionType: 'Percentage', commissionPercent: 100 },
      }),
    ]
    for (const result of refused) expect(result.errors?.[0]?.message).toBe('You cannot enrol yourself or change, approve or revoke your own payments. Ask another member of staff.')
    expect((await db.select().from(commissions).where(eq(commissions.id, own.id)))[0].status).toBe('pending')
    // The admin role may act on its own money (the staff trust rule's exception).
    await db.update(affiliates).set({ userId: (await createUser({ roles: ['admin'], accessLevels: [{ name: 'admin-desk', pageAccess: { affiliates: true } }] })).id }).where(eq(affiliates.id, carlo.affiliate.id))
    const adminAffiliate = (await db.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.id, carlo.affiliate.id)))[0].userId
    const byAdmin = await runGraphql(await currentUserFor(adminAffiliate), 'mutation ($id: Int!) { approveCommission(id: $id) { status } }', { id: own.id })
    expect(byAdmin.data?.approveCommission).toEqual({ status: 'approved' })
  })
})

describe('the counters the sorts read', () => {
  it('follow every lead and commission written, moved, reversed or deleted', async () => {
    const { carlo, ana, first } = await office()
    const counters = async (id: number) => (await db.select({ leads: affiliates.leadsCount, earned: affiliates.earnedCentavos }).from(affiliates).where(eq(affiliates.id, id)))[0]
    expect(await counters(carlo.affiliate.id)).toEqual({ leads: 2, earned: 133_334 })
    expect(await counters(ana.affiliate.id)).toEqual({ leads: 3, earned: 0 })
    await db.update(leads).set({ affiliateId: carlo.affiliate.id }).where(eq(leads.affiliateId, ana.affiliate.id))
    await db.update(commissions).set({ status: 'reversed' }).where(eq(commissions.paymentScheduleId, first.scheduleIds[0]))
    expect(await counters(carlo.affiliate.id)).toEqual({ leads: 5, earned: 66_667 })
    expect(await counters(ana.affiliate.id)).toEqual({ leads: 0, earned: 0 })
    await db.delete(leads).where(eq(leads.email, 'x@example.com'))
    expect((await counters(carlo.affiliate.id)).leads).toBe(4)
  })
})
