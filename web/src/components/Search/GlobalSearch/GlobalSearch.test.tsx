import { navigate } from '@redwoodjs/router'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { QUERY } from '../GlobalSearchCell/GlobalSearchCell'
import { GlobalSearch } from './GlobalSearch'

const noHits = { request: { query: QUERY, variables: { query: 'zoom', type: null } }, result: { data: { globalSearch: [] } } }

afterEach(() => {
  vi.useRealTimers()
})

function renderAt(url: string) {
  return renderWithProviders(<GlobalSearch role="member" />, { user: testUser(), role: 'member', route: url, mocks: [noHits] })
}

describe('GlobalSearch', () => {
  it('puts the query in ?global= after a 300 ms pause, keeping the other parameters', () => {
    vi.useFakeTimers()
    renderAt('/courses?page=2')
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'zoom' } })
    act(() => vi.advanceTimersByTime(299))
    expect(window.location.search).toBe('?page=2')
    act(() => vi.advanceTimersByTime(1))
    expect(window.location.pathname).toBe('/courses')
    expect(window.location.search).toBe('?page=2&global=zoom')
  })

  it('does not pull the user back to the page they left during the pause', () => {
    vi.useFakeTimers()
    renderAt('/courses')
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'zoom' } })
    act(() => navigate('/events?t=1'))
    act(() => vi.advanceTimersByTime(300))
    expect(window.location.pathname).toBe('/events')
    expect(window.location.search).toBe('?t=1&global=zoom')
  })

  it('follows the address when the user leaves the search (e.g. opens a result)', () => {
    renderAt('/courses?global=zoom')
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement
    expect(input.value).toBe('zoom')
    act(() => navigate('/courses/my-courses/5'))
    expect(input.value).toBe('')
    act(() => navigate('/courses?global=excel'))
    expect(input.value).toBe('excel')
  })
})
