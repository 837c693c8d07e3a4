// studentPaymentDetails: a member's rows with their derived status, the totals worked out by hand,
// the Manila day boundary of "overdue", the payment log, who may ask, and the statement count.
import { afterEach, describe, expect, vi } from 'vitest'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { studentPaymentDetails } from './studentPaymentDetails'
import { paymentStory } from './studentPaymentDetails.scenarios'

const DOC = `query ($id: Int!, $logPage: Int, $logPageSize: Int) {
  studentPaymentDetails(id: $id, logPage: $logPage, logPageSize: $logPageSize) {
    member { id firstName lastName email mobileNumber tribeId }
    totals { totalCentavos collectedCentavos balanceCentavos overdueCentavos overdueCount paidCount unpaidCount }
    subscriptions {
      subscription { id status funnel { name } }
      productName
      paymentTermName
      totals { totalCentavos collectedCentavos balanceCentavos overdueCentavos overdueCount }
      rows {
        schedule { id price scheduleDate transactionId paymentPlatform remarks proofs { fileName status } latestProof { fileName } }
        status
        isOverdue
        approvedBy { firstName lastName }
      }
    }
    log { totalCount page pageSize items { action entityType entityId actor { firstName lastName } details } }
  }
}`

type Totals = { totalCentavos: number; collectedCentavos: number; balanceCentavos: number; overdueCentavos: number; overdueCount: number; paidCount?: number; unpaidCount?: number }
type Row = {
  schedule: { id: string; price: number; scheduleDate: string; transactionId: string | null; paymentPlatform: string | null; remarks: string | null; proofs: { fileName: string; status: string }[]; latestProof: { fileName: string } | null }
  status: string
  isOverdue: boolean
  approvedBy: { firstName: string; lastName: string } | null
}
type Details = {
  member: { id: number; firstName: string; lastName: string; email: string; mobileNumber: string | null; tribeId: string | null }
  totals: Totals
  subscriptions: { subscription: { id: number; status: string; funnel: { name: string } }; productName: string; paymentTermName: string; totals: Totals; rows: Row[] }[]
  log: { totalCount: number; page: number; pageSize: number; items: { action: string; entityType: string; entityId: string; actor: { firstName: string; lastName: string } | null; details: Record<string, unknown> }[] }
}

/** Noon of 2026-03-10 in Manila. */
const MARCH_10_NOON_MANILA = new Date('2026-03-10T04:00:00Z')

const at = (instant: Date) => vi.useFakeTimers({ toFake: ['Date'], now: instant })
afterEach(() => {
  vi.useRealTimers()
})

async function details(user: Parameters<typeof runGraphql>[0], id: number, variables: Record<string, unknown> = {}) {
  const result = await runGraphql(user, DOC, { id, ...variables })
  expect(result.errors).toBeUndefined()
  return (result.data as { studentPaymentDetails: Details | null }).studentPaymentDetails
}

