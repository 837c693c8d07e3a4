// For the services that save a file reference on a row others read (a profile image, a win's
// image): the value is either an external http(s) link or the key of an upload the caller may
// read (their own, or one whose purpose their level covers: the file rule, services/files/access.ts),
// and never a payment proof: a row names a proof only through payment_proofs, so no form can make
// a member's receipt part of a page others read. Anything else is refused with a field message, so
// nobody can attach another member's upload by guessing its key, nor store a key that names
// nothing. Call it when the value is new or changed.
// SQL: 1 statement for a key (the stored_files row by its unique key), none for a link.
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { categoryOf, isExternalUrl, isStorageKey, type FileCategory } from '../../../../common/files'
import { storedFiles } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { INVALID_INPUT_MESSAGE } from '../../lib/validation'
import { mayReadStoredFile, namedByProofSql, purposeOf } from './access'

/** What a content row may copy from the upload it attaches. */
export type AttachedFile = { key: string; fileName: string; contentType: string; sizeBytes: number; category: FileCategory }

export const attachmentMessages = {
  linkOrUpload: 'Enter a web link (https://...) or upload a file',
  uploadMissing: 'This upload was not found: upload the file again',
  proofNotAttachable: 'A proof of payment cannot be used here: upload the file again',
}

/**
 * Checks `value` for the input field `field`: an external link gives null (nothing to copy), an
 * upload key the caller may use gives its facts; anything else throws UserInputError
 * (BAD_USER_INPUT) with the message under `field`, before anything was written.
 */
export async function checkFileReference(
  user: CurrentUser | null,
  value: string,
  options: { field: string; executor?: Executor },
): Promise<AttachedFile | null> {
  const text = value.trim()
  if (isExternalUrl(text)) return null
  const refuse = (message: string) => new UserInputError(INVALID_INPUT_MESSAGE, { [options.field]: [message] })
  if (!isStorageKey(text)) throw refuse(attachmentMessages.linkOrUpload)
  const [row] = await (options.executor ?? db)
    .select({
      key: storedFiles.key,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      uploadedById: storedFiles.uploadedById,
      purpose: storedFiles.purpose,
      namedByProof: namedByProofSql(),
    })
    .from(storedFiles)
    .where(eq(storedFiles.key, text))
  if (!row || !mayReadStoredFile(user, row)) throw refuse(attachmentMessages.uploadMissing)
  if (purposeOf(row) === 'payment-proof') throw refuse(attachmentMessages.proofNotAttachable)
  return {
    key: row.key,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    category: categoryOf(row.fileName) ?? 'webLink',
  }
}
