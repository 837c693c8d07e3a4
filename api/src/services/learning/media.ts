// Where a learner's browser finds a course's or lesson's media: YouTube and Vimeo links become a
// provider, a video id and a privacy-friendly embed URL; an uploaded lesson video (a storage key)
// plays from GET /api/files/lesson-videos/{lessonId}; lesson files and resources download from
// /api/files/<kind>/{id}. Images and intro videos: learnerMediaUrl (common/files.downloads.ts). Pure
// functions, no SQL.
import { isExternalUrl, isStorageKey } from '../../../../common/files'
import { fileDownloadUrl } from '../../../../common/files.downloads'

export type LessonVideoValue = { provider: 'youtube' | 'vimeo' | 'file'; videoId: string | null; url: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/
const VIMEO_ID = /^\d{1,15}$/
/** A link's path that names a video file the browser's player takes. */
export const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv)$/i

function parseUrl(value: string): URL | null {
  const text = value.trim()
  try {
    return new URL(/^\/\//.test(text) ? `https:${text}` : /^www\./i.test(text) ? `https://${text}` : text)
  } catch {
    return null
  }
}

/** The YouTube video id of a watch, short, embed, shorts or live link; null for anything else. */
export function youtubeId(value: string): string | null {
  const url = parseUrl(value)
  if (!url) return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/').filter(Boolean)
    if (parts[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) id = parts[1] ?? null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** The Vimeo video id of vimeo.com/ID, vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID or player.vimeo.com/video/ID. */
export function vimeoId(value: string): string | null {
  const url = parseUrl(value)
  if (!url) return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'player.vimeo.com') return parts[0] === 'video' && VIMEO_ID.test(parts[1] ?? '') ? parts[1] : null
  // The first all-digit segment is the video (vimeo.com/123, /channels/staffpicks/123, /123/abcdef private hash).
  return parts.find((part) => VIMEO_ID.test(part)) ?? null
}

/** A YouTube (youtube-nocookie embed) or Vimeo (player.vimeo.com) link's player; null for any other link. */
export function embeddedVideo(value: string): LessonVideoValue | null {
  const youtube = youtubeId(value)
  if (youtube) return { provider: 'youtube', videoId: youtube, url: `https://www.youtube-nocookie.com/embed/${youtube}` }
  const vimeo = vimeoId(value)
  if (vimeo) return { provider: 'vimeo', videoId: vimeo, url: `https://player.vimeo.com/video/${vimeo}` }
  return null
}

/**
 * The player of a lesson's videoUrl: YouTube (youtube-nocookie embed), Vimeo (player.vimeo.com),
 * an uploaded file (its download URL), or a direct link to a video file. null for no video or a
 * link that is none of these.
 */
export function lessonVideo(lessonId: number, videoUrl: string | null | undefined): LessonVideoValue | null {
  const value = videoUrl?.trim()
  if (!value) return null
  if (isStorageKey(value)) return { provider: 'file', videoId: null, url: fileDownloadUrl('lesson-videos', lessonId) }
  const embedded = embeddedVideo(value)
  if (embedded) return embedded
  const url = isExternalUrl(value) ? parseUrl(value) : null
  if (url && VIDEO_FILE.test(url.pathname)) return { provider: 'file', videoId: null, url: url.toString() }
  return null
}

/** A lesson file's link: its download for an upload, else the external URL (null for neither). */
export function lessonFileUrl(id: number, fileUrl: string): string | null {
  if (isStorageKey(fileUrl)) return fileDownloadUrl('lesson-files', id)
  return isExternalUrl(fileUrl) ? fileUrl.trim() : null
}
