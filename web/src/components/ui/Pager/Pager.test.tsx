import { LocationProvider } from '@redwoodjs/router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pager, QueryPager, rangeLabel, visiblePages } from './Pager'

function pageButtons() {
  return within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent)
}

describe('Pager', () => {
  it("shows 'a-b of N items' and 5 page buttons around the current page", () => {
    render(<Pager totalItems={95} page={5} onPageChange={() => {}} />)
    expect(screen.getByText('41-50 of 95 items')).toBeInTheDocument()
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7'])
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows the last page partially filled and keeps 5 buttons at the end', () => {
    render(<Pager totalItems={95} page={10} onPageChange={() => {}} />)
    expect(screen.getByText('91-95 of 95 items')).toBeInTheDocument()
    expect(pageButtons()).toEqual(['6', '7', '8', '9', '10'])
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('calls onPageChange from the buttons', async () => {
    const onPageChange = vi.fn()
    render(<Pager totalItems={30} page={1} onPageChange={onPageChange} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange.mock.calls).toEqual([[2], [3]])
  })

  it('hides the buttons for a single page', () => {
    render(<Pager totalItems={4} page={1} onPageChange={() => {}} />)
    expect(screen.getByText('1-4 of 4 items')).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('keeps the page in ?page=', async () => {
    window.history.replaceState({}, '', '/users?page=2&q=ana')
    render(
      <LocationProvider>
        <QueryPager totalItems={35} />
      </LocationProvider>,
    )
    expect(screen.getByText('11-20 of 35 items')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }))
    expect(window.location.search).toBe('?page=4&q=ana')
    expect(screen.getByText('31-35 of 35 items')).toBeInTheDocument()
  })
})

describe('pager helpers', () => {
  it('computes visible pages', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3])
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4, 5])
  })
  it('labels empty ranges', () => expect(rangeLabel(1, 10, 0)).toBe('0 of 0 items'))
})
