import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { CommunityReportView, rangeWords } from './CommunityReportCell'

const figures = { lessonsCompleted: 1234, tasksFinished: 999_950, pointsEarned: -5, moveUpsApproved: 0, activeMembers: 12 }
const report = {
  __typename: 'CommunityReport' as const,
  range: 'Last 7 Days',
  from: '2026-03-14',
  to: '2026-03-20',
  bucket: 'day',
  totalMembers: 12_345,
  byBatch: [
    { __typename: 'CommunityReportCount' as const, filterId: 17, label: 'Batch 17', members: 12_000 },
    { __typename: 'CommunityReportCount' as const, filterId: null, label: 'No batch', members: 345 },
  ],
  byStage: [],
  byGroup: [],
  byStatus: [{ __typename: 'CommunityReportStatusCount' as const, status: 'Active', members: 12_345 }],
  activity: { __typename: 'CommunityReportActivityFigures' as const, ...figures },
  series: [{ __typename: 'CommunityReportActivityPoint' as const, from: '2026-03-14', label: '03/14', ...figures }],
}

describe('CommunityReportView', () => {
  it('shortens the headline numbers (K, M, one decimal), the whole number for screen readers', () => {
    renderWithProviders(<CommunityReportView report={report} />)
    const members = screen.getByText('Members', { selector: 'dt' }).parentElement!
    expect(within(members).getByText('12.3K')).toBeInTheDocument()
    expect(within(members).getByText('12,345')).toHaveClass('sr-only')
    expect(within(screen.getByText('Tasks finished', { selector: 'dt' }).parentElement!).getByText('1M')).toBeInTheDocument()
    expect(within(screen.getByText('Tribe Points earned', { selector: 'dt' }).parentElement!).getAllByText('-5')).toHaveLength(2)
    expect(screen.getByText('Activity last 7 days (03/14/2026 to 03/20/2026, Manila).')).toBeInTheDocument()
  })

  it('shows each breakdown with its share, and says when one is empty', () => {
    renderWithProviders(<CommunityReportView report={report} />)
    const byBatch = screen.getByRole('table', { name: 'By batch' })
    expect(within(byBatch).getByRole('row', { name: /Batch 17/ })).toHaveTextContent('12,00097.2%')
    expect(within(byBatch).getByRole('row', { name: /No batch/ })).toHaveTextContent('3452.8%')
    expect(within(screen.getByRole('table', { name: 'By stage' })).getByText('No members')).toBeInTheDocument()
  })

  it('words the range, or all time', () => {
    expect(rangeWords({ range: null, from: null, to: null })).toBe('all time')
  })
})
