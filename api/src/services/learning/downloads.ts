// Which stored file a learning download link names, for GET /api/files/:kind/:id
// (api/src/functions/files.ts through services/files/downloads.ts). Whoever may read the row may
// read its file, by the rules of access.ts (a row opened by id: staff of that kind read drafts too).
// null = not found: the row is missing, the caller may not read it, or it holds an external URL
// rather than a storage key (the page links that URL directly). The name and type come from the
// stored_files row of the key (checked at upload) when there is one, else from the row itself.
// Uploaded images (course thumbnails, lesson and event images) follow the same rule. A payment
// proof is never served through a content row, whatever row names it (services/files/access.ts):
// only to its uploader and payment staff.
// SQL: 1 statement each (the row, its access check and its stored_files row together).
import { and, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { contentTypeFor, isStorageKey, storageKeyFileName } from '../../../../common/files'
import { courses, events, lessonFiles, lessons, resourceFiles, storedFiles, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { mayReadStoredFile, namedByProofSql } from '../files/access'
import { courseReadable, eventReadable, lessonReadable, resourceReadable } from './access'

export type DownloadTarget = { storageKey: string; fileName: string; contentType: string }

/** The largest id a serial column holds: anything outside 1..MAX_ID names nothing. */
const MAX_ID = 2_147_483_647
const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID

const FALLBACK_TYPE = 'application/octet-stream'

type Found = {
  key: string
  rowName: string | null
  rowType: string | null
  storedName: string | null
  storedType: string | null
  uploadedById: number | null
  purpose: string | null
  namedByProof: boolean
}

/** The stored_files facts the rule of services/files/access.ts reads (null when the key has no row). */
const fileFacts = { uploadedById: storedFiles.uploadedById, purpose: storedFiles.purpose, namedByProof: namedByProofSql() }

/** The file of a row the caller may read (the query checked the row), if the file rule agrees. */
function toTarget(user: CurrentUser | null, row: Found | undefined): DownloadTarget | null {
  if (!row || !isStorageKey(row.key)) return null
  if (!mayReadStoredFile(user, row, { viaReadableRow: true })) return null
  const fileName = row.storedName ?? (row.rowName?.trim() || storageKeyFileName(row.key))
  const contentType = row.storedType ?? row.rowType ?? contentTypeFor(storageKeyFileName(row.key)) ?? FALLBACK_TYPE
  return { storageKey: row.key, fileName, contentType }
}

/** A lesson file (lesson_files.id), to whoever may open its lesson. */
export async function lessonFileDownload(user: CurrentUser | null, id: number): Promise<DownloadTarget | null> {
  if (!user || !validId(id)) return null
  const [row] = await db
    .select({
      key: lessonFiles.fileUrl,
      // A lesson file's name is its label ("Workbook"): without a stored_files row the key's file name is used.
      rowName: sql<string | null>`null`,
      rowType: lessonFiles.contentType,
      storedName: storedFiles.fileName,
      storedType: storedFiles.contentType,
      ...fileFacts,
    })
    .from(lessonFiles)
    .innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId))
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(courses, eq(courses.id, units.courseId))
    .leftJoin(storedFiles, eq(storedFiles.key, lessonFiles.fileUrl))
    .where(and(eq(lessonFiles.id, id), lessonReadable(user, new Date())))
  return toTarget(user, row)
}

/** The columns of a row's uploaded media column (a lesson's video or image, a thumbnail ...) and its stored_files row. */
function mediaColumn(column: AnyColumn) {
  return {
    key: sql<string>`coalesce(${column}, '')`,
    rowName: sql<string | null>`null`,
    rowType: sql<string | null>`null`,
    storedName: storedFiles.fileName,
    storedType: storedFiles.contentType,
    ...fileFacts,
  }
}

/** A lesson's uploaded media (lessons.id): its video (provider 'file') or its image, to whoever may open the lesson. */
async function lessonMediaDownload(column: AnyColumn, user: CurrentUser | null, lessonId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(lessonId)) return null
  const [row] = await db
    .select(mediaColumn(column))
    .from(lessons)
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(courses, eq(courses.id, units.courseId))
    .leftJoin(storedFiles, eq(storedFiles.key, column))
    .where(and(eq(lessons.id, lessonId), lessonReadable(user, new Date())))
  return toTarget(user, row)
}

export const lessonVideoDownload = (user: CurrentUser | null, lessonId: number) => lessonMediaDownload(lessons.videoUrl, user, lessonId)
export const lessonImageDownload = (user: CurrentUser | null, lessonId: number) => lessonMediaDownload(lessons.imageUrl, user, lessonId)

/** A course's uploaded thumbnail (courses.id), to whoever may read the course. */
export async function courseThumbnailDownload(user: CurrentUser | null, courseId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(courseId)) return null
  const [row] = await db
    .select(mediaColumn(courses.thumbnailUrl))
    .from(courses)
    .leftJoin(storedFiles, eq(storedFiles.key, courses.thumbnailUrl))
    .where(and(eq(courses.id, courseId), courseReadable(user, new Date(), 'row')))
  return toTarget(user, row)
}

/** An event's uploaded image (events.id), to whoever may read the event. */
export async function eventImageDownload(user: CurrentUser | null, eventId: number): Promise<DownloadTarget | null> {
  if (!user || !validId(eventId)) return null
  const [row] = await db
    .select(mediaColumn(events.imageUrl))
    .from(events)
    .leftJoin(storedFiles, eq(storedFiles.key, events.imageUrl))
    .where(and(eq(events.id, eventId), eventReadable(user, new Date(), 'row')))
  return toTarget(user, row)
}

/** A resource file (resource_files.id) that is an upload, to whoever may read the resource (public ones to anyone). */
export async function resourceFileDownload(user: CurrentUser | null, id: number): Promise<DownloadTarget | null> {
  if (!validId(id)) return null
  const [row] = await db
    .select({
      key: resourceFiles.fileUrl,
      rowName: resourceFiles.fileName,
      rowType: resourceFiles.contentType,
      storedName: storedFiles.fileName,
      storedType: storedFiles.contentType,
      ...fileFacts,
    })
    .from(resourceFiles)
    .leftJoin(storedFiles, eq(storedFiles.key, resourceFiles.fileUrl))
    .where(and(eq(resourceFiles.id, id), resourceReadable(user, new Date(), 'row')))
  return toTarget(user, row)
}
