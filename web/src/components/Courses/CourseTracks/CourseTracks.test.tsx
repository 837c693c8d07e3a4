import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { CourseTracks } from './CourseTracks'
import type { TrackUnit } from './tracks'

const units: TrackUnit[] = [
  {
    id: 1,
    name: 'Getting Started',
    archived: false,
    lessons: [
      { id: 10, name: 'Welcome', type: 'Video', status: 'published' },
      { id: 11, name: 'Inbox Zero', type: 'Image/Text Only', status: 'draft' },
    ],
  },
  { id: 2, name: 'Old Tools', archived: true, lessons: [] },
]

describe('CourseTracks', () => {
  it('lists units and lessons in order, each with a keyboard-operable drag handle, and nothing to save yet', () => {
    renderWithProviders(<CourseTracks units={units} onSave={vi.fn()} saving={false} />)
    const list = screen.getByRole('list', { name: 'Units' })
    expect(within(list).getAllByRole('button', { name: /^Move / }).map((handle) => handle.getAttribute('aria-label'))).toEqual([
      'Move unit Getting Started',
      'Move lesson Welcome',
      'Move lesson Inbox Zero',
      'Move unit Old Tools',
    ])
    // dnd-kit's sortable handle: focusable, described by the page's instructions.
    const handle = screen.getByRole('button', { name: 'Move lesson Welcome' })
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    expect(handle).toHaveAttribute('tabindex', '0')
    expect(within(screen.getByRole('list', { name: 'Lessons of Getting Started' })).getByText('Draft')).toBeInTheDocument()
    expect(screen.getByText('No lessons: drop one here.')).toBeInTheDocument()
    expect(screen.getByText('Archived')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled()
    expect(screen.getByText('Saved')).toBeInTheDocument()
  })

  it('picks up and drops with the keyboard, announcing where the item is', async () => {
    renderWithProviders(<CourseTracks units={units} onSave={vi.fn()} saving={false} />)
    screen.getByRole('button', { name: 'Move lesson Inbox Zero' }).focus()
    await userEvent.keyboard(' ')
    // dnd-kit's live region says where it would land: the place of the lesson it is over (happy-dom
    // lays nothing out, so which one that is varies; e2e/adminCourses.spec.ts checks real moves).
    await waitFor(() => expect(document.body).toHaveTextContent(/Lesson Inbox Zero is now at position [12] of 2 in Getting Started\./))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(document.body).toHaveTextContent('Moving lesson Inbox Zero was cancelled.'))
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled()
  })
})
