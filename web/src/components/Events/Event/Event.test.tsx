import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { DELETE_EVENT, Event, SET_EVENT_PUBLISHED, type EventRecord } from './Event'

const event: EventRecord = {
  __typename: 'Event',
  id: 1,
  title: 'Client Interview Simulation',
  description: 'Practise a discovery call.',
  imageUrl: 'https://example.com/banner.jpg',
  imagePreviewUrl: 'https://example.com/banner.jpg',
  // Monday 7:00 PM at GMT-05:00 = Tuesday 8:00 AM in Manila.
  startsAt: '2025-01-07T00:00:00.000Z',
  endsAt: '2025-01-07T01:30:00.000Z',
  recurrenceRule: null,
  timeZone: 'GMT-05:00',
  zoomLink: 'https://us02web.zoom.us/j/85234567890',
  recordingUrl: null,
  audience: 'member',
  isPublished: false,
  status: 'incoming',
  createdById: null,
  createdAt: '2025-01-01T01:30:00.000Z',
  updatedAt: '2025-01-01T01:30:00.000Z',
}
const editor = testUser({ pageAccess: { events: true, event: true, editEvent: true } })

describe('Event', () => {
  it('shows the schedule in its zone and in Manila, and no actions without the editEvent page flag', () => {
    renderWithProviders(<Event event={event} />, { user: testUser({ pageAccess: { event: true } }), route: '/events/1' })
    expect(screen.getByRole('heading', { name: 'Client Interview Simulation' })).toBeInTheDocument()
    expect(screen.getByText('Mon, 01/06/2025 7:00 PM - 8:30 PM (GMT-05:00)')).toBeInTheDocument()
    expect(screen.getByText(/Tue, 01\/07\/2025 8:00 AM - Tue, 01\/07\/2025 9:30 AM/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: event.zoomLink! })).toHaveAttribute('href', event.zoomLink)
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
  })

  it('publishes a draft', async () => {
    const published = vi.fn(() => ({ data: { setEventPublished: { __typename: 'Event', id: 1, isPublished: true, updatedAt: '2025-01-02T00:00:00.000Z' } } }))
    renderWithProviders(<Event event={event} />, {
      user: editor,
      route: '/events/1',
      mocks: [{ request: { query: SET_EVENT_PUBLISHED, variables: { id: 1, isPublished: true } }, result: published }],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Event published')).toBeInTheDocument()
    expect(published).toHaveBeenCalledTimes(1)
  })

  it('deletes only once confirmed, then goes back to the list', async () => {
    const deleted = vi.fn(() => ({ data: { deleteEvent: { __typename: 'Event', id: 1 } } }))
    renderWithProviders(<Event event={event} />, {
      user: editor,
      route: '/events/1',
      mocks: [{ request: { query: DELETE_EVENT, variables: { id: 1 } }, result: deleted }],
    })
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/1/edit')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Client Interview Simulation?' })
    expect(deleted).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(window.location.pathname).toBe('/events'))
    expect(deleted).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Event deleted')).toBeInTheDocument()
  })
})
