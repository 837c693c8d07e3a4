// The file of a payment proof (/api/files/payment-proofs/{proofId}): readable by the member who
// uploaded the proof and by staff whose current access level has page flag payment (the approval
// queue). A proof the caller may not read answers exactly like a missing one (null). 1 statement.
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { paymentProofs, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import type { DownloadTarget } from '../learning/downloads'

export async function paymentProofDownload(user: CurrentUser | null, id: number): Promise<DownloadTarget | null> {
  if (!user || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const [row] = await db
    .select({ userId: paymentProofs.userId, key: storedFiles.key, fileName: storedFiles.fileName, contentType: storedFiles.contentType })
    .from(paymentProofs)
    .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.storedFileId))
    .where(eq(paymentProofs.id, id))
  if (!row) return null
  if (row.userId !== user.id && user.pageAccess.payment !== true) return null
  return { storageKey: row.key, fileName: row.fileName, contentType: row.contentType }
}
