import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { subscriptions as subscriptionsTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { statementsOf } from '../courses/courses.scenarios'
import { billingHistory } from './subscriptions.scenarios'

type ListItem = { id: number; status: string; member: { email: string }; totalCentavos: number; paidCentavos: number; unpaidCount: number }

describe('subscription reads', () => {
  scenario('userSubscription lists a user\'s subscriptions with funnel and expiry; user(id).invoice has the schedule rows', billingHistory, async ({ admin, member, buyer, annualSub, lifetimeSub }) => {
    const result = await runGraphql(admin, `query ($id: Int!) { userSubscription(id: $id) { id funnel { id name } expiry status }
      user(id: $id) { firstName invoice { id subscription { id expiry funnel { name } } paymentSchedule { id price scheduleDate transactionId paymentPlatform externalInvoiceId remarks } } } }`, { id: buyer.id })
    expect(result.errors).toBeUndefined()
    const data = result.data as { userSubscription: { id: number; status: string; expiry: string }[]; user: { invoice: { id: number; subscription: { funnel: { name: string } }; paymentSchedule: { price: number; transactionId: string | null }[] }[] } }
    expect(data.userSubscription.map((s) => [s.id, s.status])).toEqual([
      [lifetimeSub.subscriptionId, 'Lifetime'],
      [annualSub.subscriptionId, 'Active'],
    ])
    expect(new Date(data.userSubscription[0].expiry).toISOString()).toBe('9999-12-30T16:00:00.000Z')
    expect(data.user.invoice.map((i) => [i.id, i.subscription.funnel.name, i.paymentSchedule.length])).toEqual([
      [lifetimeSub.invoiceId, 'Lifetime', 1],
      [annualSub.invoiceId, 'Annual', 3],
    ])
    expect(data.user.invoice[1].paymentSchedule.map((s) => [s.price, s.transactionId])).toEqual([
      [333_335, 'T-1'],
      [333_333, null],
      [333_333, null],
    ])
    expect((await runGraphql(member, `query { userSubscription(id: ${buyer.id}) { id } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })

  scenario('subscriptions filters validity, payment and member, and pages in a fixed number of statements', billingHistory, async ({ admin, expired, annualSub, lifetimeSub }) => {
    const LIST = `query ($validity: String, $payment: String, $search: String) { subscriptions(validity: $validity, payment: $payment, search: $search) {
      totalCount items { id status member { email } funnel { name } totalCentavos paidCentavos unpaidCount } } }`
    const ids = async (vars: Record<string, unknown>) => {
      const result = await runGraphql(admin, LIST, vars)
      expect(result.errors).toBeUndefined()
      return (result.data as { subscriptions: { items: ListItem[] } }).subscriptions.items
    }
    expect((await ids({})).map((i) => i.id)).toEqual([expired.subscriptionId, lifetimeSub.subscriptionId, annualSub.subscriptionId])
    expect((await ids({ validity: 'expired' })).map((i) => [i.id, i.status])).toEqual([[expired.subscriptionId, 'Expired']])
    expect((await ids({ validity: 'active' })).map((i) => i.id)).toEqual([lifetimeSub.subscriptionId, annualSub.subscriptionId])
    expect((await ids({ payment: 'paid' })).map((i) => i.id)).toEqual([lifetimeSub.subscriptionId])
    const unpaid = await ids({ payment: 'unpaid', search: 'juan' })
    expect(unpaid.map((i) => [i.id, i.totalCentavos, i.paidCentavos, i.unpaidCount])).toEqual([[annualSub.subscriptionId, 1_000_001, 333_335, 2]])
    const total = async (vars: Record<string, unknown>) => ((await runGraphql(admin, LIST, vars)).data as { subscriptions: { totalCount: number } }).subscriptions.totalCount
    // The buyer's Annual (2 unpaid rows) and the other member's expired Annual (1 unpaid row).
    expect(await total({ payment: 'unpaid' })).toBe(2)
    expect(await total({ payment: 'unpaid', search: 'juan' })).toBe(1)
    expect(await total({ payment: 'unpaid', validity: 'expired' })).toBe(1)
    expect(await total({ payment: 'paid' })).toBe(1)
    expect((await runGraphql(admin, LIST, { validity: 'old' })).errors?.[0].extensions?.properties).toEqual({ messages: { validity: ['Validity must be one of active, expired, all'] } })
    const before = await statementsOf(() => runGraphql(admin, LIST, {}))
    await db.update(subscriptionsTable).set({ unenrolledAt: new Date() }).where(eq(subscriptionsTable.id, annualSub.subscriptionId))
    expect((await ids({ validity: 'expired' })).map((i) => i.id)).toEqual([expired.subscriptionId, annualSub.subscriptionId])
    expect(await statementsOf(() => runGraphql(admin, LIST, {}))).toBe(before)
    expect(before).toBe(2)
  })

  scenario('subscription(id) has the member, status and invoices; null when missing; needs page subscription', billingHistory, async ({ admin, member, annualSub, buyer }) => {
    const Q = `query ($id: Int!) { subscription(id: $id) { id status member { id firstName } funnel { name } invoices { id paymentSchedule { id price } } } }`
    const result = await runGraphql(admin, Q, { id: annualSub.subscriptionId })
    expect(result.data).toMatchObject({ subscription: { id: annualSub.subscriptionId, status: 'Active', member: { id: buyer.id, firstName: 'Juan' }, funnel: { name: 'Annual' } } })
    expect((result.data as { subscription: { invoices: { paymentSchedule: unknown[] }[] } }).subscription.invoices[0].paymentSchedule).toHaveLength(3)
    expect((await runGraphql(admin, Q, { id: 999_999 })).data).toEqual({ subscription: null })
    expect((await runGraphql(member, Q, { id: annualSub.subscriptionId })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const cost = await statementsOf(() => runGraphql(admin, Q, { id: annualSub.subscriptionId }))
    expect(cost).toBe(2)
  })
})
