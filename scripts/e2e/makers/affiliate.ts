// An affiliate of one journey's own, placed as the seed places the demo affiliate: a user with the
// affiliate level, the terms accepted (users.affiliateTimestamp and affiliates.termsAcceptedAt, the
// same instant), a link code chosen, 20% commission and GCash payout details.
// With { affiliateId }: an approved commission for that affiliate instead, on the paid first
// instalment of a subscription granted (as an admin's manual subscription) to a made buyer tied to
// the affiliate (their lead, as a signup through the link writes it); the commission row is inserted as the daily release leaves one whose hold ended (the seed's way).
import { asc, eq, isNotNull, and } from 'drizzle-orm'
import { affiliates, commissions, funnels, leads, paymentSchedules, users } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { grantSubscription } from '../../../api/src/services/subscriptions/grantSubscription'
import { uniqueTag } from '../unique'
import person, { type Person } from './person'

const PERCENT = 20

export type MadeAffiliate = Person & { affiliateId: number; code: string; gcash: string }
export type MadeCommission = { commissionId: number; amountCentavos: number; buyer: Person }

export default async function affiliate(input: { affiliateId?: number } = {}): Promise<MadeAffiliate | MadeCommission> {
  if (input.affiliateId) return approvedCommission(input.affiliateId)
  const tag = uniqueTag()
  const made = await person({ firstName: 'Dina', lastName: `Affiliate ${tag}`, accessLevels: ['affiliate'] })
  const accepted = new Date(Date.now() - 30 * 86_400_000)
  const code = `dina-${tag}`.toLowerCase()
  const gcash = '09171234567'
  await db.update(users).set({ affiliateTimestamp: accepted }).where(eq(users.id, made.id))
  const [row] = await db
    .insert(affiliates)
    .values({
      userId: made.id,
      code,
      codeChosenAt: accepted,
      termsAcceptedAt: accepted,
      commissionType: 'Percentage',
      commissionPercent: PERCENT,
      payoutMethod: 'GCash',
      payoutAccountName: made.name,
      payoutAccountNumber: gcash,
      createdAt: accepted,
    })
    .returning({ id: affiliates.id })
  return { ...made, affiliateId: row.id, code, gcash }
}

async function approvedCommission(affiliateId: number): Promise<MadeCommission> {
  const buyer = await person({ firstName: 'Nico', lastName: `Buyer ${uniqueTag()}` })
  const [funnel] = await db.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, 'tribe-membership'))
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@tribe.test'))
  if (!funnel || !admin) throw new Error('The seed has no tribe-membership funnel or admin')
  return db.transaction(async (tx) => {
    const startsAt = new Date(Date.now() - 40 * 86_400_000)
    const { invoiceId } = await grantSubscription(tx, {
      userId: buyer.id,
      funnelId: funnel.id,
      paymentTermId: 'monthly-3',
      startsAt,
      paid: { transactionId: `E2E-${uniqueTag()}-1`, paymentPlatform: 'GCash' },
      actorId: admin.id,
      source: 'manual',
    })
    const [schedule] = await tx
      .select({ id: paymentSchedules.id, price: paymentSchedules.priceCentavos })
      .from(paymentSchedules)
      .where(and(eq(paymentSchedules.invoiceId, invoiceId), isNotNull(paymentSchedules.transactionId)))
      .orderBy(asc(paymentSchedules.scheduleDate))
    const [lead] = await tx.insert(leads).values({ affiliateId, userId: buyer.id, email: buyer.email, createdAt: startsAt }).returning({ id: leads.id })
    const amountCentavos = Math.round((schedule.price * PERCENT) / 100)
    const holdUntil = new Date(Date.now() - 86_400_000)
    const [made] = await tx
      .insert(commissions)
      .values({
        affiliateId,
        paymentScheduleId: schedule.id,
        leadId: lead.id,
        commissionType: 'Percentage',
        commissionPercent: PERCENT,
        amountCentavos,
        status: 'approved',
        holdUntil,
        approvedAt: holdUntil,
        createdAt: startsAt,
      })
      .returning({ id: commissions.id })
    return { commissionId: made.id, amountCentavos, buyer }
  })
}
