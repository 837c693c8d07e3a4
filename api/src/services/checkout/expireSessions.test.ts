// expireCheckoutSessions: the sweep of pending checkouts past their end. It
// ends each once, gives back the coupon uses they held, and never fights a webhook paying the
// same session: whichever comes first, the money is honoured and the coupon counted once.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkoutSessions, infoLogs, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { couponRow, deliver, sessionRow, shop, startAs } from './checkout.scenarios'
import { CHECKOUT_SESSION_LIFETIME_MS, expireCheckoutSessions } from './expireSessions'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const HOUR = 3_600_000

async function buyers(count: number) {
  const users = []
  for (let i = 0; i < count; i++) {
    const user = await createUser({ email: `buyer${i}@example.com`, accessLevels: ['non-member'] })
    users.push({ id: user.id, current: await currentUserFor(user.id) })
  }
  return users
}

describe('expireCheckoutSessions', () => {
  scenario('ends pending sessions past their end and gives back their coupon uses, once', shop, async ({ annual, lifetime, buyerUser }) => {
    const [maria, jose] = await buyers(2)
    const held = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    const half = await startAs(maria.current, { funnelId: annual.id, paymentTermId: '3-months', couponCode: 'HALF' })
    const paid = await startAs(jose.current, { funnelId: lifetime.id, paymentTermId: 'one-time' })
    await deliver(app, paid.start!.sessionId!, 'paid')
    expect((await couponRow('TEN')).usedCount).toBe(1)
    expect((await couponRow('HALF')).usedCount).toBe(1)

    // Not yet: a session is payable for a whole day.
    const early = await expireCheckoutSessions(new Date(Date.now() + CHECKOUT_SESSION_LIFETIME_MS - HOUR))
    expect(early.sessionIds).toEqual([])

    const later = new Date(Date.now() + CHECKOUT_SESSION_LIFETIME_MS + HOUR)
    const ended = await expireCheckoutSessions(later)
    expect(ended.sessionIds.sort()).toEqual([held.start!.sessionId!, half.start!.sessionId!].sort())
    expect(ended.couponUsesReleased).toBe(2)
    for (const id of ended.sessionIds) expect(await sessionRow(id)).toMatchObject({ status: 'expired', couponReserved: false })
    expect((await sessionRow(paid.start!.sessionId!)).status).toBe('paid')
    expect((await couponRow('TEN')).usedCount).toBe(0)
    expect((await couponRow('HALF')).usedCount).toBe(0)
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'checkout-expired'))
    expect(log.details).toMatchObject({ reason: 'expired', couponUsesReleased: { [String((await couponRow('TEN')).id)]: 1 } })

    // Idempotent: nothing more to end, nothing given back twice.
    expect((await expireCheckoutSessions(later)).sessionIds).toEqual([])
    expect((await couponRow('TEN')).usedCount).toBe(0)
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'checkout-expired'))).toHaveLength(1)
  })

  scenario('ends at most `limit` sessions a call, oldest end first', shop, async ({ annual, buyerUser }) => {
    const [maria] = await buyers(1)
    const first = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 2 * HOUR) }).where(eq(checkoutSessions.id, first.start!.sessionId!))
    await startAs(maria.current, { funnelId: annual.id, paymentTermId: 'one-time' })
    const later = new Date(Date.now() + 2 * CHECKOUT_SESSION_LIFETIME_MS)
    expect((await expireCheckoutSessions(later, { limit: 1 })).sessionIds).toEqual([first.start!.sessionId!])
    expect((await expireCheckoutSessions(later, { limit: 1 })).sessionIds).toHaveLength(1)
    expect((await expireCheckoutSessions(later, { limit: 1 })).sessionIds).toHaveLength(0)
  })

  scenario('the quote does not count a use held by a checkout past its end, swept or not', shop, async ({ annual, buyerUser }) => {
    const held = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'TEN' })
    const QUOTE = `query ($f: String!, $t: String!, $c: String) { checkoutQuote(funnelId: $f, paymentTermId: $t, couponCode: $c) { couponCode couponProblem } }`
    expect((await runGraphql(null, QUOTE, { f: annual.id, t: 'one-time', c: 'TEN' })).data?.checkoutQuote).toEqual({ couponCode: null, couponProblem: 'This coupon has been used up.' })
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.id, held.start!.sessionId!))
    expect((await runGraphql(null, QUOTE, { f: annual.id, t: 'one-time', c: 'TEN' })).data?.checkoutQuote).toEqual({ couponCode: 'TEN', couponProblem: null })
    // The buyer's own page says it expired before the sweep does.
    const SESSION = `query ($id: String!) { checkoutSession(id: $id) { status } }`
    expect((await runGraphql(buyerUser, SESSION, { id: held.start!.sessionId! })).data?.checkoutSession).toEqual({ status: 'expired' })
  })

  scenario('a sweep and a payment of the same session at once: paid and granted, the coupon counted once', shop, async ({ annual }) => {
    const people = await buyers(4)
    const later = new Date(Date.now() + CHECKOUT_SESSION_LIFETIME_MS + HOUR)
    for (const person of people) {
      const started = await startAs(person.current, { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'HALF' })
      const [, delivered] = await Promise.all([expireCheckoutSessions(later), deliver(app, started.start!.sessionId!, 'paid')])
      expect(delivered.outcome).toBe('paid')
      expect(await sessionRow(started.start!.sessionId!)).toMatchObject({ status: 'paid', couponReserved: false, refundDueReason: null })
      expect(await db.select().from(subscriptions).where(and(eq(subscriptions.userId, person.id), eq(subscriptions.funnelId, annual.id)))).toHaveLength(1)
    }
    expect((await couponRow('HALF')).usedCount).toBe(people.length)
  })
})
