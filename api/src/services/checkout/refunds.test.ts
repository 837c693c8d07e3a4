// The /payment queue's Refunds due view: what staff must refund (buyer,
// funnel, amount charged, the provider's payment id, why, when), oldest first and paged, and
// "Mark refunded" (once, with who and when in the info log).
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkoutSessions, funnels, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { deliver, sessionRow, shop, startAs } from './checkout.scenarios'
import { refundReasonText } from './honour'
import { refundMessages } from './refunds'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const LIST = `query ($page: Int, $pageSize: Int) { refundsDue(page: $page, pageSize: $pageSize) {
  items { sessionId member { id email } funnel { id name } description provider paymentId amount reason reasonCode refundDueAt }
  totalCount page pageSize } }`
const MARK = `mutation ($id: String!) { markRefundSettled(sessionId: $id) { sessionId settledAt } }`

type Listed = { items: { sessionId: string; reasonCode: string; amount: number; paymentId: string | null }[]; totalCount: number }

/** Two refunds due: the buyer's second tab (a duplicate), then a payment after the offer closed. */
const refundsShop = async () => {
  const rows = await shop()
  const tabA = await startAs(rows.buyerUser, { funnelId: rows.annual.id, paymentTermId: 'one-time' })
  const tabB = await startAs(rows.buyerUser, { funnelId: rows.annual.id, paymentTermId: 'one-time' })
  const maria = await createUser({ email: 'maria@example.com', accessLevels: ['non-member'] })
  const late = await startAs(await currentUserFor(maria.id), { funnelId: rows.lifetime.id, paymentTermId: 'one-time' })
  await deliver(app, tabB.start!.sessionId!, 'paid')
  await deliver(app, tabA.start!.sessionId!, 'paid')
  await db.update(funnels).set({ isOpen: false }).where(eq(funnels.id, rows.lifetime.id))
  await deliver(app, late.start!.sessionId!, 'paid')
  return { ...rows, duplicate: tabA.start!.sessionId!, closed: late.start!.sessionId!, maria }
}

describe('refundsDue and markRefundSettled', () => {
  scenario('lists refunds due oldest first with what to refund, paged', refundsShop, async ({ admin, buyer, annual, maria, duplicate, closed }) => {
    const first = await runGraphql(admin, LIST, {})
    expect(first.errors).toBeUndefined()
    const list = first.data?.refundsDue as Listed & { items: Record<string, unknown>[] }
    expect(list.totalCount).toBe(2)
    expect(list.items.map((item) => item.sessionId)).toEqual([duplicate, closed])
    const stored = await sessionRow(duplicate)
    expect(list.items[0]).toEqual({
      sessionId: duplicate,
      member: { id: buyer.id, email: 'juan@example.com' },
      funnel: { id: annual.id, name: 'Annual' },
      description: 'VA Membership: Annual',
      provider: 'test',
      paymentId: `test_pay_${stored.providerSessionId}`,
      amount: 1_000_000,
      reason: refundReasonText.duplicate,
      reasonCode: 'duplicate',
      refundDueAt: expect.anything(),
    })
    expect(new Date(list.items[0].refundDueAt as string).toISOString()).toBe(stored.refundDueAt!.toISOString())
    expect(list.items[1]).toMatchObject({ member: { id: maria.id }, reasonCode: 'offer-closed', amount: 500_000 })
    const second = (await runGraphql(admin, LIST, { page: 2, pageSize: 1 })).data?.refundsDue as Listed
    expect(second.items.map((item) => item.sessionId)).toEqual([closed])
  })

  scenario('Mark refunded: once, who and when recorded, and it leaves the list', refundsShop, async ({ admin, duplicate, closed }) => {
    const marked = await runGraphql(admin, MARK, { id: duplicate })
    expect(marked.errors).toBeUndefined()
    const stored = await sessionRow(duplicate)
    expect(stored.refundSettledById).toBe(admin.id)
    expect(new Date((marked.data?.markRefundSettled as { settledAt: string }).settledAt).toISOString()).toBe(stored.refundSettledAt!.toISOString())
    const [log] = await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'checkout-refund-settled'), eq(infoLogs.entityId, duplicate)))
    expect(log).toMatchObject({ userId: admin.id, entityType: 'checkout_session' })
    expect(log.details).toMatchObject({ reason: 'duplicate', amountCentavos: 1_000_000 })
    expect(((await runGraphql(admin, LIST, {})).data?.refundsDue as Listed).items.map((item) => item.sessionId)).toEqual([closed])

    expect((await runGraphql(admin, MARK, { id: duplicate })).errors?.[0].message).toBe(refundMessages.alreadySettled)
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'checkout-refund-settled'))).toHaveLength(1)
  })

  scenario('a session without a refund due, or no such session, is not found', refundsShop, async ({ admin, buyer }) => {
    const [honoured] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, buyer.id), eq(checkoutSessions.status, 'paid'), isNull(checkoutSessions.refundDueAt)))
    expect(honoured.subscriptionId).not.toBeNull()
    const ids = [honoured.id, '00000000-0000-0000-0000-000000000001', 'nope']
    for (const id of ids) expect((await runGraphql(admin, MARK, { id })).errors?.[0].message).toBe(refundMessages.notFound)
  })

  scenario('only the payment page flag reaches them', refundsShop, async ({ member, viewer, duplicate }) => {
    expect((await runGraphql(member, LIST, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(member, MARK, { id: duplicate })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(null, LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    // A level with the payment page (the billing viewer) may read and settle.
    expect((await runGraphql(viewer, LIST, {})).errors).toBeUndefined()
  })
})
