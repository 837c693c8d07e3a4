// Storing one uploaded file: checked (extension, magic bytes, size, the uploader's daily quota),
// written to the store under a new key, then recorded in stored_files with its purpose and an
// info log, in one transaction. Whatever fails after the object is written (the quota checked
// again under the uploader's lock, the row, the log, the client going away) removes the object
// again, so a failed or abandoned upload leaves neither an object nor a row.
// SQL: the quota (1-2 statements, quota.ts), then in one transaction the lock, the quota again,
// the row and the info log.
import type { CurrentUser } from '../../../../common/currentUser'
import { uploadFieldsSchema, UPLOAD_LIMIT_BYTES, type UploadedFile } from '../../../../common/files'
import { storedFiles } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { logger } from '../../lib/logger'
import { newStorageKey, sanitizeFileName, storage } from '../../lib/storage'
import { parseInput } from '../../lib/validation'
import { mayUploadPurpose } from './access'
import { ClientGoneError, FileRequestError } from './errors'
import { inspectUpload } from './inspect'
import { checkUploadQuota, lockUploadQuota } from './quota'
import { fileMessages } from './messages'

export type UploadInput = {
  user: CurrentUser
  /** The name the client gave (sanitized here). */
  fileName: string
  bytes: Buffer
  /** The other form fields: `purpose` (one of common/files.ts UPLOAD_PURPOSES, or none). */
  fields?: { purpose?: unknown }
  /** True once the client has disconnected: checked before anything is kept. */
  clientGone?: () => boolean
}

export async function storeUpload({ user, fileName: givenName, bytes, fields = {}, clientGone = () => false }: UploadInput): Promise<UploadedFile> {
  const { purpose } = parseInput(uploadFieldsSchema, fields, 'The upload form is not valid')
  // Refused rather than kept unclassified: the uploader asked for a public file and must hear it is not one.
  if (!mayUploadPurpose(user, purpose)) throw new FileRequestError(403, fileMessages.pageMediaStaff)
  if (bytes.length > UPLOAD_LIMIT_BYTES) throw new FileRequestError(413, fileMessages.tooLarge)
  const fileName = sanitizeFileName(givenName)
  const inspection = await inspectUpload(fileName, bytes)
  if (!inspection.ok) throw new FileRequestError(inspection.status, inspection.message)
  if (purpose === 'page-media' && inspection.category !== 'images' && inspection.category !== 'videos') throw new FileRequestError(400, fileMessages.pageMediaType(fileName))
  // Refused over the quota before a byte is written.
  await checkUploadQuota(user, bytes.length)
  if (clientGone()) throw new ClientGoneError()

  const key = newStorageKey(fileName)
  const store = storage()
  await store.put(key, bytes, { contentType: inspection.contentType })
  try {
    return await db.transaction(async (tx) => {
      // Another upload of this user's may have passed the check meanwhile: checked again, in turn.
      await lockUploadQuota(user, tx)
      await checkUploadQuota(user, bytes.length, { executor: tx })
      const [row] = await tx
        .insert(storedFiles)
        .values({ key, fileName, contentType: inspection.contentType, sizeBytes: bytes.length, uploadedById: user.id, purpose })
        .returning({ id: storedFiles.id })
      await writeInfoLog(
        {
          action: 'file-uploaded',
          userId: user.id,
          originalUserId: user.originalUserId,
          entityType: 'stored_file',
          entityId: row.id,
          details: { key, fileName, contentType: inspection.contentType, sizeBytes: bytes.length, purpose, originalName: givenName.slice(0, 255) },
        },
        tx,
      )
      // The last moment to give up: a client that left gets nothing committed.
      if (clientGone()) throw new ClientGoneError()
      return { id: row.id, key, fileName, contentType: inspection.contentType, sizeBytes: bytes.length, category: inspection.category }
    })
  } catch (error) {
    await store.delete(key).catch((deleteError) => logger.error({ err: deleteError, key }, 'could not remove the object of a failed upload'))
    throw error
  }
}
