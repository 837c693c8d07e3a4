import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LIFETIME_EXPIRY, accessLevels, infoLogs, invoices, outboxEmails, paymentSchedules, subscriptions, userAccessLevels } from '../../../../db/schema'
import { db } from '../../lib/db'
import { scenario } from '../../test/scenario'
import { addCalendarMonths, grantMessages, grantSubscription, instalmentDate } from './grantSubscription'
import { billing } from './subscriptions.scenarios'
import { splitCentavos } from '../../lib/money'

const grant = (input: Parameters<typeof grantSubscription>[1]) => db.transaction((tx) => grantSubscription(tx, input))

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string } }
  }
  throw new Error('expected a refusal')
}

const levelsOf = async (userId: number) =>
  (
    await db
      .select({ name: accessLevels.name })
      .from(userAccessLevels)
      .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
      .where(eq(userAccessLevels.userId, userId))
  )
    .map((row) => row.name)
    .sort()

const schedulesOf = (invoiceId: number) =>
  db.select().from(paymentSchedules).where(eq(paymentSchedules.invoiceId, invoiceId)).orderBy(asc(paymentSchedules.scheduleDate))

describe('money and date helpers', () => {
  it('splits centavos with the remainder on the first row', () => {
    expect(splitCentavos(1_000_001, 3)).toEqual([333_335, 333_333, 333_333])
    expect(splitCentavos(0, 2)).toEqual([0, 0])
    expect(splitCentavos(500, 1)).toEqual([500])
  })
  it('moves calendar months keeping the day, or the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(instalmentDate('2026-12-15', 2, 'week', 1)).toBe('2026-12-29')
    expect(instalmentDate('2026-12-15', 1, 'day', 10)).toBe('2026-12-25')
    expect(instalmentDate('2026-12-15', 0, 'month', 1)).toBe('2026-12-15')
  })
})

