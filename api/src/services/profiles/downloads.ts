// The images of profiles, for GET /api/files/profile-images/{userId} and /api/files/win-images/{winId}
// (services/files/downloads.ts): a profile's image and its wins are public parts of the profile, so
// anyone signed in may load them while the user is active (disabled or archived users' only for
// profile staff, as their profile). Only uploads are served (storage keys); a link is loaded by the
// browser itself. SQL: 1 statement each.
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { contentTypeFor, isStorageKey, storageKeyFileName } from '../../../../common/files'
import { storedFiles, userWins, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import type { DownloadTarget } from '../learning/downloads'
import { isProfileStaff } from './access'

const MAX_ID = 2_147_483_647
const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID

function readableOwner(user: CurrentUser) {
  return isProfileStaff(user) ? sql`true` : or(eq(users.id, user.id), and(isNull(users.disabledAt), isNull(users.archivedAt)))!
}

function toTarget(row: { key: string | null; storedName: string | null; storedType: string | null } | undefined): DownloadTarget | null {
  if (!row?.key || !isStorageKey(row.key)) return null
  const fileName = row.storedName ?? storageKeyFileName(row.key)
  return { storageKey: row.key, fileName, contentType: row.storedType ?? contentTypeFor(fileName) ?? 'application/octet-stream' }
}

export async function profileImageDownload(user: CurrentUser | null, userId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(userId)) return null
  const [row] = await db
    .select({ key: users.profileImage, storedName: storedFiles.fileName, storedType: storedFiles.contentType })
    .from(users)
    .leftJoin(storedFiles, eq(storedFiles.key, users.profileImage))
    .where(and(eq(users.id, userId), readableOwner(user)))
  return toTarget(row)
}

export async function winImageDownload(user: CurrentUser | null, winId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(winId)) return null
  const [row] = await db
    .select({ key: userWins.imageUrl, storedName: storedFiles.fileName, storedType: storedFiles.contentType })
    .from(userWins)
    .innerJoin(users, eq(users.id, userWins.userId))
    .leftJoin(storedFiles, eq(storedFiles.key, userWins.imageUrl))
    .where(and(eq(userWins.id, winId), readableOwner(user)))
  return toTarget(row)
}
