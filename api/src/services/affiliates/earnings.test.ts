// The affiliate's money pages: commissions, balance, the dashboard's commission, payout details
// and the payout summary; each affiliate sees only their own.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payoutDetailsMessages } from '../../../../common/validation/affiliates'
import { affiliates, commissions, leads, payouts } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { runGraphql } from '../../test/graphql'
import { approveSchedule, revokeSchedule } from '../paymentSchedules/transitions'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { affiliateNamed, programmeSettings } from './affiliates.scenarios'

const COMMISSIONS = 'query ($status: String) { affiliateCommissions(status: $status) { items { funnelName buyerName paymentCentavos amountCentavos status isClawback reason } totalCount } }'
const BALANCE = 'query { affiliateBalance { pendingCentavos approvedCentavos paidCentavos reversedCentavos } }'
const SUMMARY = 'query { affiliatePayoutSummary { nextPayoutCentavos minimumPayoutCentavos hasPayoutDetails payouts { amountCentavos method reference paidAt } } }'
const DETAILS = 'mutation ($input: AffiliatePayoutDetailsInput!) { updateAffiliatePayoutDetails(input: $input) { payoutMethod payoutAccountName payoutAccountNumber payoutBankName } }'

/** Carlo referred the buyer, who pays 3 instalments (two approved, the first later paid out and revoked); Rival referred another. */
async function money() {
  const rows = await billing()
  await programmeSettings()
  const carlo = await affiliateNamed('carlo')
  const rival = await affiliateNamed('rival')
  const other = await createUser({ firstName: 'Other', lastName: 'Buyer', email: 'other@example.com' })
  await db.insert(leads).values([
    { affiliateId: carlo.affiliate.id, userId: rows.buyer.id, email: rows.buyer.email },
    { affiliateId: rival.affiliate.id, userId: other.id, email: other.email },
  ])
  const grant = (userId: number, transactionId: string) =>
    db.transaction((tx) =>
      grantSubscription(tx, { userId, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol', welcomeEmail: false, paid: { transactionId, paymentPlatform: 'GCash' } }),
    )
  const mine = await grant(rows.buyer.id, 'T-1')
  await grant(other.id, 'T-2')
  await db.transaction((tx) => approveSchedule(tx, { id: mine.scheduleIds[1], paymentPlatform: 'GCash', externalInvoiceId: null, actorId: null }))
  const [first] = await db.select().from(commissions).where(eq(commissions.paymentScheduleId, mine.scheduleIds[0]))
  const [payout] = await db.insert(payouts).values({ affiliateId: carlo.affiliate.id, amountCentavos: first.amountCentavos, method: 'GCash', reference: 'GC-1', paidAt: new Date() }).returning()
  await db.update(commissions).set({ status: 'paid', payoutId: payout.id }).where(eq(commissions.id, first.id))
  await db.transaction((tx) => revokeSchedule(tx, { id: mine.scheduleIds[0], remarks: 'Refunded', actorId: null }))
  return { ...rows, carlo, rival, mine }
}

describe("the affiliate's commissions", () => {
  it('lists their own, newest first, the negative line included, with the balance by status', async () => {
    const { carlo, rival } = await money()
    const list = await runGraphql(carlo.caller, COMMISSIONS)
    expect(list.errors).toBeUndefined()
    expect(list.data?.affiliateCommissions).toEqual({
      totalCount: 3,
      items: [
        { funnelName: 'Annual', buyerName: 'Juan Dela Cruz', paymentCentavos: 333_335, amountCentavos: -66_667, status: 'approved', isClawback: true, reason: 'Payment revoked: Refunded' },
        { funnelName: 'Annual', buyerName: 'Juan Dela Cruz', paymentCentavos: 333_333, amountCentavos: 66_667, status: 'pending', isClawback: false, reason: null },
        { funnelName: 'Annual', buyerName: 'Juan Dela Cruz', paymentCentavos: 333_335, amountCentavos: 66_667, status: 'paid', isClawback: false, reason: 'Payment revoked: Refunded' },
      ],
    })
    const pending = await runGraphql(carlo.caller, COMMISSIONS, { status: 'pending' })
    expect((pending.data?.affiliateCommissions as { totalCount: number }).totalCount).toBe(1)
    expect((await runGraphql(carlo.caller, BALANCE)).data?.affiliateBalance).toEqual({ pendingCentavos: 66_667, approvedCentavos: -66_667, paidCentavos: 66_667, reversedCentavos: 66_667 })
    expect(((await runGraphql(rival.caller, COMMISSIONS)).data?.affiliateCommissions as { totalCount: number }).totalCount).toBe(1)
    const bad = await runGraphql(carlo.caller, COMMISSIONS, { status: 'lost' })
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it("the dashboard adds the period's commission", async () => {
    const { carlo } = await money()
    const result = await runGraphql(carlo.caller, 'query { affiliateDashboard(days: 7) { commission { pendingCentavos approvedCentavos paidCentavos reversedCentavos } } }')
    expect(result.data?.affiliateDashboard).toEqual({ commission: { pendingCentavos: 66_667, approvedCentavos: -66_667, paidCentavos: 66_667, reversedCentavos: 66_667 } })
  })
})

describe('payout details and the payout page', () => {
  it('saves GCash or a bank, each checked, and the summary follows', async () => {
    const { carlo } = await money()
    const before = await runGraphql(carlo.caller, SUMMARY)
    expect(before.data?.affiliatePayoutSummary).toEqual({
      nextPayoutCentavos: -66_667,
      minimumPayoutCentavos: 50_000,
      hasPayoutDetails: false,
      payouts: [expect.objectContaining({ amountCentavos: 66_667, method: 'GCash', reference: 'GC-1' })],
    })
    const gcash = await runGraphql(carlo.caller, DETAILS, { input: { payoutMethod: 'GCash', payoutAccountName: ' Carlo Reyes ', payoutAccountNumber: '0917 123-4567', payoutBankName: 'BDO' } })
    expect(gcash.errors).toBeUndefined()
    expect(gcash.data?.updateAffiliatePayoutDetails).toEqual({ payoutMethod: 'GCash', payoutAccountName: 'Carlo Reyes', payoutAccountNumber: '09171234567', payoutBankName: null })
    expect(((await runGraphql(carlo.caller, SUMMARY)).data?.affiliatePayoutSummary as { hasPayoutDetails: boolean }).hasPayoutDetails).toBe(true)

    const wrong = await runGraphql(carlo.caller, DETAILS, { input: { payoutMethod: 'GCash', payoutAccountName: '', payoutAccountNumber: '12345' } })
    expect(wrong.errors?.[0]?.extensions?.properties).toEqual({
      messages: { payoutAccountName: [payoutDetailsMessages.accountNameRequired], payoutAccountNumber: [payoutDetailsMessages.gcashNumber] },
    })
    const bank = await runGraphql(carlo.caller, DETAILS, { input: { payoutMethod: 'Bank', payoutAccountName: 'Carlo Reyes', payoutAccountNumber: 'abc' } })
    expect(bank.errors?.[0]?.extensions?.properties).toEqual({
      messages: { payoutBankName: [payoutDetailsMessages.bankNameRequired], payoutAccountNumber: [payoutDetailsMessages.accountNumber] },
    })
    // The refused saves changed nothing.
    expect((await db.select().from(affiliates).where(eq(affiliates.id, carlo.affiliate.id)))[0].payoutAccountNumber).toBe('09171234567')
  })
})
