// The demo affiliate: terms accepted (affiliateTimestamp), links, leads (three bought through a
// link), a commission on every approved payment of those sales, and a payout of the older ones.
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import {
  affiliateLinks,
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
    .values({ userId: user, termsAcceptedAt: accepted, commissionType: 'Percentage', commissionPercent: COMMISSION_PERCENT, createdAt: accepted! })
    .onConflictDoNothing({ target: affiliates.userId })
  const [{ id: affiliateId }] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, user))

  await tx
    .insert(affiliateLinks)
    .values([
      { affiliateId, funnelId: null, slug: 'carlo' },
      { affiliateId, funnelId: catalog.funnelIds.get('tribe-membership')!, slug: 'carlo-membership' },
      { affiliateId, funnelId: catalog.funnelIds.get('tribe-membership-renewal')!, slug: 'carlo-renewal' },
      { affiliateId, funnelId: catalog.funnelIds.get('tribe-lifetime')!, slug: 'carlo-lifetime' },
    ])
    .onConflictDoNothing({ target: affiliateLinks.slug })
  const links = await tx.select().from(affiliateLinks).where(eq(affiliateLinks.affiliateId, affiliateId))
  const link = (slug: string) => links.find((row) => row.slug === slug)!

  const leadSeeds = [
    { email: 'camille.fernandez@tribe.test', name: 'Camille Fernandez', link: 'carlo-membership', day: -22, converted: true },
    { email: 'miguel.torres@tribe.test', name: 'Miguel Torres Jr.', link: 'carlo-membership', day: -16, converted: true },
    { email: 'princess.manalastas@tribe.test', name: 'Princess Manalastas', link: 'carlo-renewal', day: -52, converted: true },
    { email: 'rhea.aguilar@gmail.com', name: 'Rhea Aguilar', link: 'carlo', day: -6, converted: false },
    { email: 'noel.sison@yahoo.com', name: 'Noel Sison', link: 'carlo-lifetime', day: -4, converted: false },
    { email: 'trisha.lacson@gmail.com', name: 'Trisha Lacson', link: 'carlo-membership', day: -1, converted: false },
  ]
  const leadRows = await insertMissing(
    tx,
    leads,
    leadSeeds.map((lead) => ({
      affiliateId,
      affiliateLinkId: link(lead.link).id,
      funnelId: link(lead.link).funnelId,
      userId: lead.converted ? userId(ctx, lead.email) : null,
      email: lead.email,
      name: lead.name,
      mobileNumber: `0917${String(5550000 + lead.name.length * 37).slice(0, 7)}`,
      landingUrl: `/${link(lead.link).slug}`,
      createdAt: manilaAt(addDays(ctx.today, lead.day), '19:40'),
    })),
    (row) => String(row.email),
    eq(leads.affiliateId, affiliateId),
  )
  return { affiliateId, leadIds: new Map([...leadRows].map(([email, row]) => [email, row.id])) }
}

/** A commission for every approved payment of an attributed sale, then one payout of those older than 10 days. */
export async function seedCommissions(ctx: SeedContext, affiliateId: number) {
  const { tx } = ctx
  const paid = await tx
    .select({ id: paymentSchedules.id, price: paymentSchedules.priceCentavos, approvedAt: paymentSchedules.approvedAt })
    .from(paymentSchedules)
    .innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(leads, eq(leads.id, subscriptions.leadId))
    .where(and(eq(leads.affiliateId, affiliateId), isNotNull(paymentSchedules.transactionId)))
  if (paid.length) {
    await tx
      .insert(commissions)
      .values(
        paid.map((schedule) => ({
          affiliateId,
          paymentScheduleId: schedule.id,
          commissionType: 'Percentage' as const,
          commissionPercent: COMMISSION_PERCENT,
          amountCentavos: Math.round((schedule.price * COMMISSION_PERCENT) / 100),
          createdAt: schedule.approvedAt!,
        })),
      )
      .onConflictDoNothing()
  }

  const reference = 'SEED-PAYOUT-001'
  const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(and(eq(payouts.affiliateId, affiliateId), eq(payouts.reference, reference)))
  if (existing) return
  const cutoff = manilaAt(addDays(ctx.today, -10), '00:00')
  const due = await tx
    .select({ id: commissions.id, amount: commissions.amountCentavos })
    .from(commissions)
    .where(and(eq(commissions.affiliateId, affiliateId), isNull(commissions.payoutId), isNull(commissions.voidedAt), lte(commissions.createdAt, cutoff)))
  if (due.length === 0) throw new Error('seed: the demo affiliate has no commission old enough for a payout')
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
  await tx.update(commissions).set({ payoutId: payout.id }).where(inArray(commissions.id, due.map((row) => row.id)))
}
