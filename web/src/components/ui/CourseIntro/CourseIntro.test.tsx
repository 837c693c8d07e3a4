import '../Markdown/happyDomShim'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CourseIntro } from './CourseIntro'

describe('CourseIntro', () => {
  it('shows the name, description, the YouTube intro (no-cookie) and the markdown intro', () => {
    render(
      <CourseIntro
        name="VA Fundamentals"
        shortDescription="The everyday work of a VA."
        introVideoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        introContent={'## What you will learn\n\n- Inbox zero<script>alert(1)</script>'}
        thumbnailUrl="/thumb.jpg"
      >
        <button type="button">Start course</button>
      </CourseIntro>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'VA Fundamentals' })).toBeInTheDocument()
    expect(screen.getByText('The everyday work of a VA.')).toBeInTheDocument()
    expect(screen.getByTitle('VA Fundamentals: introduction video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&playsinline=1',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'What you will learn' })).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByRole('button', { name: 'Start course' })).toBeInTheDocument()
  })

  it('plays an uploaded intro in <video> with the thumbnail as poster', () => {
    render(<CourseIntro name="Bookkeeping" introVideoUrl="/api/files/course-videos/3" thumbnailUrl="/t.jpg" />)
    const video = screen.getByLabelText('Bookkeeping: introduction video')
    expect(video.tagName).toBe('VIDEO')
    expect(video).toHaveAttribute('poster', '/t.jpg')
  })

  it('shows the thumbnail (or initials) without a video, and a link for a video it cannot embed', () => {
    const { rerender, container } = render(<CourseIntro name="Social Media Management" thumbnailUrl="/smm.jpg" />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/smm.jpg')
    rerender(<CourseIntro name="Social Media Management" />)
    expect(screen.getByText('SM')).toBeInTheDocument()
    rerender(<CourseIntro name="Social Media Management" introVideoUrl="https://example.com/talk" />)
    expect(screen.getByRole('link', { name: /watch the introduction video/i })).toHaveAttribute('href', 'https://example.com/talk')
  })
})
