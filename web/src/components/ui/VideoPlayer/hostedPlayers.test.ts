import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectVimeo, connectYouTube, vimeoPlayerUrl, youTubePlayerUrl } from './hostedPlayers'

/** A player frame; the test DOM loads no frames, so the frame's window is a stand-in we can watch. */
function frameAt(src: string) {
  const frame = document.createElement('iframe')
  frame.src = src
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() } })
  return frame
}
const post = (frame: HTMLIFrameElement, origin: string, data: unknown, source: unknown = frame.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data), origin, source: source as Window }))

afterEach(() => {
  vi.useRealTimers()
})

describe('player addresses', () => {
  it('asks YouTube for its JS API, tells it our origin, and starts where asked', () => {
    expect(youTubePlayerUrl('abc_DEF-123', { start: 95.7, origin: 'https://tribe.test' })).toBe(
      'https://www.youtube-nocookie.com/embed/abc_DEF-123?enablejsapi=1&origin=https%3A%2F%2Ftribe.test&rel=0&modestbranding=1&playsinline=1&start=95',
    )
  })

  it('keeps a private Vimeo video hash and starts where asked', () => {
    expect(vimeoPlayerUrl('76979871', { start: 30, embedUrl: 'https://player.vimeo.com/video/76979871?h=abc123' })).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123&dnt=1&playsinline=1&title=0&byline=0&portrait=0#t=30s',
    )
    expect(vimeoPlayerUrl('76979871', { embedUrl: 'https://evil.example/video/1' })).toBe('https://player.vimeo.com/video/76979871?dnt=1&playsinline=1&title=0&byline=0&portrait=0')
  })
})

describe('connectYouTube', () => {
  it('says it is listening until the player answers, then follows its state and time', () => {
    vi.useFakeTimers()
    const frame = frameAt('https://www.youtube-nocookie.com/embed/x?enablejsapi=1')
    const sent = vi.mocked(frame.contentWindow!.postMessage)
    const events = { onEnded: vi.fn(), onProgress: vi.fn() }
    const disconnect = connectYouTube(frame, events)
    vi.advanceTimersByTime(600)
    expect(sent).toHaveBeenCalledWith(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), 'https://www.youtube-nocookie.com')
    post(frame, 'https://www.youtube-nocookie.com', { event: 'initialDelivery', info: { playerState: -1, currentTime: 0 } })
    const calls = sent.mock.calls.length
    vi.advanceTimersByTime(2000)
    expect(sent.mock.calls.length).toBe(calls)

    post(frame, 'https://www.youtube-nocookie.com', { event: 'onStateChange', info: 1 })
    post(frame, 'https://www.youtube-nocookie.com', { event: 'infoDelivery', info: { currentTime: 42.5 } })
    expect(events.onProgress).toHaveBeenLastCalledWith(42.5, { paused: false })
    post(frame, 'https://www.youtube-nocookie.com', { event: 'onStateChange', info: 2 })
    expect(events.onProgress).toHaveBeenLastCalledWith(42.5, { paused: true })
    post(frame, 'https://www.youtube-nocookie.com', { event: 'onStateChange', info: 0 })
    post(frame, 'https://www.youtube-nocookie.com', { event: 'infoDelivery', info: { playerState: 0 } })
    expect(events.onEnded).toHaveBeenCalledTimes(1)

    disconnect()
    post(frame, 'https://www.youtube-nocookie.com', { event: 'onStateChange', info: 1 })
    post(frame, 'https://www.youtube-nocookie.com', { event: 'onStateChange', info: 0 })
    expect(events.onEnded).toHaveBeenCalledTimes(1)
  })

  it('ignores other origins, other frames and junk', () => {
    const frame = frameAt('https://www.youtube-nocookie.com/embed/x?enablejsapi=1')
    const other = frameAt('https://www.youtube-nocookie.com/embed/y?enablejsapi=1')
    const events = { onEnded: vi.fn(), onProgress: vi.fn() }
    connectYouTube(frame, events)
    post(frame, 'https://evil.example', { event: 'onStateChange', info: 0 })
    post(frame, 'https://www.youtube-nocookie.com', { event: 'onStateChange', info: 0 }, other.contentWindow)
    post(frame, 'https://www.youtube-nocookie.com', 'not json')
    expect(events.onEnded).not.toHaveBeenCalled()
  })
})

describe('connectVimeo', () => {
  it('subscribes when the player is ready and reports ended, time and pauses', () => {
    const frame = frameAt('https://player.vimeo.com/video/1')
    const sent = vi.mocked(frame.contentWindow!.postMessage)
    const events = { onEnded: vi.fn(), onProgress: vi.fn() }
    connectVimeo(frame, events)
    post(frame, 'https://player.vimeo.com', { event: 'ready' })
    for (const name of ['ended', 'timeupdate', 'pause']) {
      expect(sent).toHaveBeenCalledWith(JSON.stringify({ method: 'addEventListener', value: name }), 'https://player.vimeo.com')
    }
    post(frame, 'https://player.vimeo.com', { event: 'timeupdate', data: { seconds: 12.5, percent: 0.1 } })
    expect(events.onProgress).toHaveBeenLastCalledWith(12.5, { paused: false })
    post(frame, 'https://player.vimeo.com', { event: 'pause', data: { seconds: 13 } })
    expect(events.onProgress).toHaveBeenLastCalledWith(13, { paused: true })
    post(frame, 'https://www.youtube.com', { event: 'ended', data: {} })
    expect(events.onEnded).not.toHaveBeenCalled()
    post(frame, 'https://player.vimeo.com', { event: 'ended', data: { seconds: 60 } })
    expect(events.onEnded).toHaveBeenCalledTimes(1)
  })
})
