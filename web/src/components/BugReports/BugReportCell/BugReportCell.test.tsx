import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { TRIAGE_BUG_REPORT } from '../TriageBugReportForm/TriageBugReportForm'
import { BugReportView, Empty } from './BugReportCell'

const report = {
  __typename: 'BugReport' as const,
  id: 12,
  description: 'The save button on my profile does nothing.',
  pageUrl: '/profile/edit',
  contactEmail: null,
  status: 'open',
  createdAt: '2024-06-01T02:00:00.000Z',
  reply: null as string | null,
  repliedAt: null as string | null,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
  reporter: { __typename: 'BugReportReporter' as const, id: 7, email: 'maria@example.com', firstName: 'Maria', lastName: 'Santos' },
}

describe('BugReportView', () => {
  it('shows the sender their report, its status and the reply, without the triage or staff details', () => {
    renderWithProviders(<BugReportView report={{ ...report, status: 'in-progress', reply: 'We are on it.', repliedAt: '2024-06-02T03:00:00.000Z' }} staff={false} />, {
      user: testUser(),
      route: '/reports/12',
    })
    expect(screen.getByRole('heading', { name: /Report #12/ })).toBeInTheDocument()
    expect(screen.getByText('In progress')).toBeInTheDocument()
    expect(screen.getByText('We are on it.')).toBeInTheDocument()
    expect(screen.getByText(/Replied Sun, 06\/02\/2024/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your reports' })).toHaveAttribute('href', '/reports')
    expect(screen.queryByRole('form', { name: 'Triage report' })).toBeNull()
    expect(screen.queryByText('Browser')).toBeNull()
  })

  it('says there is no reply yet', () => {
    renderWithProviders(<BugReportView report={report} staff={false} />, { user: testUser(), route: '/reports/12' })
    expect(screen.getByText(/No reply yet/)).toBeInTheDocument()
  })

  it('staff set the status and reply with the trimmed text (the exact mutation), and are told it saved', async () => {
    const staff = testUser({ pageAccess: { featureChangeLog: true } })
    const saved = { ...report, status: 'in-progress', reply: 'Fixed in the next release.', repliedAt: '2024-06-03T00:00:00.000Z' }
    renderWithProviders(<BugReportView report={report} staff />, {
      user: staff,
      route: '/reports/12',
      mocks: [
        {
          request: { query: TRIAGE_BUG_REPORT, variables: { id: 12, status: 'in-progress', reply: 'Fixed in the next release.' } },
          result: { data: { triageBugReport: saved } },
        },
      ],
    })
    expect(screen.getByText('Maria Santos (maria@example.com)')).toBeInTheDocument()
    expect(screen.getByText(report.userAgent)).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'In progress')
    await userEvent.type(screen.getByLabelText('Reply'), '  Fixed in the next release.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Report updated')).toBeInTheDocument()
  })

  it('refuses a reply past 5000 characters before sending it', async () => {
    renderWithProviders(<BugReportView report={report} staff />, { user: testUser({ pageAccess: { featureChangeLog: true } }), route: '/reports/12' })
    const reply = screen.getByLabelText('Reply')
    reply.removeAttribute('maxlength')
    await userEvent.click(reply)
    await userEvent.paste('x'.repeat(5001))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Reply must be at most 5000 characters')).toBeInTheDocument()
  })
})

describe('BugReportCell Empty', () => {
  it('reads as not found (another\'s report answers none)', () => {
    renderWithProviders(<Empty />, { user: testUser(), route: '/reports/99' })
    expect(screen.getByText('Report not found')).toBeInTheDocument()
  })
})
