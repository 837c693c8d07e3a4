// grantSubscription: the one way a user gets a subscription (admin enrolment, a manual
// subscription, a paid checkout, an import). It runs in the CALLER's transaction and costs a fixed
// number of statements whatever the term:
//   1. the funnel, the term (offered by the funnel, or 'one-time', always allowed) and the user
//   2. insert the subscription      3. insert the invoice      4. insert every schedule row at once
//   5. make sure the `member` level exists   6. give it to the user (on conflict do nothing)
//   7. remove `non-member` from the user   8. the info log   (9. the welcome e-mail when asked)
//
// Decision (docs/api.md "Enrolment and subscriptions"): a subscription makes the user a member, so
// the `member` access level is added and `non-member` removed; unsubscribing does not take
// `member` away again (their other subscriptions and history stay readable, and an admin decides).
import { and, eq, inArray, sql } from 'drizzle-orm'
import { accessLevels, DEFAULT_PAYMENT_TERM_ID, LIFETIME_EXPIRY, invoices, paymentSchedules, subscriptions, userAccessLevels } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import type { Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { earnCommissions } from '../affiliates/commissions'
import { enqueue } from '../../lib/jobs'
import { enqueueEmail } from '../../lib/mailer'
import { addDays, manilaDate } from '../../lib/time'
import { splitCentavos } from '../../lib/money'

export type GrantSource = 'enrol' | 'manual' | 'checkout' | 'import'

export type GrantSubscriptionInput = {
  userId: number
  funnelId: string
  /** Must be one the funnel offers; 'one-time' is always allowed. */
  paymentTermId: string
  /** Default now; a manual subscription's startByDays moves it. */
  startsAt?: Date
  /** undefined = the funnel's; null = lifetime (LIFETIME_EXPIRY). */
  validityByDays?: number | null
  /** Recorded on the invoice; the discount is taken off the total. */
  couponId?: number | null
  discountCentavos?: number
  /**
   * The whole price after the discount as the buyer agreed to it (a checkout session's quoted
   * total): the rows are split from it. Left out (enrolment, manual subscriptions, imports), the
   * funnel's current price on the term, less the discount.
   */
  totalCentavos?: number
  /** Pays the first schedule row at once. */
  paid?: { transactionId: string; paymentPlatform: string; externalInvoiceId?: string | null }
  /** Who did it (null: the buyer themself at checkout). */
  actorId: number | null
  originalUserId?: number | null
  source: GrantSource
  welcomeEmail?: boolean
}

export type GrantSubscriptionResult = { subscriptionId: number; invoiceId: number; scheduleIds: number[] }

export const grantMessages = {
  funnelNotFound: 'Funnel not found',
  userNotFound: 'User not found',
  paymentTermNotFound: 'Payment term not found',
  paymentTermNotOffered: 'This funnel does not offer that payment term',
  badValidity: 'Validity must be a whole number of days, at least 1',
  badDiscount: 'The discount must be a whole number of centavos, not negative',
  badTotal: 'The total must be a whole number of centavos, not negative',
} as const

type IntervalUnit = 'day' | 'week' | 'month'

/** 'YYYY-MM-DD' moved by whole months; the day is kept, or the month's last day when it has fewer (Jan 31 -> Feb 28). */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number)
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = index - targetYear * 12
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  const result = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)))
  return result.toISOString().slice(0, 10)
}

