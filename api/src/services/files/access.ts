// Who may read a stored file: the one rule every path that serves stored bytes follows
// (GET /api/files/:kind/:id through services/files/downloads.ts, the row kinds of
// learning/downloads.ts, profiles/downloads.ts and paymentSchedules/proofDownloads.ts) and every
// form that attaches an upload to a row (attachments.ts):
//
//   1. its uploader;
//   2. whoever may read a row the file is attached to (a lesson, an event, a resource, a profile):
//      that row's own rule decides, so published public content (public events and resources,
//      active users' profile images and wins) is public through its row, and nowhere else;
//   3. staff whose CURRENT access level has a page flag that covers the file's purpose
//      (READER_FLAGS): content files to that content's staff, profile images to profile staff.
//
// A page-media file (a landing page's image or video) is public: anyone reads it, signed out too;
// only staff with the funnel page flag may upload one (mayUploadPurpose), so nothing else can be
// made public this way.
//
// A payment proof is the exception to 2: whatever row names it, only its uploader and staff with
// page flag `payment` (the approval queue) read it. A file is a proof when it was uploaded as one
// (stored_files.purpose) or when a payment proof names it, whatever it claimed: what it is
// attached to confirms the purpose. Ids are sequential, so "may not read" answers exactly like
// "does not exist" wherever this is asked.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { isUploadPurpose, type UploadPurpose } from '../../../../common/files'
import type { PageFlag } from '../../../../common/permissions'

/** The page flags of the content back office (courses, events, resource files). */
export const CONTENT_PAGE_FLAGS = ['courses', 'events', 'resourceFiles'] as const satisfies readonly PageFlag[]

/** The staff page flags that read another person's file of each purpose (any one of them is enough). */
export const READER_FLAGS: Readonly<Record<UploadPurpose, readonly PageFlag[]>> = {
  'course-thumbnail': ['courses'],
  'lesson-video': ['courses'],
  'lesson-image': ['courses'],
  'lesson-file': ['courses'],
  'event-image': ['events'],
  'resource-file': ['resourceFiles'],
  'payment-proof': ['payment'],
  'profile-image': ['profile', 'user'],
  'win-image': ['profile', 'user'],
  'page-media': ['funnel', 'funnels'],
}

/**
 * The page flag that may upload a file of `purpose`, where uploading it is not everyone's: a
 * page-media file is public the moment it exists, so only the landing-page builder's staff make one.
 */
export const UPLOADER_FLAGS: Readonly<Partial<Record<UploadPurpose, PageFlag>>> = { 'page-media': 'funnel' }

/** True when `user`'s current level may upload a file of `purpose` (UPLOADER_FLAGS; anyone signed in otherwise). */
export function mayUploadPurpose(user: CurrentUser, purpose: UploadPurpose | null): boolean {
  const flag = purpose ? UPLOADER_FLAGS[purpose] : undefined
  return !flag || user.pageAccess[flag] === true
}

/** Files without a purpose (uploaded before purposes were kept, or by a client that sent none): content staff, as before. */
export const UNCLASSIFIED_READER_FLAGS: readonly PageFlag[] = CONTENT_PAGE_FLAGS

/** What the rule needs to know of a stored file. */
export type StoredFileFacts = {
  uploadedById: number | null
  /** stored_files.purpose as stored (null for unclassified files). */
  purpose: string | null
  /** True when a payment proof names the file (namedByProofSql). */
  namedByProof: boolean
}

/** The purpose a file is treated as: a payment proof names it, or the one it was uploaded with. */
export function purposeOf(file: Pick<StoredFileFacts, 'purpose' | 'namedByProof'>): UploadPurpose | null {
  if (file.namedByProof) return 'payment-proof'
  return isUploadPurpose(file.purpose) ? file.purpose : null
}

/** True when `user`'s current level has a flag that reads other people's files of `purpose`. */
export function staffReadsPurpose(user: CurrentUser | null, purpose: UploadPurpose | null): boolean {
  if (!user) return false
  const flags = purpose ? READER_FLAGS[purpose] : UNCLASSIFIED_READER_FLAGS
  return flags.some((flag) => user.pageAccess[flag] === true)
}

/**
 * The rule. `viaReadableRow`: the caller may read a row the file is attached to (the row kinds
 * pass true once the row's own rule let them through; signed-out callers only reach public rows).
 */
export function mayReadStoredFile(user: CurrentUser | null, file: StoredFileFacts, options: { viaReadableRow?: boolean } = {}): boolean {
  if (user && file.uploadedById !== null && file.uploadedById === user.id) return true
  const purpose = purposeOf(file)
  if (purpose === 'payment-proof') return staffReadsPurpose(user, purpose)
  // A landing page's image or video: on a public page, for anyone (only the builder's staff upload one).
  if (purpose === 'page-media') return true
  return options.viaReadableRow === true || staffReadsPurpose(user, purpose)
}

/**
 * SQL for a statement that reads `stored_files` (by that name, not an alias): true when a payment
 * proof names its row (payment_proofs.stored_file_id is indexed). Spelled out: inside a select
 * list drizzle writes a column without its table, which the subquery would read as its own.
 */
export function namedByProofSql(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from payment_proofs pp where pp.stored_file_id = "stored_files"."id")`
}
