// Which stored file a download link names, and whether the caller may have it. The learning
// rows (lesson files, lesson videos and images, course thumbnails, event images, resource files)
// are decided by services/learning/downloads.ts, profiles by profiles/downloads.ts and proofs by
// paymentSchedules/proofDownloads.ts (who may read the row may read its file, a proof excepted);
// uploads (stored_files by id, the back office's previews) here: their uploader, or staff whose
// current access level covers the file's purpose. All by the one rule of access.ts. null = not
// found, and a row the caller may not read answers exactly like one that does not exist.
// SQL: uploads 1 statement (the stored_files row by id, with whether a proof names it); the
// others, see their files.
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import type { FileDownloadKind } from '../../../../common/files.downloads'
import { storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import {
  courseThumbnailDownload,
  eventImageDownload,
  lessonFileDownload,
  lessonImageDownload,
  lessonVideoDownload,
  resourceFileDownload,
  type DownloadTarget,
} from '../learning/downloads'
import { profileImageDownload, winImageDownload } from '../profiles/downloads'
import { paymentProofDownload } from '../paymentSchedules/proofDownloads'
import { mayReadStoredFile, namedByProofSql } from './access'

export type { DownloadTarget }

/** The largest id a serial column holds: anything above names nothing. */
const MAX_ID = 2_147_483_647

/** An uploaded file (stored_files.id) for its uploader or the staff its purpose names; a page-media file for anyone. */
export async function uploadedFileDownload(user: CurrentUser | null, id: number): Promise<DownloadTarget | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null
  const [row] = await db
    .select({
      key: storedFiles.key,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      uploadedById: storedFiles.uploadedById,
      purpose: storedFiles.purpose,
      namedByProof: namedByProofSql(),
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
  if (!row || !mayReadStoredFile(user, row)) return null
  return { storageKey: row.key, fileName: row.fileName, contentType: row.contentType }
}

const resolvers: Record<FileDownloadKind, (user: CurrentUser | null, id: number) => Promise<DownloadTarget | null>> = {
  'lesson-files': lessonFileDownload,
  'lesson-videos': lessonVideoDownload,
  'lesson-images': lessonImageDownload,
  'course-thumbnails': courseThumbnailDownload,
  'event-images': eventImageDownload,
  'resource-files': resourceFileDownload,
  uploads: uploadedFileDownload,
  'profile-images': profileImageDownload,
  'win-images': winImageDownload,
  'payment-proofs': paymentProofDownload,
}

/** The file `kind`/`id` names, if `user` (null = signed out) may read it. */
export async function resolveFileDownload(kind: FileDownloadKind, user: CurrentUser | null, id: number): Promise<DownloadTarget | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null
  return resolvers[kind](user, id)
}
