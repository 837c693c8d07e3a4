// Talking to the YouTube and Vimeo players in their iframes through the players' own message
// APIs (window.postMessage, the channel their JavaScript APIs are built on), so the app hears when
// a video ends and where it is without running either host's script in our page: the app's
// Content-Security-Policy allows scripts from our origin only (docs/security.md), and the player
// frames are already allowed (frame-src).
//
// Messages are accepted only from the player's own origin and its own frame.

export type PlayerEvents = {
  onEnded: () => void
  onProgress: (seconds: number, event: { paused: boolean }) => void
}

export const YOUTUBE_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']
export const VIMEO_ORIGIN = 'https://player.vimeo.com'

/** YouTube's player states (its IFrame API's numbers). */
export const YOUTUBE_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2 } as const

function parse(data: unknown): Record<string, unknown> | null {
  if (data && typeof data === 'object') return data as Record<string, unknown>
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0)

/** The no-cookie embed with the JS API on, told our origin, starting at `start` seconds. */
export function youTubePlayerUrl(videoId: string, { start = 0, origin }: { start?: number; origin: string }): string {
  const url = new URL(`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`)
  url.searchParams.set('enablejsapi', '1')
  url.searchParams.set('origin', origin)
  url.searchParams.set('rel', '0')
  url.searchParams.set('modestbranding', '1')
  url.searchParams.set('playsinline', '1')
  if (start > 0) url.searchParams.set('start', String(seconds(start)))
  return url.toString()
}

/** The Vimeo player (keeping a private video's h= hash from the API's URL), starting at `start` seconds. */
export function vimeoPlayerUrl(videoId: string, { start = 0, embedUrl }: { start?: number; embedUrl?: string }): string {
  const url = new URL(embedUrl?.startsWith(`${VIMEO_ORIGIN}/video/`) ? embedUrl : `${VIMEO_ORIGIN}/video/${encodeURIComponent(videoId)}`)
  url.searchParams.set('dnt', '1')
  url.searchParams.set('playsinline', '1')
  url.searchParams.set('title', '0')
  url.searchParams.set('byline', '0')
  url.searchParams.set('portrait', '0')
  url.hash = start > 0 ? `t=${seconds(start)}s` : ''
  return url.toString()
}

/**
 * Listens to a YouTube player frame: 'listening' tells the player to report to us (repeated until
 * it answers, as the frame may not be ready when it loads), then onStateChange and infoDelivery
 * carry the state (0 ended, 1 playing, 2 paused) and the current time. Returns the disconnect.
 */
export function connectYouTube(frame: HTMLIFrameElement, events: PlayerEvents): () => void {
  let heard = false
  let state = -1
  let currentTime = 0
  let tries = 0
  const send = (message: Record<string, unknown>) => {
    for (const origin of YOUTUBE_ORIGINS) {
      if (frame.src.startsWith(origin)) frame.contentWindow?.postMessage(JSON.stringify({ ...message, id: 1, channel: 'widget' }), origin)
    }
  }
  const listen = () => {
    send({ event: 'listening' })
    send({ event: 'command', func: 'addEventListener', args: ['onStateChange'] })
  }
  const changeState = (next: number) => {
    if (next === state) return
    state = next
    if (next === YOUTUBE_STATE.ENDED) events.onEnded()
    else if (next === YOUTUBE_STATE.PAUSED) events.onProgress(currentTime, { paused: true })
  }
  const onMessage = (event: MessageEvent) => {
    if (!YOUTUBE_ORIGINS.includes(event.origin) || event.source !== frame.contentWindow) return
    const data = parse(event.data)
    if (!data) return
    heard = true
    const info = data.info as Record<string, unknown> | number | null | undefined
    if (data.event === 'onStateChange' && typeof info === 'number') changeState(info)
    if ((data.event === 'infoDelivery' || data.event === 'initialDelivery') && info && typeof info === 'object') {
      if (typeof info.currentTime === 'number') {
        currentTime = info.currentTime
        if (state === YOUTUBE_STATE.PLAYING) events.onProgress(currentTime, { paused: false })
      }
      if (typeof info.playerState === 'number') changeState(info.playerState)
    }
  }
  window.addEventListener('message', onMessage)
  frame.addEventListener('load', listen)
  const timer = setInterval(() => {
    if (heard || ++tries > 40) clearInterval(timer)
    else listen()
  }, 250)
  return () => {
    clearInterval(timer)
    window.removeEventListener('message', onMessage)
    frame.removeEventListener('load', listen)
  }
}

/**
 * Listens to a Vimeo player frame (its documented postMessage API): on load and on 'ready' we ask
 * for 'ended', 'timeupdate' and 'pause'; their data carries `seconds`. Returns the disconnect.
 */
export function connectVimeo(frame: HTMLIFrameElement, events: PlayerEvents): () => void {
  const subscribe = () => {
    for (const name of ['ended', 'timeupdate', 'pause']) {
      frame.contentWindow?.postMessage(JSON.stringify({ method: 'addEventListener', value: name }), VIMEO_ORIGIN)
    }
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== VIMEO_ORIGIN || event.source !== frame.contentWindow) return
    const data = parse(event.data)
    if (!data) return
    const at = (data.data as { seconds?: unknown } | undefined)?.seconds
    if (data.event === 'ready') subscribe()
    else if (data.event === 'ended') events.onEnded()
    else if (data.event === 'timeupdate' && typeof at === 'number') events.onProgress(at, { paused: false })
    else if (data.event === 'pause' && typeof at === 'number') events.onProgress(at, { paused: true })
  }
  window.addEventListener('message', onMessage)
  frame.addEventListener('load', subscribe)
  return () => {
    window.removeEventListener('message', onMessage)
    frame.removeEventListener('load', subscribe)
  }
}
