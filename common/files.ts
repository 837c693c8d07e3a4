// Files: what may be uploaded, how big, which category a file or link belongs to, and which types a
// browser may show inline. One copy for the upload endpoint (api/src/functions/uploadFile.ts), the
// download route (api/src/functions/files.ts) and the web (FileUpload, resource and lesson pages);
// the addresses stored files are served at are files.downloads.ts. docs/storage.md explains the rules.
import { z } from 'zod'

/** The largest upload: 10 MB (docs/product.md, "files"). Exactly this many bytes is accepted. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024

/** What a person is told when a file is over the limit: contact an admin (docs/product.md, "files"). */
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is larger than 10mb. Please contact an admin to upload it.'

/**
 * The daily upload quota (api/src/services/files/quota.ts): a member may upload 100 MB in any 24
 * hours; content staff and admins the default setting `staff-upload-quota-mb` (in MB; the seed
 * and a missing setting give 2000).
 */
export const MEMBER_UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024
export const STAFF_UPLOAD_QUOTA_SETTING = 'staff-upload-quota-mb'
export const DEFAULT_STAFF_UPLOAD_QUOTA_MB = 2000

/** POST here (multipart: one field `file`, optional `purpose`) with the bearer token. */
export const UPLOAD_URL = '/api/upload-file'

/**
 * Why a file is uploaded (the `purpose` field), one name per form that uploads. Stored with the
 * file (stored_files.purpose): besides its uploader, who may read it follows from it
 * (api/src/services/files/access.ts): content files to the staff of that content, a payment proof
 * to payment staff only, profile images to profile staff. A file a payment proof names is a proof
 * whatever it claimed. Omitted, the file is unclassified (as files from before purposes were
 * kept): its uploader and content staff read it. A page-media file is public.
 */
export const UPLOAD_PURPOSES = [
  'course-thumbnail',
  'lesson-video',
  'lesson-image',
  'lesson-file',
  'event-image',
  'resource-file',
  'payment-proof',
  'profile-image',
  'win-image',
  // Images and videos of the public landing pages: only staff with the funnel page flag upload
  // them, and anyone (signed out too) reads them once uploaded (docs/product.md, "Landing pages").
  'page-media',
] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

export const isUploadPurpose = (value: unknown): value is UploadPurpose => (UPLOAD_PURPOSES as readonly unknown[]).includes(value)

export const uploadPurposeMessage = `Purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}`

/** The upload form's other field: `purpose`, one of UPLOAD_PURPOSES, or none. */
export const uploadFieldsSchema = z.object({
  purpose: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isUploadPurpose(value), uploadPurposeMessage)
    .transform((value) => value as UploadPurpose | null),
})

/** File categories with their extensions, verbatim from the spec (part 1 section 3). */
export const FILE_CATEGORY_EXTENSIONS = {
  images: ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.svg', '.webp'],
  videos: ['.mp4', '.avi', '.mov', '.wmv', '.mkv', '.flv'],
  audio: ['.mp3'],
  presentations: ['.ppt', '.pptx'],
  spreadsheets: ['.xlsx', '.xls', '.csv'],
  documents: ['.doc', '.docx', '.txt', '.xml'],
  pdf: ['.pdf'],
  archive: ['.zip', '.rar'],
  webLink: [],
} as const

/** images, videos, audio, presentations, spreadsheets, documents, pdf, archive or webLink. */
export type FileCategory = keyof typeof FILE_CATEGORY_EXTENSIONS

export const FILE_CATEGORIES = Object.keys(FILE_CATEGORY_EXTENSIONS) as FileCategory[]

/** Every extension an upload may have: the files of the spec's table (webLink has none). */
export const UPLOAD_EXTENSIONS: readonly string[] = Object.values(FILE_CATEGORY_EXTENSIONS).flat()

/** What a person is told about a file whose extension is not among `allowed` (the server's and the upload field's words). */
export function uploadTypeNotAllowedMessage(fileName: string, allowed: readonly string[] = UPLOAD_EXTENSIONS): string {
  const ext = fileExtension(fileName)
  const what = ext ? `${ext} files` : `"${fileName}" has no extension, and files without one`
  return `${what} cannot be uploaded${allowed === UPLOAD_EXTENSIONS ? '' : ' here'}. Allowed types: ${allowed.join(' ')}.`
}

/** The `accept` attribute of a file input that takes any uploadable file. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',')

/** The content type a file of each uploadable extension is stored and served with. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.avi': 'video/x-msvideo',
  '.mov': 'video/quicktime',
  '.wmv': 'video/x-ms-wmv',
  '.mkv': 'video/x-matroska',
  '.flv': 'video/x-flv',
  '.mp3': 'audio/mpeg',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.csv': 'text/csv',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.rar': 'application/vnd.rar',
}

/**
 * Types a browser may show inline (`?inline=1` on a download): images except SVG (an SVG is a
 * document that can carry script), PDF, MP4 and MP3. Everything else is always an attachment.
 */
