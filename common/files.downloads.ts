// The addresses stored files are served at: the kinds of the download route
// (api/src/functions/files.ts, GET /api/files/:kind/:id) and the URLs pages link, embed or play a
// stored file, an image or a profile image at. What a file may be is files.ts.
import { isExternalUrl, isStorageKey } from './files'

/**
 * The kinds of GET /api/files/:kind/:id: the row whose file it is. lesson-videos and lesson-images
 * take the lesson id, course-thumbnails the course id, event-images the event id, uploads the
 * stored_files id.
 */
export const FILE_DOWNLOAD_KINDS = [
  'lesson-files',
  'lesson-videos',
  'lesson-images',
  'course-thumbnails',
  'event-images',
  'resource-files',
  'uploads',
  // Profiles: the user's image by users.id, a win's image by the win's id.
  'profile-images',
  'win-images',
  // Payments: a member's proof of payment by payment_proofs.id (its owner, staff with page payment).
  'payment-proofs',
] as const
export type FileDownloadKind = (typeof FILE_DOWNLOAD_KINDS)[number]

/**
 * The address a page links, embeds or plays a stored file at. `inline` asks for inline display
 * (granted for INLINE_PREVIEW_TYPES only); `as` names the role to check access with, for links,
 * which cannot send the x-current-role header (only a role the user holds is ever used).
 */
export function fileDownloadUrl(kind: FileDownloadKind, id: number, options: { inline?: boolean; as?: string | null } = {}): string {
  const query = new URLSearchParams()
  if (options.inline) query.set('inline', '1')
  if (options.as) query.set('as', options.as)
  const search = query.toString()
  return `/api/files/${kind}/${id}${search ? `?${search}` : ''}`
}

/**
 * An image or intro-video column as a URL a learner's browser may load: an external http(s) link,
 * a path of this site ('/images/...'), or for an upload (a storage key) its download route
 * `uploadedAt` (kind, row id and, for a link, the acting role), which serves whoever may read the
 * row (api/src/services/learning/downloads.ts). null when there is nothing a browser could load.
 * The learning API answers members with it; the back office's member preview shows the same.
 */
export function learnerMediaUrl(
  value: string | null | undefined,
  uploadedAt: { kind: FileDownloadKind; id: number; as?: string | null } | null,
): string | null {
  const text = value?.trim()
  if (!text) return null
  if (isStorageKey(text)) return uploadedAt ? fileDownloadUrl(uploadedAt.kind, uploadedAt.id, { inline: true, as: uploadedAt.as }) : null
  if (isExternalUrl(text)) return text
  return text.startsWith('/') && !text.startsWith('//') ? text : null
}

/**
 * A user's profile image (users.profile_image) as an address a browser loads: an upload through
 * /api/files/profile-images/{userId} (anyone signed in may load it), with `v` naming the upload so
 * a new image is a new address (the old one stays cached under the old address). Links as they are.
 */
export function profileImageUrl(userId: number, value: string | null | undefined): string | null {
  const url = learnerMediaUrl(value, { kind: 'profile-images', id: userId })
  if (!url || !isStorageKey(value?.trim())) return url
  const version = value!.trim().split('/')[2]?.slice(0, 8)
  return version ? `${url}&v=${encodeURIComponent(version)}` : url
}
