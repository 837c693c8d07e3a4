import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { readRetentionSearch, retentionExportUrl } from '../retentionSearch'
import { RetentionFilters } from './RetentionFilters'

const user = testUser({ pageAccess: { retention: true } })
const counts = { all: 9, unenrolled: 1, regularRenewal: 5, earlyRenewal: 1, erWarmup: 1, collected: 1 }
const batches = [
  { id: 18, name: 'Batch 18' },
  { id: 17, name: 'Batch 17' },
]

describe('RetentionFilters', () => {
  it("shows the spec's six labels with their counts and writes the chosen bucket to the address, back to page 1", async () => {
    renderWithProviders(<RetentionFilters search={readRetentionSearch('')} counts={counts} batches={batches} />, { user, route: '/retention?page=3' })
    const group = screen.getByRole('group', { name: 'Cash collection' })
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['all9', 'unenrolled1', 'for regular renewal5', 'early renewal1', 'er warmup1', 'collected1'])
    await userEvent.click(within(group).getByRole('button', { name: /^er warmup/ }))
    expect(window.location.search).toBe('?bucket=erWarmup')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Batch' }), '17')
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ bucket: 'erWarmup', batchId: '17' })
  })
})

describe('retentionSearch', () => {
  it('reads the filters from the address, unknown values being the defaults', () => {
    expect(readRetentionSearch('?bucket=collected&batchId=17&search=%20lorna%20')).toEqual({ bucket: 'collected', batchId: 17, search: 'lorna' })
    expect(readRetentionSearch('?bucket=soon&batchId=x')).toEqual({ bucket: 'all', batchId: null, search: null })
  })

  it('exports the same filters as the role acting now', () => {
    expect(retentionExportUrl('xlsx', { bucket: 'earlyRenewal', batchId: 17, search: null }, 'success-manager')).toBe('/api/retention-export?format=xlsx&bucket=earlyRenewal&batchId=17&as=success-manager')
    expect(retentionExportUrl('csv', readRetentionSearch(''), null)).toBe('/api/retention-export?format=csv')
  })
})
