// The lesson's video: YouTube and Vimeo in their players' frames, listened to through the players'
// message APIs (hostedPlayers.ts), an uploaded MP4 in <video>. Its own chunk: only a video lesson
// loads it.
//
// onEnded fires when the video plays to its end (YouTube state ENDED, Vimeo 'ended', <video>
// ended); onProgress reports the position as it plays and when it pauses (the caller throttles
// what it saves).
import { useEffect, useRef, useState } from 'react'
import { connectVimeo, connectYouTube, vimeoPlayerUrl, youTubePlayerUrl } from './hostedPlayers'

export type LessonVideoSource = {
  /** youtube, vimeo or file. */
  provider: string
  videoId: string | null
  /** The embed URL or the file's URL. */
  url: string
}

export type VideoPlayerProps = {
  video: LessonVideoSource
  /** The frame's or video's accessible name. */
  title: string
  /** Seconds to start from (where the member left off). */
  startAt?: number
  onEnded: () => void
  onProgress?: (seconds: number, event: { paused: boolean }) => void
}

function useLatest<T>(value: T) {
  const ref = useRef(value)
  ref.current = value
  return ref
}

function HostedVideo({ video, title, startAt = 0, onEnded, onProgress }: VideoPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const callbacks = useLatest({ onEnded, onProgress })
  // The start is part of the address: fixed when the frame first loads, not on every saved position.
  const [src] = useState(() =>
    video.provider === 'youtube'
      ? youTubePlayerUrl(video.videoId!, { start: startAt, origin: window.location.origin })
      : vimeoPlayerUrl(video.videoId!, { start: startAt, embedUrl: video.url }),
  )
  const provider = video.provider

  useEffect(() => {
    if (!frame.current) return
    const events = {
      onEnded: () => callbacks.current.onEnded(),
      onProgress: (seconds: number, event: { paused: boolean }) => callbacks.current.onProgress?.(seconds, event),
    }
    return provider === 'youtube' ? connectYouTube(frame.current, events) : connectVimeo(frame.current, events)
  }, [provider, callbacks])

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      <iframe
        ref={frame}
        src={src}
        title={title}
        data-testid={`${provider}-player`}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        className="absolute inset-0 h-full w-full"
      />
    </div>
  )
}

function FileVideo({ video, title, startAt = 0, onEnded, onProgress }: VideoPlayerProps) {
  return (
    <div className="overflow-hidden rounded-xl bg-black">
      <video
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        className="aspect-video w-full"
        onLoadedMetadata={(event) => {
          if (startAt > 0 && startAt < event.currentTarget.duration) event.currentTarget.currentTime = startAt
        }}
        onTimeUpdate={(event) => onProgress?.(event.currentTarget.currentTime, { paused: false })}
        onPause={(event) => {
          // The pause before 'ended' is the end, not a place to come back to.
          if (!event.currentTarget.ended) onProgress?.(event.currentTarget.currentTime, { paused: true })
        }}
        onEnded={onEnded}
        src={video.url}
      />
    </div>
  )
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { video } = props
  if ((video.provider === 'youtube' || video.provider === 'vimeo') && video.videoId) return <HostedVideo {...props} />
  if (video.provider === 'file') return <FileVideo {...props} />
  return (
    <a href={video.url} target="_blank" rel="noopener noreferrer" className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 text-sm font-medium text-white underline">
      Watch the video ↗
    </a>
  )
}

export default VideoPlayer
