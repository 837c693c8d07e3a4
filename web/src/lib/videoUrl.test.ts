import { describe, expect, it } from 'vitest'
import { parseVideoUrl } from './videoUrl'

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=tribe-setting-up', 'tribe-setting-up'],
  ])('plays %s on YouTube (no-cookie embed)', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'youtube',
      videoId: id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1&playsinline=1`,
    })
  })

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/100007919', '100007919'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('plays %s on Vimeo', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', videoId: id, embedUrl: `https://player.vimeo.com/video/${id}` })
  })

  it('plays uploaded files and direct video links in <video>', () => {
    expect(parseVideoUrl('/api/files/lesson-videos/12')).toEqual({ provider: 'file', videoId: null, embedUrl: '/api/files/lesson-videos/12' })
    expect(parseVideoUrl('https://cdn.example.com/intro.MP4')?.provider).toBe('file')
  })

  it('leaves everything else as a link', () => {
    expect(parseVideoUrl('https://vimeo.com/tribe/batch-18-kickoff')).toBeNull()
    expect(parseVideoUrl('https://www.youtube.com/watch')).toBeNull()
    expect(parseVideoUrl('https://example.com/page')).toBeNull()
    expect(parseVideoUrl('')).toBeNull()
    expect(parseVideoUrl(null)).toBeNull()
  })
})
