// Resource files and lesson attachments are shown with an icon and player chosen by their kind.

/** File kinds with their extensions, verbatim from the spec. */
export const ATTACHMENT_EXTENSIONS = {
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
export type AttachmentKind = keyof typeof ATTACHMENT_EXTENSIONS

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

function isLink(value: string): boolean {
  return /^(https?:)?\/\//i.test(value) || /^www\./i.test(value)
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
  if (!isLink(value)) return false
  const url = parseLink(value)
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
  const base = fileName.split(/[?#]/)[0].split('/').pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/**
 * The kind of an attachment from its file name or link: video-site links are videos, any other link
 * is a webLink, files go by extension, a name without extension is a webLink.
 * Returns null for an extension outside the lists (the upload form rejects those).
 */
export function classifyAttachment(nameOrUrl: string): AttachmentKind | null {
  const value = nameOrUrl.trim()
  if (isLink(value)) return isVideoLink(value) ? 'videos' : 'webLink'
  const ext = fileExtension(value)
  if (!ext) return 'webLink'
  for (const [kind, extensions] of Object.entries(ATTACHMENT_EXTENSIONS)) {
    if ((extensions as readonly string[]).includes(ext)) return kind as AttachmentKind
  }
  return null
}
