// Where a video URL plays: YouTube and Vimeo through their embeddable players, an uploaded or
// direct MP4 (WebM, MOV) in <video>. Anything else is a plain link.

export type VideoProvider = 'youtube' | 'vimeo' | 'file'

export type VideoSource = {
  provider: VideoProvider
  /** The YouTube or Vimeo id; null for a file. */
  videoId: string | null
  /** What an <iframe> or <video> loads: youtube-nocookie / player.vimeo.com, or the file itself. */
  embedUrl: string
}

const YOUTUBE_ID = /^[\w-]{6,64}$/
const FILE_EXTENSION = /\.(mp4|m4v|webm|mov)$/i

function parse(value: string): URL | null {
  try {
    return new URL(/^www\./i.test(value) ? `https://${value}` : value, 'https://app.invalid')
  } catch {
    return null
  }
}

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0&modestbranding=1&playsinline=1`
}

export function vimeoEmbedUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}`
}

function youTubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  let id: string | null = null
  if (onHost(host, 'youtu.be')) id = url.pathname.split('/')[1] ?? null
  else if (onHost(host, 'youtube.com') || onHost(host, 'youtube-nocookie.com')) {
    const [, first, second] = url.pathname.split('/')
    if (first === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(first)) id = second ?? null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  if (!onHost(host, 'vimeo.com')) return null
  // vimeo.com/123456, vimeo.com/channels/staff/123456, player.vimeo.com/video/123456
  const numeric = url.pathname.split('/').filter((part) => /^\d+$/.test(part))
  return numeric[0] ?? null
}

/** How a video URL plays, or null when it is not a playable video (then show it as a link). */
export function parseVideoUrl(value: string | null | undefined): VideoSource | null {
  const text = value?.trim()
  if (!text) return null
  const url = parse(text)
  if (!url) return null
  const isRelative = url.hostname === 'app.invalid'
  if (!isRelative) {
    const yt = youTubeId(url)
    if (yt) return { provider: 'youtube', videoId: yt, embedUrl: youTubeEmbedUrl(yt) }
    const vimeo = vimeoId(url)
    if (vimeo) return { provider: 'vimeo', videoId: vimeo, embedUrl: vimeoEmbedUrl(vimeo) }
  }
  // Uploaded lesson and intro videos are served by /api/files; direct links end in a video extension.
  if ((isRelative && url.pathname.startsWith('/api/files/')) || FILE_EXTENSION.test(url.pathname)) {
    return { provider: 'file', videoId: null, embedUrl: text }
  }
  return null
}