describe('grantSubscription', () => {
  scenario('a 3-payment term: three rows a month apart from the Manila start date, the remainder on the first', billing, async ({ admin, buyer, annual }) => {
    // 20:00 UTC on 30 Nov is already 1 Dec in Manila.
    const startsAt = new Date('2026-11-30T20:00:00Z')
    const result = await grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', startsAt, actorId: admin.id, source: 'enrol' })
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, result.subscriptionId))
    expect(subscription).toMatchObject({ userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', createdById: admin.id })
    expect(subscription.startsAt.toISOString()).toBe(startsAt.toISOString())
    expect(subscription.expiry.toISOString()).toBe(new Date(startsAt.getTime() + 365 * 86_400_000).toISOString())
    const rows = await schedulesOf(result.invoiceId)
    expect(rows.map((row) => [row.scheduleDate, row.priceCentavos, row.transactionId])).toEqual([
      ['2026-12-01', 333_335, null],
      ['2027-01-01', 333_333, null],
      ['2027-02-01', 333_333, null],
    ])
    expect(result.scheduleIds).toEqual(rows.map((row) => row.id))
    expect(await levelsOf(buyer.id)).toEqual(['member'])
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'subscription-granted'))
    expect(log).toMatchObject({ userId: admin.id, entityType: 'subscription', entityId: String(result.subscriptionId) })
    expect(log.details).toMatchObject({ source: 'enrol', subscriberId: buyer.id, totalCentavos: 1_000_001 })
  })

  scenario('lifetime: a funnel without validity, or validityByDays null, expires at LIFETIME_EXPIRY', billing, async ({ buyer, lifetime, annual }) => {
    const first = await grant({ userId: buyer.id, funnelId: lifetime.id, paymentTermId: 'one-time', actorId: null, source: 'checkout' })
    const second = await grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', validityByDays: null, actorId: null, source: 'manual' })
    const third = await grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', validityByDays: 30, actorId: null, source: 'manual', startsAt: new Date('2026-01-01T00:00:00Z') })
    const expiries = await db.select({ id: subscriptions.id, expiry: subscriptions.expiry }).from(subscriptions).orderBy(asc(subscriptions.id))
    expect(expiries.map((row) => row.expiry.toISOString())).toEqual([LIFETIME_EXPIRY.toISOString(), LIFETIME_EXPIRY.toISOString(), '2026-01-31T00:00:00.000Z'])
    expect([first, second, third].map((r) => r.scheduleIds.length)).toEqual([1, 1, 1])
  })

  scenario('a discount comes off the total, never below 0, and is recorded on the invoice; paid pays the first row', billing, async ({ buyer, lifetime, trial }) => {
    const result = await grant({
      userId: buyer.id,
      funnelId: lifetime.id,
      paymentTermId: 'one-time',
      discountCentavos: 600_000,
      paid: { transactionId: 'txn-1', paymentPlatform: 'test', externalInvoiceId: 'INV-1' },
      actorId: null,
      source: 'checkout',
      welcomeEmail: true,
    })
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, result.invoiceId))
    expect(invoice.discountCentavos).toBe(600_000)
    const [row] = await schedulesOf(result.invoiceId)
    expect(row).toMatchObject({ priceCentavos: 0, transactionId: 'txn-1', paymentPlatform: 'test', externalInvoiceId: 'INV-1' })
    expect(row.approvedAt).not.toBeNull()
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'juan@example.com'))
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to Lifetime'])
    // 'one-time' is allowed even on a funnel that does not list it.
    const free = await grant({ userId: buyer.id, funnelId: trial.id, paymentTermId: 'one-time', actorId: null, source: 'checkout' })
    expect((await schedulesOf(free.invoiceId)).map((r) => r.priceCentavos)).toEqual([0])
  })

  scenario("a total given (a checkout's quoted price) is split as it is, whatever the funnel costs now", billing, async ({ buyer, annual, admin }) => {
    const quoted = await grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', discountCentavos: 500_000, totalCentavos: 500_001, actorId: null, source: 'checkout' })
    expect((await schedulesOf(quoted.invoiceId)).map((row) => row.priceCentavos)).toEqual([166_667, 166_667, 166_667])
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, quoted.invoiceId))
    expect(invoice.discountCentavos).toBe(500_000)
    // Without one (enrolment, manual, import), the funnel's current price less the discount, as before.
    const enrolled = await grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', discountCentavos: 1, actorId: admin.id, source: 'enrol' })
    expect((await schedulesOf(enrolled.invoiceId)).map((row) => row.priceCentavos)).toEqual([333_334, 333_333, 333_333])
    expect((await refusal(() => grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', totalCentavos: -1, actorId: null, source: 'checkout' }))).message).toBe(
      grantMessages.badTotal,
    )
  })

  scenario('refuses an unknown funnel, a term the funnel does not offer, bad validity, writing nothing', billing, async ({ buyer, lifetime, admin }) => {
    const base = { userId: buyer.id, actorId: admin.id, source: 'enrol' as const }
    expect((await refusal(() => grant({ ...base, funnelId: 'nope', paymentTermId: 'one-time' }))).message).toBe(grantMessages.funnelNotFound)
    expect((await refusal(() => grant({ ...base, funnelId: lifetime.id, paymentTermId: '3-months' }))).message).toBe(grantMessages.paymentTermNotOffered)
    expect((await refusal(() => grant({ ...base, funnelId: lifetime.id, paymentTermId: 'weekly' }))).message).toBe(grantMessages.paymentTermNotFound)
    expect((await refusal(() => grant({ ...base, funnelId: lifetime.id, paymentTermId: 'one-time', validityByDays: 0 }))).extensions.code).toBe('BAD_USER_INPUT')
    expect((await refusal(() => grant({ ...base, userId: 999_999, funnelId: lifetime.id, paymentTermId: 'one-time' }))).message).toBe(grantMessages.userNotFound)
    expect(await db.select().from(subscriptions)).toEqual([])
    expect(await levelsOf(buyer.id)).toEqual(['non-member'])
  })

  scenario('costs the same statements for one payment or three', billing, async ({ buyer, annual }) => {
    const { statementsOf } = await import('../courses/courses.scenarios')
    const one = await statementsOf(() => grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', actorId: null, source: 'import' }))
    const three = await statementsOf(() => grant({ userId: buyer.id, funnelId: annual.id, paymentTermId: '3-months', actorId: null, source: 'import' }))
    expect(three).toBe(one)
    const rows = await db.select().from(subscriptions).where(and(eq(subscriptions.userId, buyer.id)))
    expect(rows).toHaveLength(2)
  })
})
