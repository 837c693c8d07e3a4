// Approve and revoke: the two server-side transitions of a payment schedule row
// (docs/product.md, "paymentSchedules"). Each runs in the CALLER's transaction and locks the row first (select ... for
// update), so two approvals at once queue up: the second sees the row already paid and is
// refused, leaving exactly one approval. The unique transaction id is the second line of defence
// (a gateway transaction pays exactly one row).
//
// Approve: transactionId (given, else 'manual-<uuid>'), paymentPlatform, externalInvoiceId,
// approvedAt/By set, revoked fields and remarks cleared, the row's pending proofs approved.
// Revoke: transactionId, approvedAt/By, paymentPlatform and externalInvoiceId cleared (the platform
// is shown only when paid; the info log keeps what they were), remarks = the reason, revokedAt/By
// set, the row's pending proofs rejected with the reason.
// Both move the referring affiliate's commission with them (affiliates/commissions.ts).
import { and, eq, sql } from 'drizzle-orm'
import { paymentProofs, paymentSchedules } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import type { Executor } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { earnCommissions, reverseCommission } from '../affiliates/commissions'
import { enqueue } from '../../lib/jobs'

export const transitionMessages = {
  notFound: 'Payment schedule not found',
  alreadyApproved: 'This payment is already approved.',
  notApproved: 'This payment is not approved, so there is nothing to revoke.',
  remarksRequired: 'Please give a reason for revoking this payment.',
  platformRequired: 'Please give the payment platform.',
  transactionTaken: 'This transaction ID already pays another payment.',
} as const

export type ApproveScheduleInput = {
  id: number
  paymentPlatform: string
  externalInvoiceId: string | null
  transactionId?: string
  actorId: number | null
  originalUserId?: number | null
}

export type RevokeScheduleInput = { id: number; remarks: string; actorId: number | null; originalUserId?: number | null }

async function lockSchedule(tx: Executor, id: number) {
  const [row] = await tx.select().from(paymentSchedules).where(eq(paymentSchedules.id, id)).for('update')
  if (!row) throw new NotFoundError(transitionMessages.notFound)
  return row
}

export async function approveSchedule(tx: Executor, input: ApproveScheduleInput): Promise<{ id: number }> {
  const platform = input.paymentPlatform.trim()
  if (!platform) throw new UserInputError(transitionMessages.platformRequired, { paymentPlatform: [transitionMessages.platformRequired] })
  const row = await lockSchedule(tx, input.id)
  if (row.transactionId) throw new UserInputError(transitionMessages.alreadyApproved)
  const transactionId = input.transactionId?.trim() || `manual-${crypto.randomUUID()}`
  const externalInvoiceId = input.externalInvoiceId?.trim() || null
  const now = new Date()
  try {
    // A savepoint: a transaction id already used elsewhere is refused with a clear message and
    // leaves the caller's transaction usable.
    await tx.transaction(async (inner) => {
      await inner
        .update(paymentSchedules)
        .set({
          transactionId,
          paymentPlatform: platform,
          externalInvoiceId,
          approvedAt: now,
          approvedById: input.actorId,
          // The reason of an earlier revoke no longer describes the row (the info log keeps it).
          remarks: null,
          revokedAt: null,
          revokedById: null,
          updatedAt: now,
        })
        .where(eq(paymentSchedules.id, input.id))
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserInputError(transitionMessages.transactionTaken, { transactionId: [transitionMessages.transactionTaken] })
    throw error
  }
  await tx
    .update(paymentProofs)
    .set({ status: 'approved', reviewedAt: now, reviewedById: input.actorId })
    .where(and(eq(paymentProofs.paymentScheduleId, input.id), eq(paymentProofs.status, 'pending')))
  await writeInfoLog(
    {
      action: 'payment-approved',
      userId: input.actorId,
      originalUserId: input.originalUserId ?? null,
      entityType: 'payment_schedule',
      entityId: input.id,
      details: { invoiceId: row.invoiceId, priceCentavos: row.priceCentavos, transactionId, paymentPlatform: platform, externalInvoiceId },
    },
    tx,
  )
  // The referring affiliate's commission, in the same transaction as the approval.
  await earnCommissions(tx, [input.id])
  // The member's receipt, queued with the approval (services/reminders/receipts.ts).
  await enqueue('payment-receipt', { paymentScheduleId: input.id, transactionId }, { tx })
  return { id: input.id }
}

export async function revokeSchedule(tx: Executor, input: RevokeScheduleInput): Promise<{ id: number }> {
  const remarks = input.remarks.trim()
  if (!remarks) throw new UserInputError(transitionMessages.remarksRequired, { remarks: [transitionMessages.remarksRequired] })
  const row = await lockSchedule(tx, input.id)
  if (!row.transactionId) throw new UserInputError(transitionMessages.notApproved)
  const now = new Date()
  await tx
    .update(paymentSchedules)
    .set({
      transactionId: null,
      approvedAt: null,
      approvedById: null,
      paymentPlatform: null,
      externalInvoiceId: null,
      remarks,
      revokedAt: now,
      revokedById: input.actorId,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentSchedules.id, input.id))
  await tx
    .update(paymentProofs)
    .set({ status: 'rejected', reviewedAt: now, reviewedById: input.actorId, remarks })
    .where(and(eq(paymentProofs.paymentScheduleId, input.id), eq(paymentProofs.status, 'pending')))
  await writeInfoLog(
    {
      action: 'payment-revoked',
      userId: input.actorId,
      originalUserId: input.originalUserId ?? null,
      entityType: 'payment_schedule',
      entityId: input.id,
      details: {
        invoiceId: row.invoiceId,
        priceCentavos: row.priceCentavos,
        remarks,
        revokedTransactionId: row.transactionId,
        revokedPaymentPlatform: row.paymentPlatform,
        revokedExternalInvoiceId: row.externalInvoiceId,
        approvedAt: row.approvedAt?.toISOString() ?? null,
      },
    },
    tx,
  )
  await reverseCommission(tx, input.id, remarks, now)
  return { id: input.id }
}
