// /account: the member's own billing, and a proof of payment that lands in the approval queue.
import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { checkoutMessages } from '../../../../common/checkout'
import { infoLogs, paymentProofs, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { billingMessages, REPLACED_PROOF_REMARKS } from './billing'

const storeFile = async (uploadedById: number, contentType = 'image/png', fileName = 'receipt.png', purpose: string | null = null) =>
  (
    await db
      .insert(storedFiles)
      .values({ key: `2026/11/${Math.random().toString(36).slice(2)}/${fileName}`, fileName, contentType, sizeBytes: 1234, uploadedById, purpose })
      .returning()
  )[0]

/** The buyer holds Annual on 3 payments (the first paid); the member holds Lifetime. */
const accounts = async () => {
  const rows = await billing()
  const grant = (userId: number, funnelId: string, paymentTermId: string) =>
    db.transaction((tx) => grantSubscription(tx, { userId, funnelId, paymentTermId, actorId: rows.admin.id, source: 'manual', paid: { transactionId: `T-${userId}-${funnelId}`, paymentPlatform: 'GCash' } }))
  const annual = await grant(rows.buyer.id, rows.annual.id, '3-months')
  const lifetime = await grant(rows.member.id, rows.lifetime.id, 'one-time')
  return { ...rows, annualGrant: annual, lifetimeGrant: lifetime, buyerUser: await currentUserFor(rows.buyer.id) }
}

const PROOF = `mutation ($input: PaymentProofInput!) { submitPaymentProof(input: $input) { id } }`

describe('myBilling', () => {
  scenario("answers only the caller's own subscriptions and invoices", accounts, async ({ buyerUser, member, annualGrant, lifetimeGrant }) => {
    const DOC = `query { myBilling { subscriptions { id status funnel { name } } invoices { id paymentSchedule { id price transactionId } } } }`
    const mine = await runGraphql(buyerUser, DOC)
    expect(mine.errors).toBeUndefined()
    const data = mine.data?.myBilling as { subscriptions: { id: number; status: string }[]; invoices: { id: number; paymentSchedule: { transactionId: string | null }[] }[] }
    expect(data.subscriptions.map((s) => [s.id, s.status])).toEqual([[annualGrant.subscriptionId, 'Active']])
    expect(data.invoices.map((i) => [i.id, i.paymentSchedule.filter((row) => !row.transactionId).length])).toEqual([[annualGrant.invoiceId, 2]])
    const theirs = await runGraphql(member, DOC)
    expect((theirs.data?.myBilling as { invoices: { id: number }[] }).invoices.map((i) => i.id)).toEqual([lifetimeGrant.invoiceId])
    expect((await runGraphql(null, DOC)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('submitPaymentProof', () => {
  scenario('a proof of an own unpaid row reaches the queue; a newer one replaces it', accounts, async ({ admin, buyer, buyerUser, annualGrant }) => {
    const rowId = String(annualGrant.scheduleIds[1])
    const file = await storeFile(buyer.id)
    const sent = await runGraphql(buyerUser, PROOF, { input: { paymentScheduleId: rowId, fileId: file.id, paymentPlatform: ' GCash ', referenceNumber: 'REF-1' } })
    expect(sent.errors).toBeUndefined()
    expect(sent.data?.submitPaymentProof).toEqual({ id: rowId })
    const queue = await runGraphql(admin, `query { paymentQueue(withProof: true) { items { schedule { id } proof { fileName paymentPlatform referenceNumber status } } } }`)
    expect((queue.data?.paymentQueue as { items: unknown[] }).items).toEqual([
      { schedule: { id: rowId }, proof: { fileName: 'receipt.png', paymentPlatform: 'GCash', referenceNumber: 'REF-1', status: 'pending' } },
    ])
    const pdf = await storeFile(buyer.id, 'application/pdf', 'receipt.pdf')
    await runGraphql(buyerUser, PROOF, { input: { paymentScheduleId: rowId, fileId: pdf.id, paymentPlatform: 'Maya' } })
    const proofs = await db.select().from(paymentProofs).orderBy(paymentProofs.id)
    expect(proofs.map((p) => [p.storedFileId, p.status, p.remarks])).toEqual([
      [file.id, 'rejected', REPLACED_PROOF_REMARKS],
      [pdf.id, 'pending', null],
    ])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'payment-proof-submitted'))).toHaveLength(2)
  })

  scenario("refuses another user's file, a file that is not an image or PDF, a paid row and another's row", accounts, async ({ buyer, buyerUser, member, annualGrant, lifetimeGrant }) => {
    const unpaid = String(annualGrant.scheduleIds[1])
    const send = (input: Record<string, unknown>, as = buyerUser) => runGraphql(as, PROOF, { input: { paymentPlatform: 'GCash', ...input } })
    const fieldOf = (result: Awaited<ReturnType<typeof send>>) => (result.errors?.[0].extensions?.properties as { messages: Record<string, string[]> }).messages
    const othersFile = await storeFile(member.id)
    expect(fieldOf(await send({ paymentScheduleId: unpaid, fileId: othersFile.id }))).toEqual({ fileId: [checkoutMessages.proofFileNotYours] })
    const sheet = await storeFile(buyer.id, 'text/csv', 'notes.csv')
    expect(fieldOf(await send({ paymentScheduleId: unpaid, fileId: sheet.id }))).toEqual({ fileId: [checkoutMessages.proofFileType] })
    const file = await storeFile(buyer.id)
    expect((await send({ paymentScheduleId: String(annualGrant.scheduleIds[0]), fileId: file.id })).errors?.[0].message).toBe(checkoutMessages.schedulePaid)
    expect((await send({ paymentScheduleId: String(lifetimeGrant.scheduleIds[0]), fileId: file.id })).errors?.[0].message).toBe(checkoutMessages.scheduleNotFound)
    expect(fieldOf(await send({ paymentScheduleId: unpaid, fileId: file.id, paymentPlatform: '  ' }))).toEqual({ paymentPlatform: [checkoutMessages.platformRequired] })
    expect(await db.select().from(paymentProofs)).toHaveLength(0)
  })

  scenario('takes only a file uploaded as a proof, or one without a purpose (then locked as a proof)', accounts, async ({ buyer, buyerUser, annualGrant }) => {
    const unpaid = String(annualGrant.scheduleIds[1])
    const send = (fileId: number) => runGraphql(buyerUser, PROOF, { input: { paymentScheduleId: unpaid, fileId, paymentPlatform: 'GCash' } })
    const fieldOf = (result: Awaited<ReturnType<typeof send>>) => (result.errors?.[0].extensions?.properties as { messages: Record<string, string[]> }).messages
    for (const purpose of ['lesson-image', 'profile-image', 'resource-file']) {
      const content = await storeFile(buyer.id, 'image/png', 'picture.png', purpose)
      expect(fieldOf(await send(content.id))).toEqual({ fileId: [billingMessages.proofFileNotAProof] })
    }
    expect(await db.select().from(paymentProofs)).toHaveLength(0)
    const proof = await storeFile(buyer.id, 'image/png', 'receipt.png', 'payment-proof')
    expect((await send(proof.id)).errors).toBeUndefined()
    const unclassified = await storeFile(buyer.id, 'application/pdf', 'receipt.pdf', null)
    expect((await send(unclassified.id)).errors).toBeUndefined()
    const [locked] = await db.select({ purpose: storedFiles.purpose }).from(storedFiles).where(eq(storedFiles.id, unclassified.id))
    expect(locked.purpose).toBe('payment-proof')
    expect((await db.select().from(paymentProofs)).map((p) => p.storedFileId)).toEqual([proof.id, unclassified.id])
  })
})
