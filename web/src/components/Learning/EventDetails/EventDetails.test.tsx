import '@/components/ui/Markdown/happyDomShim'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import type { EventView } from '../types'
import { EventDetails } from './EventDetails'

const event = (over: Partial<EventView> = {}): EventView => ({
  id: 4,
  title: 'Proposal Writing Workshop',
  description: 'Write and critique proposals **together**.',
  imageUrl: null,
  startsAt: '2026-03-10T11:00:00.000Z',
  endsAt: '2026-03-10T13:00:00.000Z',
  timeZone: 'GMT+08:00',
  recurrenceRule: null,
  isRecurring: false,
  nextStartsAt: '2026-03-10T11:00:00.000Z',
  nextEndsAt: '2026-03-10T13:00:00.000Z',
  status: 'upcoming',
  zoomLink: 'https://us02web.zoom.us/j/84234567890',
  recordingUrl: null,
  ...over,
})

const show = (value: EventView) => renderWithProviders(<EventDetails event={value} />, { user: testUser(), role: 'member' })

describe('EventDetails', () => {
  it('shows an upcoming event in Manila time with its Zoom link and Add to calendar', async () => {
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:event'
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    show(event())
    expect(screen.getByText('Upcoming')).toBeInTheDocument()
    expect(screen.getByText('Tue, 03/10/2026 · 7:00 PM – 9:00 PM')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Join on Zoom' })).toHaveAttribute('href', 'https://us02web.zoom.us/j/84234567890')
    expect(screen.getByText('together').tagName).toBe('STRONG')
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }))
    expect(click).toHaveBeenCalledTimes(1)
    expect(created[0].type).toBe('text/calendar;charset=utf-8')
    const ics = await created[0].text()
    expect(ics).toContain('SUMMARY:Proposal Writing Workshop')
    expect(ics).toContain('DTSTART;TZID=Asia/Manila:20260310T190000')
  })

  it('shows a past event with its recording and neither the Zoom link nor Add to calendar', () => {
    show(event({ status: 'past', zoomLink: null, recordingUrl: 'https://vimeo.com/76979871', nextStartsAt: null, nextEndsAt: null }))
    expect(screen.getByText('Past')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Zoom/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull()
    expect(screen.getByTitle('Proposal Writing Workshop: recording')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871')
    expect(screen.getByRole('link', { name: 'Watch the recording ↗' })).toHaveAttribute('href', 'https://vimeo.com/76979871')
  })

  it('says when a past event has no recording yet, and offers Join now while live', () => {
    const { unmount } = show(event({ status: 'past', zoomLink: null }))
    expect(screen.getByText('This event is over. Its recording is not available yet.')).toBeInTheDocument()
    unmount()
    show(event({ status: 'live' }))
    expect(screen.getByText('Live now')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Join now on Zoom' })).toBeInTheDocument()
  })

  it('shows a recurring event by its rule and next session, and keeps Add to calendar', () => {
    show(event({ isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU', startsAt: '2026-01-06T12:00:00.000Z', endsAt: '2026-01-06T13:00:00.000Z', nextStartsAt: '2026-03-10T12:00:00.000Z', nextEndsAt: '2026-03-10T13:00:00.000Z' }))
    expect(screen.getAllByText(/Every Tuesday/).length).toBeGreaterThan(0)
    expect(screen.getByText('Next session')).toBeInTheDocument()
    expect(screen.getByText('Tue, 03/10/2026 · 8:00 PM – 9:00 PM')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument()
  })
})
