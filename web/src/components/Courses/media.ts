// Where the back office shows a course's or lesson's media: a web address as it is, an upload (a
// storage key) through GET /api/files/uploads/{storedFileId}, which content staff may read; and
// what a member's browser gets for the same value (the intro preview shows exactly that).
import { fileDownloadUrl, isExternalUrl, isStorageKey } from '../../../../common/files'

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

/**
 * What a member's browser is given for an image or intro-video column (the learning API's rule,
 * api/src/services/learning/media.ts publicMediaUrl): web addresses and this site's paths; an
 * upload has no member download route, so members see none.
 */
export function memberMediaUrl(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text || isStorageKey(text)) return null
  if (isExternalUrl(text)) return text
  return text.startsWith('/') && !text.startsWith('//') ? text : null
}
