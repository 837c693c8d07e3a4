import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { infoLogs, paymentProofs, paymentSchedules } from '../../../../db/schema'
import { db } from '../../lib/db'
import { scenario } from '../../test/scenario'
import { insertUpload } from '../courses/courses.scenarios'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { approveSchedule, revokeSchedule, transitionMessages } from './transitions'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string }
  }
  throw new Error('expected a refusal')
}

/** The buyer on Annual's 3-months term: three unpaid rows, the first with a pending proof. */
const unpaid = async () => {
  const rows = await billing()
  const granted = await db.transaction((tx) =>
    grantSubscription(tx, { userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol' }),
  )
  const file = await insertUpload(rows.buyer.id, 'receipt.png', 'image/png')
  const [proof] = await db
    .insert(paymentProofs)
    .values({ paymentScheduleId: granted.scheduleIds[0], userId: rows.buyer.id, storedFileId: file.id, paymentPlatform: 'GCash', referenceNumber: 'REF-1' })
    .returning()
  return { ...rows, ...granted, proof }
}

const rowOf = async (id: number) => (await db.select().from(paymentSchedules).where(eq(paymentSchedules.id, id)))[0]
const proofOf = async (id: number) => (await db.select().from(paymentProofs).where(eq(paymentProofs.id, id)))[0]

describe('payment schedule transitions', () => {
  scenario('approve sets the transaction, platform and invoice id, approves the pending proof and logs who did it', unpaid, async ({ admin, scheduleIds, proof }) => {
    const id = scheduleIds[0]
    await db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'GCash', externalInvoiceId: 'INV-9', actorId: admin.id }))
    const row = await rowOf(id)
    expect(row).toMatchObject({ paymentPlatform: 'GCash', externalInvoiceId: 'INV-9', approvedById: admin.id, revokedAt: null })
    expect(row.transactionId).toMatch(/^manual-[0-9a-f-]{36}$/)
    expect(await proofOf(proof.id)).toMatchObject({ status: 'approved', reviewedById: admin.id })
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'payment-approved'))
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ userId: admin.id, entityType: 'payment_schedule', entityId: String(id) })
    // A second approval is refused, nothing changed.
    const again = await refusal(() => db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'Cash', externalInvoiceId: null, actorId: admin.id })))
    expect(again.message).toBe(transitionMessages.alreadyApproved)
    expect((await rowOf(id)).paymentPlatform).toBe('GCash')
  })

  scenario('two approvals at once leave exactly one', unpaid, async ({ admin, scheduleIds }) => {
    const id = scheduleIds[1]
    const attempts = await Promise.allSettled([
      db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'GCash', externalInvoiceId: null, transactionId: 'webhook-a', actorId: admin.id })),
      db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'Maya', externalInvoiceId: null, transactionId: 'webhook-b', actorId: admin.id })),
      db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'Card', externalInvoiceId: null, transactionId: 'webhook-c', actorId: admin.id })),
    ])
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    expect(attempts.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason.message)).toEqual([
      transitionMessages.alreadyApproved,
      transitionMessages.alreadyApproved,
    ])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'payment-approved'))).toHaveLength(1)
  })

  scenario('a transaction id already paying another row is refused with a clear message', unpaid, async ({ admin, scheduleIds }) => {
    await db.transaction((tx) => approveSchedule(tx, { id: scheduleIds[0], paymentPlatform: 'GCash', externalInvoiceId: null, transactionId: 'same', actorId: admin.id }))
    const taken = await refusal(() =>
      db.transaction((tx) => approveSchedule(tx, { id: scheduleIds[1], paymentPlatform: 'GCash', externalInvoiceId: null, transactionId: 'same', actorId: admin.id })),
    )
    expect(taken.message).toBe(transitionMessages.transactionTaken)
    expect((await rowOf(scheduleIds[1])).transactionId).toBeNull()
  })

  scenario('revoke clears the payment, keeps the reason, rejects the pending proof and logs what was revoked', unpaid, async ({ admin, scheduleIds, proof }) => {
    const id = scheduleIds[0]
    const notPaid = await refusal(() => db.transaction((tx) => revokeSchedule(tx, { id, remarks: 'Bounced', actorId: admin.id })))
    expect(notPaid.message).toBe(transitionMessages.notApproved)
    // A proof uploaded after approval stays pending until revoke rejects it.
    await db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'GCash', externalInvoiceId: 'INV-9', transactionId: 'txn-9', actorId: admin.id }))
    await db.update(paymentProofs).set({ status: 'pending' }).where(eq(paymentProofs.id, proof.id))
    expect((await refusal(() => db.transaction((tx) => revokeSchedule(tx, { id, remarks: '  ', actorId: admin.id })))).message).toBe(transitionMessages.remarksRequired)
    await db.transaction((tx) => revokeSchedule(tx, { id, remarks: 'Bounced transfer', actorId: admin.id }))
    expect(await rowOf(id)).toMatchObject({
      transactionId: null,
      approvedAt: null,
      paymentPlatform: null,
      externalInvoiceId: null,
      remarks: 'Bounced transfer',
      revokedById: admin.id,
    })
    expect(await proofOf(proof.id)).toMatchObject({ status: 'rejected', remarks: 'Bounced transfer' })
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'payment-revoked'))
    expect(log.details).toMatchObject({ remarks: 'Bounced transfer', revokedTransactionId: 'txn-9', revokedPaymentPlatform: 'GCash' })
    // Approving again works and clears the revoked fields.
    await db.transaction((tx) => approveSchedule(tx, { id, paymentPlatform: 'Cash', externalInvoiceId: null, actorId: admin.id }))
    expect(await rowOf(id)).toMatchObject({ paymentPlatform: 'Cash', revokedAt: null, revokedById: null, remarks: null })
  })

  scenario('an unknown row is not found', unpaid, async ({ admin }) => {
    expect((await refusal(() => db.transaction((tx) => approveSchedule(tx, { id: 999_999, paymentPlatform: 'GCash', externalInvoiceId: null, actorId: admin.id })))).message).toBe(
      transitionMessages.notFound,
    )
  })
})
