// The file of a payment proof (/api/files/payment-proofs/{proofId}): readable by the member who
// sent the proof, and by whoever the file rule lets read a proof (services/files/access.ts: its
// uploader and staff whose current access level has page flag payment, the approval queue). A
// proof the caller may not read answers exactly like a missing one (null). 1 statement.
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { paymentProofs, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { mayReadStoredFile } from '../files/access'
import type { DownloadTarget } from '../learning/downloads'

export async function paymentProofDownload(user: CurrentUser | null, id: number): Promise<DownloadTarget | null> {
  if (!user || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const [row] = await db
    .select({
      userId: paymentProofs.userId,
      key: storedFiles.key,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      uploadedById: storedFiles.uploadedById,
      purpose: storedFiles.purpose,
    })
    .from(paymentProofs)
    .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.storedFileId))
    .where(eq(paymentProofs.id, id))
  if (!row) return null
  // A payment proof names this file: it is a proof, whatever purpose it was uploaded with.
  if (row.userId !== user.id && !mayReadStoredFile(user, { ...row, namedByProof: true })) return null
  return { storageKey: row.key, fileName: row.fileName, contentType: row.contentType }
}
