// The affiliate's own pages: links, leads, dashboard; and where a public link leads.
import { describe, expect } from 'vitest'
import { affiliateClicks, commissions, leads } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate } from '../../lib/time'
import { createSchedule, createSubscription, createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { affiliateNamed, memberNamed, programme, setSetting } from './affiliates.scenarios'

const LINKS = 'query { affiliateLinks { funnelId name path clicks leads } }'
const LEADS = 'query ($page: Int, $pageSize: Int) { affiliateLeads(page: $page, pageSize: $pageSize) { items { id name maskedEmail funnelName stage } totalCount page pageSize } }'
const DASHBOARD = 'query ($days: Int) { affiliateDashboard(days: $days) { days clicks leads payingCustomers daily { day clicks leads } } }'
const TARGET = 'query ($slug: String!, $code: String) { affiliateLinkTarget(slug: $slug, code: $code) { kind funnelId path } }'

const visitor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const today = () => manilaDate()

/** Carlo with clicks and leads on two links, and Rival with his own (never shown to Carlo). */
const twoAffiliates = async () => {
  const { membership, closed } = await programme()
  const carlo = await affiliateNamed('carlo')
  const rival = await affiliateNamed('rival')
  const click = (affiliateId: number, funnelId: string | null, n: number, day = today()) => ({ affiliateId, funnelId, visitorId: visitor(n), day })
  await db.insert(affiliateClicks).values([
    click(carlo.affiliate.id, null, 1),
    click(carlo.affiliate.id, null, 2),
    click(carlo.affiliate.id, membership.id, 3),
    click(carlo.affiliate.id, membership.id, 3, addCalendarDays(today(), -10)),
    click(rival.affiliate.id, null, 4),
  ])
  // Leads: one only left details, one signed up, one paid, one overdue; and one of Rival's.
  const person = async (email: string) => createUser({ email, firstName: email.split('@')[0], lastName: 'Lead' })
  const signedUp = await person('signed@example.com')
  const payer = await person('payer@example.com')
  const late = await person('late@example.com')
  const paid = await createSubscription(payer.id, new Date(Date.now() + 300 * 86_400_000))
  const paidRow = await createSchedule(paid.invoice.id, today(), { paid: true })
  const owing = await createSubscription(late.id, new Date(Date.now() + 300 * 86_400_000))
  const lateRow = await createSchedule(owing.invoice.id, addCalendarDays(today(), -40), { paid: true })
  await createSchedule(owing.invoice.id, addCalendarDays(today(), -3))
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
  const made = await db
    .insert(leads)
    .values([
      { affiliateId: carlo.affiliate.id, email: 'maria.santos@gmail.com', name: 'Maria Santos', createdAt: at(40) },
      { affiliateId: carlo.affiliate.id, funnelId: membership.id, userId: signedUp.id, email: signedUp.email, createdAt: at(30) },
      { affiliateId: carlo.affiliate.id, funnelId: membership.id, userId: payer.id, email: payer.email, createdAt: at(20) },
      { affiliateId: carlo.affiliate.id, userId: late.id, email: late.email, createdAt: at(10) },
      { affiliateId: rival.affiliate.id, email: 'rivals.lead@example.com', createdAt: at(5) },
    ])
    .returning({ id: leads.id, userId: leads.userId })
  const leadOf = (userId: number) => made.find((lead) => lead.userId === userId)!.id
  // What their approvals earned Carlo (the approval path writes these: commissions.test.ts).
  await db.insert(commissions).values(
    [
      { row: paidRow, buyer: payer },
      { row: lateRow, buyer: late },
    ].map(({ row, buyer }) => ({ affiliateId: carlo.affiliate.id, paymentScheduleId: row.id, leadId: leadOf(buyer.id), commissionType: 'Percentage' as const, commissionPercent: 20, amountCentavos: 10_000 })),
  )
  return { membership, closed, carlo, rival }
}

describe('affiliateLinks', () => {
  scenario('the main link and one per open funnel, each with its own clicks and leads', twoAffiliates, async ({ carlo, membership }) => {
    const result = await runGraphql(carlo.caller, LINKS)
    expect(result.errors).toBeUndefined()
    expect(result.data?.affiliateLinks).toEqual([
      { funnelId: null, name: 'Main link', path: '/carlo', clicks: 2, leads: 2 },
      { funnelId: membership.id, name: 'Membership', path: '/membership/carlo', clicks: 2, leads: 2 },
    ])
  })
})

describe('affiliateLeads', () => {
  scenario('newest first, each with its stage in the pipeline and a masked e-mail; never another affiliate\'s', twoAffiliates, async ({ carlo }) => {
    const result = await runGraphql(carlo.caller, LEADS)
    expect(result.errors).toBeUndefined()
    expect(result.data?.affiliateLeads).toMatchObject({
      totalCount: 4,
      page: 1,
      items: [
        { name: 'late Lead', maskedEmail: 'la***@example.com', funnelName: null, stage: 'overdue' },
        { name: 'payer Lead', maskedEmail: 'pa***@example.com', funnelName: 'Membership', stage: 'paid' },
        { name: 'signed Lead', maskedEmail: 'si***@example.com', funnelName: 'Membership', stage: 'signed up' },
        { name: 'Maria Santos', maskedEmail: 'ma***@gmail.com', funnelName: null, stage: 'lead' },
      ],
    })
    const second = await runGraphql(carlo.caller, LEADS, { page: 2, pageSize: 3 })
    expect((second.data?.affiliateLeads as { items: { name: string }[] }).items.map((lead) => lead.name)).toEqual(['Maria Santos'])
  })

  scenario('a member without the affiliate level is refused every affiliate read', twoAffiliates, async () => {
    const { caller } = await memberNamed('Plain', 'Member')
    for (const document of [LINKS, LEADS, DASHBOARD]) {
      const result = await runGraphql(caller, document)
      expect((result.errors?.[0]?.extensions as { code?: string }).code, document).toBe('FORBIDDEN')
    }
    // Holding the level but acting as a member is refused the same way.
    const { user } = await affiliateNamed('both')
    const asMember = await currentUserFor(user.id, { role: 'member' })
    expect((await runGraphql(asMember, LEADS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })
})

describe('affiliateDashboard', () => {
  scenario('clicks, leads and paying customers of the period, and every day of it', twoAffiliates, async ({ carlo }) => {
    // Paying: the payer and the late one (both earned Carlo a commission today; the late one owes another).
    const week = await runGraphql(carlo.caller, DASHBOARD, { days: 7 })
    expect(week.errors).toBeUndefined()
    const data = week.data?.affiliateDashboard as { days: number; clicks: number; leads: number; payingCustomers: number; daily: { day: string; clicks: number; leads: number }[] }
    expect({ days: data.days, clicks: data.clicks, leads: data.leads, payingCustomers: data.payingCustomers }).toEqual({ days: 7, clicks: 3, leads: 4, payingCustomers: 2 })
    expect(data.daily).toHaveLength(7)
    expect(data.daily.at(-1)).toEqual({ day: today(), clicks: 3, leads: 4 })
    expect(data.daily[0].day).toBe(addCalendarDays(today(), -6))
    const month = (await runGraphql(carlo.caller, DASHBOARD, { days: 30 })).data?.affiliateDashboard as { clicks: number; daily: unknown[] }
    expect(month.clicks).toBe(4)
    expect(month.daily).toHaveLength(30)
    const bad = await runGraphql(carlo.caller, DASHBOARD, { days: 9 })
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})

describe('affiliateLinkTarget (signed out)', () => {
  scenario('a funnel\'s slug is its page; an affiliate\'s code leads to the main offer; a funnel through a code is the funnel', twoAffiliates, async ({ membership, closed }) => {
    const target = async (slug: string, code?: string) => (await runGraphql(null, TARGET, { slug, code })).data?.affiliateLinkTarget
    expect(await target('membership')).toEqual({ kind: 'funnel', funnelId: membership.id, path: `/checkout/${membership.id}` })
    expect(await target('carlo')).toEqual({ kind: 'affiliate', funnelId: membership.id, path: `/checkout/${membership.id}` })
    expect(await target('membership', 'carlo')).toEqual({ kind: 'affiliate', funnelId: membership.id, path: `/checkout/${membership.id}` })
    expect(await target('membership', 'nobody')).toEqual({ kind: 'funnel', funnelId: membership.id, path: `/checkout/${membership.id}` })
    expect(await target('old-offer', 'carlo')).toEqual({ kind: 'affiliate', funnelId: closed.id, path: '/checkout/closed' })
    expect(await target('nobody')).toBeNull()
    expect(await target('nofunnel', 'carlo')).toBeNull()
    await setSetting('mainOffer', '/form/waitlist')
    expect(await target('carlo')).toEqual({ kind: 'affiliate', funnelId: null, path: '/form/waitlist' })
  })
})
