import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { FilterSelect, SegmentedFilter } from './ListFilters'
import { ListToolbar } from './ListToolbar'

const route = '/events?page=3&sortBy=title'

describe('ListToolbar', () => {
  it('puts a search and a filter in the address and goes back to page 1', async () => {
    window.history.replaceState({}, '', route)
    renderWithProviders(
      <ListToolbar
        id="events"
        label="Events"
        searchLabel="Search events by title"
        placeholder="Search by title"
        search=""
        layout="row"
        filters={<FilterSelect id="events-status" label="Show" param="status" value={null} all="All" options={[{ value: 'past', label: 'Past' }]} />}
      />,
      { route },
    )
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events by title' }), '  Zoom call ')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(window.location.search).toBe('?sortBy=title&search=Zoom+call'))
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Past')
    await waitFor(() => expect(window.location.search).toBe('?sortBy=title&search=Zoom+call&status=past'))
    expect(screen.getByRole('search', { name: 'Events' })).toBeInTheDocument()
  })

  it('presses the segment the address holds; the unfiltered one leaves the parameter out', async () => {
    window.history.replaceState({}, '', '/changelog?status=draft&page=2')
    const options = [
      { value: null, label: 'All' },
      { value: 'draft', label: 'Drafts' },
    ]
    renderWithProviders(<SegmentedFilter label="Show entries" param="status" value="draft" options={options} />, { route: '/changelog?status=draft&page=2' })
    expect(screen.getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'All' }))
    await waitFor(() => expect(window.location.search).toBe(''))
  })
})
