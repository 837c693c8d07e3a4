import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Events, type EventRow } from './Events'

const rows: EventRow[] = [
  {
    __typename: 'Event',
    id: 2,
    title: 'Weekly Coffee Chat',
    startsAt: '2025-01-07T12:00:00.000Z',
    endsAt: '2025-01-07T13:00:00.000Z',
    recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU,TH',
    timeZone: 'GMT+08:00',
    audience: 'member',
    isPublished: true,
    status: 'incoming',
    createdAt: '2025-01-01T01:30:00.000Z',
  },
  {
    __typename: 'Event',
    id: 1,
    title: 'Orientation',
    startsAt: '2024-05-06T11:00:00.000Z',
    endsAt: '2024-05-06T13:00:00.000Z',
    recurrenceRule: null,
    timeZone: 'GMT+08:00',
    audience: 'public',
    isPublished: false,
    status: 'past',
    createdAt: '2024-05-01T01:30:00.000Z',
  },
]

describe('Events', () => {
  it('shows each event with its schedule in its zone, status and publication', () => {
    renderWithProviders(<Events events={rows} totalCount={12} />, { user: testUser(), route: '/events' })
    const table = screen.getByRole('table', { name: 'Events' })
    const [weekly, oneOff] = within(table).getAllByRole('row').slice(1)
    expect(weekly).toHaveTextContent('Weekly on Tuesday, Thursday, 8:00 PM - 9:00 PM (GMT+08:00), from 01/07/2025')
    expect(weekly).toHaveTextContent('Incoming')
    expect(weekly).toHaveTextContent('Members')
    expect(oneOff).toHaveTextContent('Mon, 05/06/2024 7:00 PM - 9:00 PM (GMT+08:00)')
    expect(oneOff).toHaveTextContent('Past')
    expect(oneOff).toHaveTextContent('Draft')
    expect(oneOff).toHaveTextContent('Everyone (public)')
    expect(screen.getByText('1-10 of 12 items')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show Orientation' })).toHaveAttribute('href', '/events/1')
  })

  it('offers Edit only with the editEvent page flag', () => {
    const { unmount } = renderWithProviders(<Events events={rows} totalCount={2} />, { user: testUser(), route: '/events' })
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
    unmount()
    renderWithProviders(<Events events={rows} totalCount={2} />, { user: testUser({ pageAccess: { editEvent: true } }), route: '/events' })
    expect(screen.getByRole('link', { name: 'Edit Weekly Coffee Chat' })).toHaveAttribute('href', '/events/2/edit')
  })
})
