import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { BugReportsToolbar } from '../BugReportsToolbar/BugReportsToolbar'
import { Empty, Success, type BugReportRow } from './BugReportsCell'

const row = (values: Partial<BugReportRow>): BugReportRow => ({
  __typename: 'BugReport',
  id: 12,
  description: 'The save button on my profile does nothing.',
  status: 'in-progress',
  createdAt: '2024-06-01T02:00:00.000Z',
  repliedAt: '2024-06-02T03:00:00.000Z',
  contactEmail: null,
  reporter: { __typename: 'BugReportReporter', id: 7, email: 'maria@example.com', firstName: 'Maria', lastName: 'Santos' },
  ...values,
})
const list = {
  __typename: 'BugReportList' as const,
  items: [row({}), row({ id: 13, status: 'open', repliedAt: null, reporter: null, contactEmail: 'guest@example.com', description: 'I cannot sign in.' })],
  totalCount: 2,
  page: 1,
  pageSize: 10,
}
const success = () => <Success {...({ bugReports: list } as unknown as Parameters<typeof Success>[0])} />

describe('BugReportsCell', () => {
  it("a member's list: each report's number, text, status and reply, linked to its page; no sender column", () => {
    renderWithProviders(success(), { user: testUser(), route: '/reports' })
    const table = screen.getByRole('table', { name: 'Bug reports' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('The save button on my profile does nothing.')
    expect(within(rows[0]).getByText('In progress')).toBeInTheDocument()
    expect(within(rows[1]).getByText('Open')).toBeInTheDocument()
    expect(within(rows[1]).getByText('None yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/reports/12')
    expect(screen.getByRole('link', { name: 'Show report #13' })).toHaveAttribute('href', '/reports/13')
    expect(within(table).queryByRole('columnheader', { name: /Sent by/ })).toBeNull()
  })

  it('staff acting with featureChangeLog also see who sent each report (a guest by e-mail)', () => {
    renderWithProviders(success(), { user: testUser({ pageAccess: { featureChangeLog: true } }), route: '/reports' })
    const table = screen.getByRole('table', { name: 'Bug reports' })
    expect(within(table).getByRole('columnheader', { name: /Sent by/ })).toBeInTheDocument()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Maria Santos')
    expect(rows[1]).toHaveTextContent('Signed out')
    expect(rows[1]).toHaveTextContent('guest@example.com')
  })

  it('says when there are none yet, or none with the status', () => {
    renderWithProviders(<Empty />, { user: testUser(), route: '/reports' })
    expect(screen.getByText('No reports yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Report a bug' })).toHaveAttribute('href', '/bug-report')
    renderWithProviders(<Empty status="closed" />, { user: testUser(), route: '/reports' })
    expect(screen.getByText('No reports match')).toBeInTheDocument()
  })

  it('filters by the four statuses', () => {
    renderWithProviders(<BugReportsToolbar status={null} />, { user: testUser(), route: '/reports' })
    const select = screen.getByRole('combobox', { name: 'Status' })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every status', 'Open', 'In progress', 'Resolved', 'Closed'])
  })
})
