// The daily upload quota: how many bytes one account may upload (POST /api/upload-file) in any
// 24 hours, counted from stored_files (uploaded_by_id, created_at is indexed for it).
//
//   member  100 MB a rolling day: a profile image, wins and proofs of payment are a few MB; ten
//           files of the 10 MB maximum a day is far beyond any member's need.
//   staff   the default setting `staff-upload-quota-mb` (2000 unless an admin changes it at
//           /default-settings). Staff here = the admin role, or a current access level that opens
//           a content back office (courses, events or resource files): those are the forms that
//           upload lesson videos, images and files all day. Other staff pages upload nothing,
//           so their holders get the member's quota. The CURRENT level counts (the web sends it
//           with every upload), as for every other permission.
//
// Over the quota the upload is refused before anything is stored, with HTTP 429 (Too Many
// Requests: the request is fine, the account has used its allowance for now; Retry-After says
// when) and a message naming the limit and the moment the file fits again. A file larger than the
// whole quota can never fit: 413, with the spec's advice to ask an admin.
//
// Checked twice: once before the object is written (the usual refusal, nothing stored), and again
// inside the transaction that records the row, under a per-user advisory lock, so two uploads at
// the same moment cannot both slip under the limit (the loser's object is removed again).
// SQL: 1 statement (the last day's total; the setting too for staff), 1 more when refused.
import { and, eq, gt, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { DEFAULT_STAFF_UPLOAD_QUOTA_MB, formatFileSize, MEMBER_UPLOAD_QUOTA_BYTES, STAFF_UPLOAD_QUOTA_SETTING } from '../../../../common/files'
import { settings, storedFiles } from '../../../../db/schema'
import { isAdmin } from '../../lib/auth/staffTrust'
import { db, type Executor } from '../../lib/db'
import { CONTENT_PAGE_FLAGS } from './access'
import { FileRequestError } from './errors'

export { DEFAULT_STAFF_UPLOAD_QUOTA_MB, MEMBER_UPLOAD_QUOTA_BYTES, STAFF_UPLOAD_QUOTA_SETTING }

const MB = 1024 * 1024

/** The quota's window: a rolling day. */
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000

export const quotaMessages = {
  overQuota: (used: number, quota: number, fitsAt: Date) =>
    `You have uploaded ${formatFileSize(used)} in the last 24 hours, and your upload limit is ${formatFileSize(quota)} a day. You can upload this file from ${manilaMinute(fitsAt)} (Manila time).`,
  largerThanQuota: (size: number, quota: number) =>
    `This file (${formatFileSize(size)}) is larger than your daily upload limit of ${formatFileSize(quota)}. Please contact an admin to upload it.`,
}

/** True when the staff quota applies (see the top of this file for why these). */
export function isUploadStaff(user: CurrentUser): boolean {
  return isAdmin(user) || CONTENT_PAGE_FLAGS.some((flag) => user.pageAccess[flag] === true)
}

/** The bytes `user` may upload in any 24 hours. */
export async function uploadQuotaBytes(user: CurrentUser, executor: Executor = db): Promise<number> {
  if (!isUploadStaff(user)) return MEMBER_UPLOAD_QUOTA_BYTES
  const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.name, STAFF_UPLOAD_QUOTA_SETTING))
  const megabytes = row && row.value.trim() !== '' ? Number(row.value) : NaN
  return Math.floor((Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : DEFAULT_STAFF_UPLOAD_QUOTA_MB) * MB)
}

/**
 * Throws FileRequestError (429, or 413 for a file larger than the whole quota) when `sizeBytes`
 * more would take `user` past their quota for the 24 hours before `now`.
 */
export async function checkUploadQuota(user: CurrentUser, sizeBytes: number, options: { executor?: Executor; now?: Date } = {}): Promise<void> {
  const executor = options.executor ?? db
  const now = options.now ?? new Date()
  const quota = await uploadQuotaBytes(user, executor)
  if (sizeBytes > quota) throw new FileRequestError(413, quotaMessages.largerThanQuota(sizeBytes, quota))
  const since = new Date(now.getTime() - QUOTA_WINDOW_MS)
  const inWindow = and(eq(storedFiles.uploadedById, user.id), gt(storedFiles.createdAt, since))
  const [{ used }] = await executor
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(inWindow)
  const usedBytes = Number(used)
  if (usedBytes + sizeBytes <= quota) return
  // The file fits once the oldest uploads of the window have left it: the first one whose running
  // total frees enough, a day after it was uploaded.
  const needed = usedBytes + sizeBytes - quota
  const freed = await executor
    .select({ createdAt: storedFiles.createdAt, running: sql<string>`sum(${storedFiles.sizeBytes}) over (order by ${storedFiles.createdAt}, ${storedFiles.id})` })
    .from(storedFiles)
    .where(inWindow)
    .orderBy(storedFiles.createdAt, storedFiles.id)
  const leaving = freed.find((row) => Number(row.running) >= needed)
  const fitsAt = new Date((leaving?.createdAt ?? now).getTime() + QUOTA_WINDOW_MS)
  const retryAfterSeconds = Math.max(1, Math.ceil((fitsAt.getTime() - now.getTime()) / 1000))
  throw new FileRequestError(429, quotaMessages.overQuota(usedBytes, quota, fitsAt), retryAfterSeconds)
}

/** Serializes one user's quota check and insert: a transaction-scoped advisory lock on the user id. */
export async function lockUploadQuota(user: CurrentUser, tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stored_files.quota'), ${user.id}::int)`)
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** 'Tue, 05/06/2025 3:15 PM' in Manila (UTC+8, no daylight saving), rounded up to the minute. */
function manilaMinute(instant: Date): string {
  const manila = new Date(Math.ceil(instant.getTime() / 60_000) * 60_000 + 8 * 3_600_000)
  const two = (n: number) => String(n).padStart(2, '0')
  const hours = manila.getUTCHours()
  return `${WEEKDAYS[manila.getUTCDay()]}, ${two(manila.getUTCMonth() + 1)}/${two(manila.getUTCDate())}/${manila.getUTCFullYear()} ${hours % 12 || 12}:${two(manila.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
}
