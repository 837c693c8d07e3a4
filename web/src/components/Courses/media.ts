// Where the back office shows a course's or lesson's media: a web address as it is, an upload (a
// storage key) through GET /api/files/uploads/{storedFileId}, which content staff may read; and
// what a member's browser gets for the same value (common/files.downloads.ts learnerMediaUrl; the intro
// preview shows exactly that).
import { isExternalUrl, isStorageKey } from '@common/files'
import { fileDownloadUrl, learnerMediaUrl } from '@common/files.downloads'

/**
 * The address staff preview a column's media at: the link itself, or the upload's stored file
 * (inline; `role` names the acting role, which a plain link cannot send as a header). Null when
 * there is nothing to show.
 */
export function staffMediaUrl(value: string | null | undefined, storedFileId: number | null | undefined, role: string | null | undefined): string | null {
  if (!value) return null
  if (isStorageKey(value)) return storedFileId ? fileDownloadUrl('uploads', storedFileId, { inline: true, as: role }) : null
  return isExternalUrl(value) ? value : null
}

/** What a member's browser is given for the course's thumbnail (the learning API's rule), seen by staff acting as `role`. */
export function memberThumbnailUrl(course: { id: number; thumbnailUrl: string | null }, role: string | null | undefined): string | null {
  return learnerMediaUrl(course.thumbnailUrl, { kind: 'course-thumbnails', id: course.id, as: role })
}

/** What a member's browser is given for an intro-video link (the course form takes no upload for it). */
export const memberIntroVideoUrl = (value: string | null | undefined) => learnerMediaUrl(value, null)
