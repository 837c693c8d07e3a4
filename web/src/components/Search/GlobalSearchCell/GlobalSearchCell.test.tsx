import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { GlobalSearchCell, QUERY } from './GlobalSearchCell'

const search = (result: object) => ({ request: { query: QUERY, variables: { query: 'zoom', type: 'lesson' } }, result })
const hit = (type: string, id: number, subId: number | null = null) => ({ __typename: 'SearchResult', title: `Zoom ${type}`, type, id, subId })

function renderCell(role: string, mock: ReturnType<typeof search>, onOpen = () => {}) {
  return renderWithProviders(<GlobalSearchCell query="zoom" type="lesson" role={role} onOpen={onOpen} />, {
    user: testUser(),
    mocks: [mock],
  })
}

describe('GlobalSearchCell', () => {
  it('says it is searching, then links each result where the role finds it', async () => {
    const onOpen = vi.fn()
    renderCell('member', search({ data: { globalSearch: [hit('lesson', 5, 2), hit('course', 3)] } }), onOpen)
    expect(screen.getByText('Searching...')).toBeInTheDocument()
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(results).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Zoom lesson/ })).toHaveAttribute('href', '/courses/my-courses/2/5')
    expect(screen.getByRole('link', { name: /Zoom course/ })).toHaveAttribute('href', '/courses/my-courses/3')
    screen.getByRole('link', { name: /Zoom lesson/ }).click()
    expect(onOpen).toHaveBeenCalled()
  })

  it('sends staff to the admin pages', async () => {
    renderCell('team-lead', search({ data: { globalSearch: [hit('lesson', 5, 2)] } }))
    expect(await screen.findByRole('link', { name: /Zoom lesson/ })).toHaveAttribute('href', '/lesson/5')
  })

  it('says so when nothing matches', async () => {
    renderCell('member', search({ data: { globalSearch: [] } }))
    expect(await screen.findByText('Oops, no results found')).toBeInTheDocument()
  })

  it("shows the server's message when the search fails", async () => {
    renderCell('member', search({ errors: [{ message: 'Search is unavailable' }] }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable')
  })
})
