// The images of profiles, for GET /api/files/profile-images/{userId} and /api/files/win-images/{winId}
// (services/files/downloads.ts): a profile's image and its wins are public parts of the profile, so
// anyone signed in may load them while the user is active (disabled or archived users' only for
// profile staff, as their profile). Only uploads are served (storage keys); a link is loaded by the
// browser itself. A payment proof is never served as a profile's image, whatever row names it
// (services/files/access.ts): only to its uploader and payment staff. SQL: 1 statement each.
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { contentTypeFor, isStorageKey, storageKeyFileName } from '../../../../common/files'
import { storedFiles, userWins, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { mayReadStoredFile, namedByProofSql } from '../files/access'
import type { DownloadTarget } from '../learning/downloads'
import { isProfileStaff } from './access'

const MAX_ID = 2_147_483_647
const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID

function readableOwner(user: CurrentUser) {
  return isProfileStaff(user) ? sql`true` : or(eq(users.id, user.id), and(isNull(users.disabledAt), isNull(users.archivedAt)))!
}

type Found = {
  key: string | null
  storedName: string | null
  storedType: string | null
  uploadedById: number | null
  purpose: string | null
  namedByProof: boolean
}

/** The stored_files facts the rule of services/files/access.ts reads (null when the key has no row). */
const fileFacts = { uploadedById: storedFiles.uploadedById, purpose: storedFiles.purpose, namedByProof: namedByProofSql() }

/** The image of a profile the caller may read (the query checked it), if the file rule agrees. */
function toTarget(user: CurrentUser, row: Found | undefined): DownloadTarget | null {
  if (!row?.key || !isStorageKey(row.key)) return null
  if (!mayReadStoredFile(user, row, { viaReadableRow: true })) return null
  const fileName = row.storedName ?? storageKeyFileName(row.key)
  return { storageKey: row.key, fileName, contentType: row.storedType ?? contentTypeFor(fileName) ?? 'application/octet-stream' }
}

export async function profileImageDownload(user: CurrentUser | null, userId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(userId)) return null
  const [row] = await db
    .select({ key: users.profileImage, storedName: storedFiles.fileName, storedType: storedFiles.contentType, ...fileFacts })
    .from(users)
    .leftJoin(storedFiles, eq(storedFiles.key, users.profileImage))
    .where(and(eq(users.id, userId), readableOwner(user)))
  return toTarget(user, row)
}

export async function winImageDownload(user: CurrentUser | null, winId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(winId)) return null
  const [row] = await db
    .select({ key: userWins.imageUrl, storedName: storedFiles.fileName, storedType: storedFiles.contentType, ...fileFacts })
    .from(userWins)
    .innerJoin(users, eq(users.id, userWins.userId))
    .leftJoin(storedFiles, eq(storedFiles.key, userWins.imageUrl))
    .where(and(eq(userWins.id, winId), readableOwner(user)))
  return toTarget(user, row)
}
