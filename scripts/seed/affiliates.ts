// The demo affiliate: terms accepted (affiliateTimestamp), clicks on their links, leads (three bought through a
// link), a commission on every approved payment of those sales, and a payout of the older ones.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import {
  affiliateClicks,
  affiliates,
  commissions,
  invoices,
  leads,
  paymentSchedules,
  payouts,
  subscriptions,
  users,
} from '../../db/schema'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing, manilaAt } from './helpers'
import type { Catalog } from './commerce'

const AFFILIATE = 'affiliate@tribe.test'
const COMMISSION_PERCENT = 20
const HOLD_DAYS = 30
/** The demo affiliate's link code: /carlo, /tribe-membership/carlo. */
const CODE = 'carlo'

/** The affiliate, their links and leads. Returns lead ids by e-mail. */
export async function seedAffiliate(ctx: SeedContext, catalog: Catalog): Promise<{ affiliateId: number; leadIds: Map<string, number> }> {
  const { tx } = ctx
  const user = userId(ctx, AFFILIATE)
  // The terms were accepted 60 days ago; the shell reads users.affiliateTimestamp, the
  // programme reads affiliates.termsAcceptedAt: the same instant.
  await tx.update(users).set({ affiliateTimestamp: manilaAt(addDays(ctx.today, -60), '13:05') }).where(and(eq(users.id, user), isNull(users.affiliateTimestamp)))
  const [{ accepted }] = await tx.select({ accepted: users.affiliateTimestamp }).from(users).where(eq(users.id, user))
  await tx
    .insert(affiliates)
    .values({ userId: user, code: CODE, codeChosenAt: accepted, termsAcceptedAt: accepted, commissionType: 'Percentage', commissionPercent: COMMISSION_PERCENT, createdAt: accepted! })
    .onConflictDoNothing({ target: affiliates.userId })
  const [{ id: affiliateId }] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, user))

  const funnel = (slug: string | null) => (slug ? catalog.funnelIds.get(slug)! : null)

  const leadSeeds = [
    { email: 'camille.fernandez@tribe.test', name: 'Camille Fernandez', funnel: 'tribe-membership', day: -22, converted: true },
    { email: 'miguel.torres@tribe.test', name: 'Miguel Torres Jr.', funnel: 'tribe-membership', day: -16, converted: true },
    { email: 'princess.manalastas@tribe.test', name: 'Princess Manalastas', funnel: 'tribe-membership-renewal', day: -52, converted: true },
    { email: 'rhea.aguilar@gmail.com', name: 'Rhea Aguilar', funnel: null, day: -6, converted: false },
    { email: 'noel.sison@yahoo.com', name: 'Noel Sison', funnel: 'tribe-lifetime', day: -4, converted: false },
    { email: 'trisha.lacson@gmail.com', name: 'Trisha Lacson', funnel: 'tribe-membership', day: -1, converted: false },
  ]
  const leadRows = await insertMissing(
    tx,
    leads,
    leadSeeds.map((lead) => ({
      affiliateId,
      funnelId: funnel(lead.funnel),
      userId: lead.converted ? userId(ctx, lead.email) : null,
      email: lead.email,
      name: lead.name,
      mobileNumber: `0917${String(5550000 + lead.name.length * 37).slice(0, 7)}`,
      landingUrl: lead.funnel ? `/${lead.funnel}/${CODE}` : `/${CODE}`,
      createdAt: manilaAt(addDays(ctx.today, lead.day), '19:40'),
    })),
    (row) => String(row.email),
    eq(leads.affiliateId, affiliateId),
  )
  await seedClicks(ctx, affiliateId, [null, funnel('tribe-membership'), funnel('tribe-lifetime')])
  return { affiliateId, leadIds: new Map([...leadRows].map(([email, row]) => [email, row.id])) }
}

/**
 * Visits over the last 40 days, a few a day on each link, by made-up visitors (ids from a fixed
 * pattern, so a second seed run adds nothing): the dashboard's clicks and its chart.
 */
async function seedClicks(ctx: SeedContext, affiliateId: number, funnelIds: (string | null)[]) {
  const rows = []
  for (let day = -40; day <= 0; day++) {
    for (const [index, funnelId] of funnelIds.entries()) {
      const visits = (Math.abs(day * 7 + index * 3) % 4) + (index === 0 ? 1 : 0)
      for (let visit = 0; visit < visits; visit++) {
        const date = addDays(ctx.today, day)
        const at = manilaAt(date, `${String(9 + visit * 3).padStart(2, '0')}:15`)
        const visitorId = `00000000-0000-4000-8000-${String(Math.abs(day) * 100 + index * 10 + visit).padStart(12, '0')}`
        rows.push({ affiliateId, funnelId, visitorId, day: date, firstAt: at, lastAt: at })
      }
    }
  }
  await ctx.tx.insert(affiliateClicks).values(rows).onConflictDoNothing()
}

/**
 * A commission for every approved payment of an attributed sale (pending inside the 30-day hold,
 * approved after it), then one paid payout of the approved ones.
 */
export async function seedCommissions(ctx: SeedContext, affiliateId: number) {
  const { tx } = ctx
  const paid = await tx
    .select({ id: paymentSchedules.id, price: paymentSchedules.priceCentavos, approvedAt: paymentSchedules.approvedAt, leadId: leads.id })
    .from(paymentSchedules)
    .innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(leads, eq(leads.id, subscriptions.leadId))
    .where(and(eq(leads.affiliateId, affiliateId), isNotNull(paymentSchedules.transactionId)))
  const now = Date.now()
  if (paid.length) {
    await tx
      .insert(commissions)
      .values(
        paid.map((schedule) => {
          const holdUntil = new Date(schedule.approvedAt!.getTime() + HOLD_DAYS * 86_400_000)
          const released = holdUntil.getTime() <= now
          return {
            affiliateId,
            paymentScheduleId: schedule.id,
            leadId: schedule.leadId,
            commissionType: 'Percentage' as const,
            commissionPercent: COMMISSION_PERCENT,
            amountCentavos: Math.round((schedule.price * COMMISSION_PERCENT) / 100),
            status: released ? ('approved' as const) : ('pending' as const),
            holdUntil,
            approvedAt: released ? holdUntil : null,
            createdAt: schedule.approvedAt!,
          }
        }),
      )
      .onConflictDoNothing()
  }

  const reference = 'SEED-PAYOUT-001'
  const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(and(eq(payouts.affiliateId, affiliateId), eq(payouts.reference, reference)))
  if (existing) return
  const due = await tx
    .select({ id: commissions.id, amount: commissions.amountCentavos })
    .from(commissions)
    .where(and(eq(commissions.affiliateId, affiliateId), isNull(commissions.payoutId), eq(commissions.status, 'approved')))
  if (due.length === 0) throw new Error('seed: the demo affiliate has no approved commission for a payout')
  const [payout] = await tx
    .insert(payouts)
    .values({
      affiliateId,
      amountCentavos: due.reduce((sum, row) => sum + row.amount, 0),
      periodFrom: addDays(ctx.today, -60),
      periodTo: addDays(ctx.today, -10),
      method: 'GCash',
      reference,
      paidAt: manilaAt(addDays(ctx.today, -5), '16:00'),
      createdById: userId(ctx, 'grace.villanueva@tribe.test'),
    })
    .returning({ id: payouts.id })
  await tx.update(commissions).set({ payoutId: payout.id, status: 'paid' }).where(inArray(commissions.id, due.map((row) => row.id)))
}
