// /account, "Billing and Subscriptions" (docs/product.md, "billing"): the signed-in member's own subscriptions and
// invoices with their schedule rows (myBilling: the same read model as view-subscription), and a
// proof of a manual payment (submitPaymentProof) that lands in the /payment approval queue.
import { and, eq, sql } from 'drizzle-orm'
import { checkoutMessages, isProofContentType } from '../../../../common/checkout'
import { paymentProofSchema } from '../../../../common/validation/checkout'
import { invoices as invoicesTable, paymentProofs, paymentSchedules, storedFiles, subscriptions as subscriptionsTable } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { invoicesWhere } from '../subscriptions/billingRows'
import { subscriptionsOfUser } from '../subscriptions/subscriptionsOfUser'

export const billingMessages = {
  /** The file was uploaded for something else (a lesson, a profile image ...): a proof is uploaded as one. */
  proofFileNotAProof: 'Upload the proof again here: that file was uploaded for something else.',
}

/** Said in the remarks of a pending proof a newer one replaces. */
export const REPLACED_PROOF_REMARKS = 'Replaced by a newer proof from the member.'

export const myBilling = (async () => {
  const user = requireAuth(currentUser())
  const [subscriptions, invoices] = await Promise.all([subscriptionsOfUser(user.id), invoicesWhere(sql`s.user_id = ${user.id}`)])
  return { subscriptions, invoices }
}) satisfies QueryResolvers['myBilling']

export const submitPaymentProof = (async ({ input }) => {
  const user = requireAuth(currentUser())
  const values = parseInput(paymentProofSchema, input)
  return db.transaction(async (tx) => {
    // The row, locked so an approval and a proof do not cross: the member's own, and unpaid.
    const [row] = await tx
      .select({ id: paymentSchedules.id, transactionId: paymentSchedules.transactionId })
      .from(paymentSchedules)
      .innerJoin(invoicesTable, eq(invoicesTable.id, paymentSchedules.invoiceId))
      .innerJoin(subscriptionsTable, eq(subscriptionsTable.id, invoicesTable.subscriptionId))
      .where(and(eq(paymentSchedules.id, Number(values.paymentScheduleId)), eq(subscriptionsTable.userId, user.id)))
      .for('update', { of: paymentSchedules })
    if (!row) throw new NotFoundError(checkoutMessages.scheduleNotFound)
    if (row.transactionId) throw new UserInputError(checkoutMessages.schedulePaid)
    // The file must be one this user uploaded (a file id alone proves nothing), as a proof of
    // payment, and an image or PDF. Locked: the purpose is settled before the proof names it.
    const [file] = await tx
      .select({ id: storedFiles.id, contentType: storedFiles.contentType, purpose: storedFiles.purpose })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, values.fileId), eq(storedFiles.uploadedById, user.id)))
      .for('update')
    if (!file) throw new UserInputError(INVALID_INPUT_MESSAGE, { fileId: [checkoutMessages.proofFileNotYours] })
    // Uploaded for content or a profile, it may be on a page others read: a proof is uploaded as one
    // (services/files/access.ts). A file without a purpose (a client that sent none) becomes a proof.
    if (file.purpose !== null && file.purpose !== 'payment-proof') {
      throw new UserInputError(INVALID_INPUT_MESSAGE, { fileId: [billingMessages.proofFileNotAProof] })
    }
    if (!isProofContentType(file.contentType)) throw new UserInputError(INVALID_INPUT_MESSAGE, { fileId: [checkoutMessages.proofFileType] })
    if (file.purpose === null) await tx.update(storedFiles).set({ purpose: 'payment-proof' }).where(eq(storedFiles.id, file.id))
    const scheduleId = Number(row.id)
    // A newer proof replaces one still waiting (a wrong file can be corrected): one pending proof a row.
    const replaced = await tx
      .update(paymentProofs)
      .set({ status: 'rejected', remarks: REPLACED_PROOF_REMARKS, reviewedAt: new Date() })
      .where(and(eq(paymentProofs.paymentScheduleId, scheduleId), eq(paymentProofs.status, 'pending')))
      .returning({ id: paymentProofs.id })
    const [proof] = await tx
      .insert(paymentProofs)
      .values({ paymentScheduleId: scheduleId, userId: user.id, storedFileId: file.id, paymentPlatform: values.paymentPlatform, referenceNumber: values.referenceNumber })
      .returning({ id: paymentProofs.id })
    await writeInfoLog(
      {
        action: 'payment-proof-submitted',
        userId: user.id,
        originalUserId: user.originalUserId,
        entityType: 'payment_schedule',
        entityId: scheduleId,
        details: { proofId: proof.id, fileId: file.id, paymentPlatform: values.paymentPlatform, referenceNumber: values.referenceNumber, replacedProofIds: replaced.map((p) => p.id) },
      },
      tx,
    )
    return { id: String(scheduleId) }
  })
}) satisfies MutationResolvers['submitPaymentProof']
