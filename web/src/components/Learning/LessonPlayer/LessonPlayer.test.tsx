import '@/components/ui/Markdown/happyDomShim'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { LessonPlayer, type LessonPlayerData } from './LessonPlayer'

const YOUTUBE = 'https://www.youtube-nocookie.com'
const VIMEO = 'https://player.vimeo.com'

/** A message from the player in its frame, as the host's player posts it. */
function fromPlayer(provider: 'youtube' | 'vimeo', data: object, origin = provider === 'youtube' ? YOUTUBE : VIMEO) {
  const frame = screen.getByTestId(`${provider}-player`) as HTMLIFrameElement
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source: frame.contentWindow }))
  })
}

const lesson = (over: Partial<LessonPlayerData['lesson']> = {}): LessonPlayerData['lesson'] => ({
  id: 12,
  name: 'The Client Mindset',
  type: 'Video',
  durationSeconds: 900,
  started: true,
  completed: false,
  completedAt: null,
  positionSeconds: 340,
  ...over,
})

function playerData(over: Partial<LessonPlayerData> = {}): LessonPlayerData {
  const current = over.lesson ?? lesson()
  return {
    lesson: current,
    course: {
      id: 3,
      name: 'VA Fundamentals',
      shortDescription: null,
      thumbnailUrl: null,
      lessonCount: 3,
      completedCount: 1,
      percentage: 33,
      status: 'watching',
      lastOpenedAt: null,
      resumeLessonId: 12,
      units: [
        {
          id: 1,
          name: 'What Clients Expect',
          shortDescription: null,
          lessons: [lesson({ id: 11, name: 'Welcome', completed: true }), current, lesson({ id: 13, name: 'Time Zones', type: 'Image/Text Only', started: false })],
        },
      ],
    },
    unitName: 'What Clients Expect',
    shortDescription: null,
    description: null,
    content: '## Notes\n\n- Reply within a day',
    imageUrl: null,
    video: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    files: [{ id: 5, name: 'Email Templates.docx', contentType: null, sizeBytes: 61_000, url: '/api/files/lesson-files/5' }],
    previousLessonId: 11,
    nextLessonId: 13,
    ...over,
  }
}

function renderPlayer(data: LessonPlayerData, handlers: { onComplete?: () => Promise<unknown> | void; onSavePosition?: (s: number) => void } = {}) {
  const onComplete = vi.fn(handlers.onComplete ?? (() => undefined))
  const onSavePosition = vi.fn(handlers.onSavePosition ?? (() => undefined))
  renderWithProviders(<LessonPlayer key={data.lesson.id} player={data} onComplete={onComplete} onSavePosition={onSavePosition} />, {
    user: testUser(),
    role: 'member',
    route: '/courses/my-courses/3/12',
  })
  return { onComplete, onSavePosition }
}