describe('studentPaymentDetails', () => {
  scenario('answers each row with its derived status and approver, and every total, worked out by hand', paymentStory, async ({ cashier, buyer, rows }) => {
    at(MARCH_10_NOON_MANILA)
    const page = (await details(cashier, buyer.id))!
    expect(page.member).toEqual({ id: buyer.id, firstName: 'Juan', lastName: 'Dela Cruz', email: 'juan@example.com', mobileNumber: '09171234567', tribeId: 'TRB-0042' })

    // Newest subscription first: the Lifetime, then the Annual.
    const [lifetime, annual] = page.subscriptions
    expect([lifetime.subscription.funnel.name, lifetime.productName, lifetime.paymentTermName, lifetime.subscription.status]).toEqual(['Lifetime', 'VA Membership', 'One-time', 'Lifetime'])
    expect([annual.subscription.funnel.name, annual.productName, annual.paymentTermName, annual.subscription.status]).toEqual(['Annual', 'VA Membership', '3 months', 'Active'])

    const summary = (row: Row) => [row.schedule.id, row.schedule.scheduleDate, row.schedule.price, row.status, row.isOverdue, row.approvedBy ? `${row.approvedBy.firstName} ${row.approvedBy.lastName}` : null]
    expect(annual.rows.map(summary)).toEqual([
      [String(rows.r1), '2026-02-10', 300_000, 'Paid', false, 'Carla Cashier'],
      [String(rows.r2), '2026-03-09', 350_000, 'Overdue', true, null],
      [String(rows.r3), '2026-04-10', 350_001, 'Due in 31 day(s)', false, null],
    ])
    expect(lifetime.rows.map(summary)).toEqual([[String(rows.life), '2026-01-15', 500_000, 'Paid', false, 'Carla Cashier']])

    // The paid row's proof was approved with it; the revoked row keeps its reason and no platform.
    expect(annual.rows[0].schedule.proofs).toEqual([{ fileName: 'receipt.pdf', status: 'approved' }])
    expect(annual.rows[0].schedule.latestProof).toEqual({ fileName: 'receipt.pdf' })
    expect(annual.rows[0].schedule.paymentPlatform).toBe('GCash')
    expect([annual.rows[1].schedule.transactionId, annual.rows[1].schedule.paymentPlatform, annual.rows[1].schedule.remarks]).toEqual([null, null, 'Bounced'])

    // Annual: 3,000.00 + 3,500.00 + 3,500.01 = 10,000.01; collected 3,000.00; balance 7,000.01; overdue 3,500.00 (1 row).
    expect(annual.totals).toEqual({ totalCentavos: 1_000_001, collectedCentavos: 300_000, balanceCentavos: 700_001, overdueCentavos: 350_000, overdueCount: 1 })
    expect(lifetime.totals).toEqual({ totalCentavos: 500_000, collectedCentavos: 500_000, balanceCentavos: 0, overdueCentavos: 0, overdueCount: 0 })
    // Both: 15,000.01; collected 3,000.00 + 5,000.00; balance 7,000.01; overdue 3,500.00. Maria's ₱10,000.00 is not in it.
    expect(page.totals).toEqual({ totalCentavos: 1_500_001, collectedCentavos: 800_000, balanceCentavos: 700_001, overdueCentavos: 350_000, overdueCount: 1, paidCount: 2, unpaidCount: 2 })
  })

  scenario('a row due today is not overdue; it is from 00:00 of the next Manila day', paymentStory, async ({ cashier, buyer }) => {
    // 23:59:59 of 2026-03-09 in Manila is 15:59:59 UTC: row 2 (due 2026-03-09) is due today.
    at(new Date('2026-03-09T15:59:59Z'))
    let annual = (await details(cashier, buyer.id))!.subscriptions[1]
    expect([annual.rows[1].status, annual.rows[1].isOverdue, annual.totals.overdueCentavos, annual.totals.overdueCount]).toEqual(['Due today', false, 0, 0])
    expect(annual.rows[2].status).toBe('Due in 32 day(s)')
    at(new Date('2026-03-09T16:00:00Z'))
    annual = (await details(cashier, buyer.id))!.subscriptions[1]
    expect([annual.rows[1].status, annual.rows[1].isOverdue, annual.totals.overdueCentavos, annual.totals.overdueCount]).toEqual(['Overdue', true, 350_000, 1])
    // The day before it was due: 'Due tomorrow'.
    at(new Date('2026-03-08T04:00:00Z'))
    annual = (await details(cashier, buyer.id))!.subscriptions[1]
    expect(annual.rows[1].status).toBe('Due tomorrow')
  })

  scenario("lists the info-log entries about the member's money, newest first, a page at a time", paymentStory, async ({ cashier, buyer, rows, annualGrant, lifetimeGrant }) => {
    const page = (await details(cashier, buyer.id))!
    const entries = page.log.items.map((entry) => [entry.action, entry.entityType, entry.entityId, entry.actor ? entry.actor.firstName : null])
    expect(entries).toEqual([
      ['payment-revoked', 'payment_schedule', String(rows.r2), 'Carla'],
      ['payment-approved', 'payment_schedule', String(rows.r2), 'Carla'],
      ['payment-approved', 'payment_schedule', String(rows.r1), 'Carla'],
      ['payment-proof-submitted', 'payment_schedule', String(rows.r1), 'Juan'],
      ['subscription-granted', 'subscription', String(lifetimeGrant.subscriptionId), 'Carla'],
      ['subscription-granted', 'subscription', String(annualGrant.subscriptionId), 'Carla'],
    ])
    expect(page.log.items[0].details).toMatchObject({ remarks: 'Bounced', revokedPaymentPlatform: 'Maya' })
    expect([page.log.totalCount, page.log.page]).toEqual([6, 1])
    const second = (await details(cashier, buyer.id, { logPage: 2, logPageSize: 4 }))!
    expect(second.log.items.map((entry) => entry.action)).toEqual(['subscription-granted', 'subscription-granted'])
    expect([second.log.totalCount, second.log.page, second.log.pageSize]).toEqual([6, 2, 4])
  })

  scenario('is refused without the page flag; an unknown member answers null', paymentStory, async ({ cashier, viewer, member, buyer }) => {
    for (const who of [viewer, member]) {
      const refused = await runGraphql(who, DOC, { id: buyer.id })
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN')
      expect(refused.data?.studentPaymentDetails ?? null).toBeNull()
    }
    expect((await runGraphql(null, DOC, { id: buyer.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(await details(cashier, 2_000_000_000)).toBeNull()
  })

  scenario('answers in six statements whatever the number of rows, proofs and log entries; an unknown member in one', paymentStory, async ({ cashier, buyer }) => {
    const call = (id: number) => asUser(cashier, () => studentPaymentDetails({ id }))
    const known = await countStatements(() => call(buyer.id))
    expect(known.result?.subscriptions).toHaveLength(2)
    expect(known.count).toBe(6)
    const unknown = await countStatements(() => call(2_000_000_000))
    expect(unknown.result).toBeNull()
    expect(unknown.count).toBe(1)
  })
})