export const INLINE_PREVIEW_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'application/pdf',
  'video/mp4',
  'audio/mpeg',
]

/** The media type without parameters, lower case: 'Text/CSV; charset=utf-8' -> 'text/csv'. */
export function baseContentType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase()
}

/** True when a browser may show a file of this type inline (INLINE_PREVIEW_TYPES). */
export function isInlinePreviewable(contentType: string | null | undefined): boolean {
  return INLINE_PREVIEW_TYPES.includes(baseContentType(contentType))
}

// Hosts whose links play a video (matched on the host and its subdomains).
const VIDEO_HOSTS = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'loom.com',
  'wistia.com',
  'wistia.net',
  'wi.st',
  'fb.watch',
  'dailymotion.com',
  'dai.ly',
  'twitch.tv',
  'streamable.com',
  'tiktok.com',
]

/** A web link: http(s)://, protocol-relative //host, or www.host (how people paste them). */
export function isLink(value: string): boolean {
  const text = value.trim()
  return /^(https?:)?\/\//i.test(text) || /^www\./i.test(text)
}

/** True for an absolute http(s) URL: what a content row holds instead of a storage key for an external file. */
export function isExternalUrl(value: string | null | undefined): boolean {
  if (!value || !/^https?:\/\//i.test(value.trim())) return false
  try {
    new URL(value.trim())
    return true
  } catch {
    return false
  }
}

function parseLink(value: string): URL | null {
  try {
    return new URL(/^www\./i.test(value) ? `https://${value}` : value, 'https://invalid.local')
  } catch {
    return null
  }
}

/** True for links to the usual video sites (YouTube, Vimeo, Loom, Wistia, Facebook video...). */
export function isVideoLink(value: string): boolean {
  const text = value.trim()
  if (!isLink(text)) return false
  const url = parseLink(text)
  if (!url) return false
  const host = url.hostname.toLowerCase()
  const onHost = (h: string) => host === h || host.endsWith(`.${h}`)
  if (VIDEO_HOSTS.some(onHost)) return true
  // Facebook hosts everything; only its video pages play.
  if (onHost('facebook.com')) return /\/(videos|watch|reel)\b/i.test(url.pathname) || url.pathname.startsWith('/watch')
  return false
}

/** The lower-case extension with its dot ('.pdf'), or '' when there is none. Query and hash are ignored. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[?#]/)[0].split(/[/\\]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/** The category of an extension ('.PDF' -> 'pdf'), or null when it is not in the spec's table. */
export function categoryOfExtension(extension: string): FileCategory | null {
  const ext = extension.toLowerCase()
  for (const category of FILE_CATEGORIES) {
    if ((FILE_CATEGORY_EXTENSIONS[category] as readonly string[]).includes(ext)) return category
  }
  return null
}

/**
 * The category of a file name, storage key or link: video-site links are videos, any other link is
 * a webLink, files go by extension, a name without extension is a webLink. Returns null for an
 * extension outside the table (uploads refuse those).
 */
export function categoryOf(fileNameOrUrl: string): FileCategory | null {
  const value = fileNameOrUrl.trim()
  if (isLink(value)) return isVideoLink(value) ? 'videos' : 'webLink'
  const ext = fileExtension(value)
  if (!ext) return 'webLink'
  return categoryOfExtension(ext)
}

/** The content type of an uploadable file name, or null when its extension is not uploadable. */
export function contentTypeFor(fileName: string): string | null {
  return CONTENT_TYPE_BY_EXTENSION[fileExtension(fileName)] ?? null
}

/**
 * A storage key: '<yyyy>/<mm>/<uuid>/<file name>' (api/src/lib/storage). Content rows
 * (lesson_files.fileUrl, lessons.videoUrl, resource_files.fileUrl) hold either one of these or an
 * external http(s) URL; anything else is neither.
 */
export function isStorageKey(value: string | null | undefined): boolean {
  if (!value) return false
  const match = /^(\d{4})\/(0[1-9]|1[0-2])\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/\\]+)$/.exec(value)
  if (!match) return false
  const name = match[4]
  // eslint-disable-next-line no-control-regex
  return name !== '.' && name !== '..' && name.length <= 255 && !/[\u0000-\u001f\u007f]/.test(name)
}

/** The file name a storage key ends with ('2025/01/<uuid>/Guide.pdf' -> 'Guide.pdf'). */
export function storageKeyFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1)
}

/** What POST /api/upload-file answers. `key` is what a content row stores; `id` is the stored_files row. */
export type UploadedFile = {
  id: number
  key: string
  fileName: string
  contentType: string
  sizeBytes: number
  category: FileCategory
}

/** A size for people: 0 B, 512 B, 1.5 KB, 10 MB (1024-based, as the 10mb limit is). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${Math.round(value * 10) / 10} ${units[unit]}`
}
