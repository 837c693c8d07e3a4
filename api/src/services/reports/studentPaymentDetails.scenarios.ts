// Rows the student payment details tests start from: a member (Juan) with an Annual subscription in
// 3 instalments and a Lifetime one paid in full, each row's date and price fixed so every total can
// be worked out by hand, and another member's unpaid row that must not leak into Juan's page.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { infoLogs, paymentSchedules, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { currentUserFor } from '../../test/scenario'
import { insertUpload } from '../courses/courses.scenarios'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing, BILLING_PAGE_FLAGS, signedIn } from '../subscriptions/subscriptions.scenarios'

const APPROVE = `mutation ($id: String!, $p: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: $p) { id } }`
const REVOKE = `mutation ($id: String!, $r: String!) { disapprovePaymentScheduleTransaction(id: $id, remarks: $r) { id } }`
const PROOF = `mutation ($input: PaymentProofInput!) { submitPaymentProof(input: $input) { id } }`

const ok = async (pending: ReturnType<typeof runGraphql>) => {
  const result = await pending
  expect(result.errors).toBeUndefined()
  return result
}

/**
 * Juan's Annual (3-months term): row 1 due 2026-02-10, ₱3,000.00, paid by an approved proof
 * (GCash, approved by the cashier); row 2 due 2026-03-09, ₱3,500.00, approved then revoked
 * ('Bounced'), so unpaid; row 3 due 2026-04-10, ₱3,500.01, unpaid. His Lifetime (one-time):
 * 2026-01-15, ₱5,000.00, paid at grant ('Cash', by the cashier). Maria's Annual: 2026-03-01,
 * unpaid. A cashier holding studentPaymentDetails (and payment); a viewer holding every billing
 * flag but not studentPaymentDetails.
 */
export const paymentStory = async () => {
  const shop = await billing()
  await db.update(users).set({ mobileNumber: '09171234567', tribeId: 'TRB-0042' }).where(eq(users.id, shop.buyer.id))
  const cashier = await signedIn('tribe-team-fa', { ...BILLING_PAGE_FLAGS, studentPaymentDetails: true, user: true }, {}, 'cashier@example.com')
  await db.update(users).set({ firstName: 'Carla', lastName: 'Cashier' }).where(eq(users.id, cashier.id))
  const grant = (userId: number, funnelId: string, paymentTermId: string, paid?: { transactionId: string; paymentPlatform: string }) =>
    db.transaction((tx) => grantSubscription(tx, { userId, funnelId, paymentTermId, paid, actorId: cashier.id, source: 'manual' }))
  const annual = await grant(shop.buyer.id, shop.annual.id, '3-months')
  const lifetime = await grant(shop.buyer.id, shop.lifetime.id, 'one-time', { transactionId: 'T-LIFE', paymentPlatform: 'Cash' })
  const maria = await signedIn('member', { home: true }, {}, 'maria@example.com')
  const mariaAnnual = await grant(maria.id, shop.annual.id, 'one-time')
  const [r1, r2, r3] = annual.scheduleIds
  const set = (id: number, scheduleDate: string, priceCentavos: number) => db.update(paymentSchedules).set({ scheduleDate, priceCentavos }).where(eq(paymentSchedules.id, id))
  await set(r1, '2026-02-10', 300_000)
  await set(r2, '2026-03-09', 350_000)
  await set(r3, '2026-04-10', 350_001)
  await set(lifetime.scheduleIds[0], '2026-01-15', 500_000)
  await set(mariaAnnual.scheduleIds[0], '2026-03-01', 1_000_000)

  const juan = await currentUserFor(shop.buyer.id)
  const file = await insertUpload(shop.buyer.id, 'receipt.pdf', 'application/pdf')
  await ok(runGraphql(juan, PROOF, { input: { paymentScheduleId: String(r1), fileId: file.id, paymentPlatform: 'GCash', referenceNumber: 'REF-1' } }))
  await ok(runGraphql(cashier, APPROVE, { id: String(r1), p: 'GCash' }))
  await ok(runGraphql(cashier, APPROVE, { id: String(r2), p: 'Maya' }))
  await ok(runGraphql(cashier, REVOKE, { id: String(r2), r: 'Bounced' }))
  // Not about Juan's money: his sign-in, and Maria's approval.
  await db.insert(infoLogs).values({ action: 'login', userId: shop.buyer.id, details: {} })
  await ok(runGraphql(cashier, APPROVE, { id: String(mariaAnnual.scheduleIds[0]), p: 'GCash' }))
  return { ...shop, cashier, juan, annualGrant: annual, lifetimeGrant: lifetime, rows: { r1, r2, r3, life: lifetime.scheduleIds[0] } }
}