describe('LessonPlayer', () => {
  it('plays a YouTube video from where the member left off and completes the lesson once when it ends', async () => {
    const { onComplete } = renderPlayer(playerData())
    const frame = (await screen.findByTitle('The Client Mindset video')) as HTMLIFrameElement
    const src = new URL(frame.src)
    expect(src.origin + src.pathname).toBe(`${YOUTUBE}/embed/dQw4w9WgXcQ`)
    expect(src.searchParams.get('enablejsapi')).toBe('1')
    expect(src.searchParams.get('start')).toBe('340')
    fromPlayer('youtube', { event: 'onStateChange', info: 1 })
    expect(onComplete).not.toHaveBeenCalled()
    // The end alone completes it, with no click.
    fromPlayer('youtube', { event: 'onStateChange', info: 0 })
    expect(onComplete).toHaveBeenCalledTimes(1)
    // Once: the end reported again, and the button pressed after it, ask nothing more.
    fromPlayer('youtube', { event: 'infoDelivery', info: { playerState: 0, currentTime: 900 } })
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }))
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('completes a Vimeo lesson when the video ends, and ignores messages from other sites', async () => {
    const { onComplete } = renderPlayer(playerData({ video: { provider: 'vimeo', videoId: '100007919', url: `${VIMEO}/video/100007919` } }))
    const frame = (await screen.findByTitle('The Client Mindset video')) as HTMLIFrameElement
    expect(frame.src).toBe(`${VIMEO}/video/100007919?dnt=1&playsinline=1&title=0&byline=0&portrait=0#t=340s`)
    fromPlayer('vimeo', { event: 'ended', data: { seconds: 900 } }, 'https://evil.example')
    expect(onComplete).not.toHaveBeenCalled()
    fromPlayer('vimeo', { event: 'ended', data: { seconds: 900 } })
    fromPlayer('vimeo', { event: 'ended', data: { seconds: 900 } })
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('completes an uploaded video when it ends', async () => {
    const { onComplete } = renderPlayer(playerData({ video: { provider: 'file', videoId: null, url: '/api/files/lesson-videos/12' } }))
    const video = await screen.findByLabelText('The Client Mindset video')
    expect(video).toHaveAttribute('src', '/api/files/lesson-videos/12')
    act(() => {
      video.dispatchEvent(new Event('ended'))
    })
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('saves the position when the video pauses', async () => {
    const { onSavePosition } = renderPlayer(playerData())
    await screen.findByTitle('The Client Mindset video')
    fromPlayer('youtube', { event: 'onStateChange', info: 1 })
    fromPlayer('youtube', { event: 'infoDelivery', info: { currentTime: 95.4 } })
    fromPlayer('youtube', { event: 'onStateChange', info: 2 })
    expect(onSavePosition).toHaveBeenCalledWith(95)
  })

  it('lets the member try again when completing failed', async () => {
    let attempt = 0
    const { onComplete } = renderPlayer(playerData(), { onComplete: () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()) })
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }))
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }))
    expect(onComplete).toHaveBeenCalledTimes(2)
  })

  it('shows a finished lesson as Completed (the button disabled) and starts its video from the beginning', async () => {
    const { onComplete } = renderPlayer(playerData({ lesson: lesson({ completed: true, completedAt: '2026-01-02T00:00:00Z' }) }))
    const done = screen.getByRole('button', { name: 'Completed' })
    expect(done).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull()
    const frame = (await screen.findByTitle('The Client Mindset video')) as HTMLIFrameElement
    expect(new URL(frame.src).searchParams.get('start')).toBeNull()
    fromPlayer('youtube', { event: 'onStateChange', info: 0 })
    expect(onComplete).not.toHaveBeenCalled()
  })

  it('shows an Image/Text Only lesson as its image and text, with no video', () => {
    renderPlayer(
      playerData({
        lesson: lesson({ id: 13, name: 'Time Zones', type: 'Image/Text Only' }),
        video: null,
        imageUrl: '/images/lessons/time-zones.png',
        content: '## Working across time zones\n\nUse **UTC** in every message.',
      }),
    )
    expect(screen.getByRole('img', { name: 'Time Zones' })).toHaveAttribute('src', '/images/lessons/time-zones.png')
    expect(screen.getByRole('heading', { level: 2, name: 'Working across time zones' })).toBeInTheDocument()
    expect(screen.getByText('UTC').tagName).toBe('STRONG')
    expect(screen.queryByTestId('youtube-player')).toBeNull()
  })

  it('links to the previous and next lessons, the files, and marks the current lesson in the outline', () => {
    renderPlayer(playerData())
    expect(screen.getByRole('link', { name: '← Previous lesson' })).toHaveAttribute('href', '/courses/my-courses/3/11')
    expect(screen.getByRole('link', { name: 'Next lesson →' })).toHaveAttribute('href', '/courses/my-courses/3/13')
    expect(screen.getByRole('link', { name: 'Download Email Templates.docx' })).toHaveAttribute('href', '/api/files/lesson-files/5')
    const outline = screen.getByRole('complementary', { name: 'Course outline' })
    const current = outline.querySelector('[aria-current="page"]')
    expect(current).toHaveTextContent('The Client Mindset')
    expect(outline).toHaveTextContent('Welcome')
  })

  it('offers the way back to the course after the last lesson', () => {
    renderPlayer(playerData({ nextLessonId: null, previousLessonId: null }))
    expect(screen.getByRole('link', { name: 'Back to course' })).toHaveAttribute('href', '/courses/my-courses/3')
    expect(screen.queryByRole('link', { name: /Previous lesson/ })).toBeNull()
  })
})