/** The due date of instalment `index` (0 = the first, on `firstDate`). */
export function instalmentDate(firstDate: string, index: number, unit: IntervalUnit, count: number): string {
  if (index === 0) return firstDate
  if (unit === 'month') return addCalendarMonths(firstDate, index * count)
  const days = index * count * (unit === 'week' ? 7 : 1)
  const time = Date.parse(`${firstDate}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** The row of readOffer's statement (its aliases): null columns are what was not found. */
type Offer = {
  funnel_id: string | null
  funnel_name: string | null
  funnel_price: number | null
  funnel_validity: number | null
  offered: boolean
  offered_total: number | null
  term_id: string | null
  number_of_payments: number | null
  interval_unit: IntervalUnit | null
  interval_count: number | null
  user_id: number | null
  user_email: string | null
  user_first_name: string | null
}

export async function grantSubscription(tx: Executor, input: GrantSubscriptionInput): Promise<GrantSubscriptionResult> {
  const discount = input.discountCentavos ?? 0
  refuseBadAmounts(input, discount)

  // 1. Everything the grant depends on in one read (a single row even when nothing matches).
  const offer = await readOffer(tx, input)

  const startsAt = input.startsAt ?? new Date()
  const validity = input.validityByDays === undefined ? offer.funnel_validity : input.validityByDays
  const expiry = validity == null ? LIFETIME_EXPIRY : addDays(startsAt, validity)
  // What was agreed wins over today's price: a funnel repriced between a checkout's start and its
  // payment does not change what the buyer owes (docs/product.md, "checkout").
  const gross = Number(offer.offered_total ?? offer.funnel_price ?? 0)
  const total = input.totalCentavos ?? Math.max(0, gross - discount)
  const parts = Number(offer.number_of_payments ?? 1)
  const firstDate = manilaDate(startsAt)
  const unit = (offer.interval_unit ?? 'month') as IntervalUnit
  const count = Number(offer.interval_count ?? 1)
  const now = new Date()

  // 2-4. The subscription, its invoice and its schedule rows.
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      funnelId: input.funnelId,
      paymentTermId: input.paymentTermId,
      startsAt,
      expiry: expiry < startsAt ? startsAt : expiry,
      createdById: input.source === 'checkout' || input.source === 'import' ? null : input.actorId,
      // The buyer's tie to an affiliate, if any (affiliates/attribution.ts): whose sale this is.
      leadId: sql`(select id from leads where user_id = ${input.userId})`,
    })
    .returning({ id: subscriptions.id, expiry: subscriptions.expiry })
  const [invoice] = await tx
    .insert(invoices)
    .values({ subscriptionId: subscription.id, couponId: input.couponId ?? null, discountCentavos: discount })
    .returning({ id: invoices.id })
  const rows = splitCentavos(total, parts).map((priceCentavos, index) => {
    const paid = index === 0 && input.paid
    return {
      invoiceId: invoice.id,
      priceCentavos,
      scheduleDate: instalmentDate(firstDate, index, unit, count),
      transactionId: paid ? input.paid!.transactionId : null,
      paymentPlatform: paid ? input.paid!.paymentPlatform : null,
      externalInvoiceId: paid ? (input.paid!.externalInvoiceId ?? null) : null,
      approvedAt: paid ? now : null,
      approvedById: paid ? input.actorId : null,
    }
  })
  const schedules = await tx.insert(paymentSchedules).values(rows).returning({ id: paymentSchedules.id })
  const scheduleIds = schedules.map((row) => row.id).sort((a, b) => a - b)
  // A first row paid at once earns the referring affiliate's commission as any approval does.
  if (input.paid) await earnCommissions(tx, scheduleIds.slice(0, 1))
  // The receipt of the first row a checkout pays, queued with it (services/reminders/receipts.ts).
  if (input.paid && rows[0].priceCentavos > 0) await enqueue('payment-receipt', { paymentScheduleId: scheduleIds[0], transactionId: input.paid.transactionId }, { tx })

  // 5-7. A subscriber is a member, no longer a non-member.
  await makeMember(tx, input.userId)

  // 8. Who did it.
  await writeInfoLog(
    {
      action: 'subscription-granted',
      userId: input.actorId,
      originalUserId: input.originalUserId ?? null,
      entityType: 'subscription',
      entityId: subscription.id,
      details: {
        source: input.source,
        subscriberId: input.userId,
        funnelId: input.funnelId,
        paymentTermId: input.paymentTermId,
        startsAt: startsAt.toISOString(),
        expiry: subscription.expiry.toISOString(),
        invoiceId: invoice.id,
        scheduleIds,
        totalCentavos: total,
        discountCentavos: discount,
        couponId: input.couponId ?? null,
        paidTransactionId: input.paid?.transactionId ?? null,
      },
    },
    tx,
  )

  // 9. The welcome e-mail, through the outbox (sent only if the transaction commits).
  if (input.welcomeEmail && offer.user_email) await enqueueWelcome(tx, offer, offer.user_email, subscription.expiry)

  return { subscriptionId: subscription.id, invoiceId: invoice.id, scheduleIds }
}

/** The amounts a caller may set: whole centavos, none negative, and a validity of at least a day. */
function refuseBadAmounts(input: GrantSubscriptionInput, discount: number) {
  if (!Number.isInteger(discount) || discount < 0) throw new UserInputError(grantMessages.badDiscount, { discountCentavos: [grantMessages.badDiscount] })
  if (input.totalCentavos !== undefined && (!Number.isInteger(input.totalCentavos) || input.totalCentavos < 0)) {
    throw new UserInputError(grantMessages.badTotal, { totalCentavos: [grantMessages.badTotal] })
  }
  if (input.validityByDays != null && (!Number.isInteger(input.validityByDays) || input.validityByDays < 1)) {
    throw new UserInputError(grantMessages.badValidity, { validityByDays: [grantMessages.badValidity] })
  }
}

/** Everything the grant depends on in one read (a single row even when nothing matches), refused when the funnel, user or term is missing or the term is not offered. */
async function readOffer(tx: Executor, input: GrantSubscriptionInput): Promise<Offer> {
  const offer = (
    await tx.execute<Offer>(sql`
      select f.id as funnel_id, f.name as funnel_name, f.price_centavos as funnel_price, f.validity_by_days as funnel_validity,
        (fpt.payment_term_id is not null) as offered, fpt.total_price_centavos as offered_total,
        pt.id as term_id, pt.number_of_payments, pt.interval_unit, pt.interval_count,
        u.id as user_id, u.email as user_email, u.first_name as user_first_name
      from (select 1) as one
      left join funnels f on f.id = ${input.funnelId}
      left join funnel_payment_terms fpt on fpt.funnel_id = f.id and fpt.payment_term_id = ${input.paymentTermId}
      left join payment_terms pt on pt.id = ${input.paymentTermId}
      left join users u on u.id = ${input.userId}`)
  ).rows[0]
  if (!offer.funnel_id) throw new UserInputError(grantMessages.funnelNotFound, { funnelId: [grantMessages.funnelNotFound] })
  if (!offer.user_id) throw new UserInputError(grantMessages.userNotFound, { userId: [grantMessages.userNotFound] })
  if (!offer.term_id) throw new UserInputError(grantMessages.paymentTermNotFound, { paymentTermId: [grantMessages.paymentTermNotFound] })
  if (!offer.offered && input.paymentTermId !== DEFAULT_PAYMENT_TERM_ID) {
    throw new UserInputError(grantMessages.paymentTermNotOffered, { paymentTermId: [grantMessages.paymentTermNotOffered] })
  }
  return offer
}

/** A subscriber is a member, no longer a non-member. */
async function makeMember(tx: Executor, userId: number) {
  await tx.insert(accessLevels).values({ name: 'member', label: 'Member' }).onConflictDoNothing({ target: accessLevels.name })
  // insert ... select: the level's id is read by the statement that uses it.
  await tx.execute(sql`
    insert into user_access_levels (user_id, access_level_id)
    select ${userId}, id from access_levels where name = 'member'
    on conflict do nothing`)
  await tx
    .delete(userAccessLevels)
    .where(
      and(
        eq(userAccessLevels.userId, userId),
        inArray(userAccessLevels.accessLevelId, tx.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, 'non-member'))),
      ),
    )
}

/** The welcome e-mail, through the outbox (sent only if the transaction commits). */
async function enqueueWelcome(tx: Executor, offer: Offer, email: string, expiry: Date) {
  const lifetime = expiry.getTime() >= LIFETIME_EXPIRY.getTime()
  const until = lifetime ? 'with lifetime access' : `until ${manilaDate(expiry)}`
  await enqueueEmail(
    {
      to: email,
      subject: `Welcome to ${offer.funnel_name}`,
      text: `Hi ${offer.user_first_name ?? ''},\n\nYou are now enrolled in ${offer.funnel_name} ${until}.\nSign in to open your products and courses.\n`,
    },
    tx,
  )
}
