import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Empty, Success, type BatchRow } from './BatchesCell'

const row = (id: number, name: string, number: number | null, launchFrom: string, isCurrent: boolean, memberCount: number): BatchRow => ({
  __typename: 'Batch',
  id,
  name,
  number,
  launchFrom,
  launchTo: launchFrom,
  isCurrent,
  memberCount,
})
const list = {
  __typename: 'BatchList' as const,
  items: [row(18, 'Batch 18', 18, '2031-02-10', true, 7), row(17, 'Batch 17', null, '2001-01-10', false, 0)],
  totalCount: 12,
  page: 1,
  pageSize: 10,
}
const route = '/batches'
/** Success as the cell renders it (its loading-state props are not what this test is about). */
const success = () => <Success {...({ batches: list } as unknown as Parameters<typeof Success>[0])} />

describe('BatchesCell', () => {
  it('shows each batch with its status and member count, linked to its page', () => {
    renderWithProviders(success(), { user: testUser(), route })
    const rows = within(screen.getByRole('table', { name: 'Batches' })).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Batch 18')
    expect(within(rows[0]).getByText('Current')).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('7')
    expect(within(rows[1]).getByText('Past')).toBeInTheDocument()
    expect(within(rows[1]).getByText('None')).toBeInTheDocument()
    expect(screen.getByText('1-10 of 12 items')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show Batch 17' })).toHaveAttribute('href', '/batches/17')
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
  })

  it('offers Edit with editBatch, and Launch New Batch on an empty list only with newBatch and batch_create', () => {
    const { unmount } = renderWithProviders(success(), { user: testUser({ pageAccess: { editBatch: true } }), route })
    expect(screen.getByRole('link', { name: 'Edit Batch 18' })).toHaveAttribute('href', '/batches/18/edit')
    unmount()
    const empty = renderWithProviders(<Empty />, { user: testUser({ pageAccess: { newBatch: true } }), route })
    expect(screen.queryByRole('link', { name: 'Launch New Batch' })).toBeNull()
    empty.unmount()
    renderWithProviders(<Empty />, { user: testUser({ pageAccess: { newBatch: true }, functionAccess: { batch_create: true } }), route })
    expect(screen.getByRole('link', { name: 'Launch New Batch' })).toHaveAttribute('href', '/batches/new')
  })
})
