import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { detailsText, Empty, Success, type InfoLogRow } from './InfoLogsReportCell'

const person = (id: number, name: string, email: string) => ({ __typename: 'InfoLogPerson' as const, id, name, email })
const row = (values: Partial<InfoLogRow>): InfoLogRow => ({
  __typename: 'InfoLog',
  id: 1,
  action: 'bug-report-triaged',
  createdAt: '2024-03-10T15:30:00.000Z',
  actor: person(2, 'Alma Santos', 'alma@example.com'),
  originalActor: null,
  entityType: 'bugReport',
  entityId: '12',
  subjectUser: null,
  details: { toStatus: 'in-progress', replied: true },
  ip: '10.0.0.1',
  ...values,
})
const list = {
  __typename: 'InfoLogList' as const,
  items: [
    row({}),
    row({ id: 2, action: 'impersonated-request', actor: person(3, 'Marco Diaz', 'marco@example.com'), originalActor: person(2, 'Alma Santos', 'alma@example.com'), entityType: null, entityId: null }),
    row({ id: 3, action: 'user-updated', entityType: 'user', entityId: '3', subjectUser: person(3, 'Marco Diaz', 'marco@example.com') }),
    row({ id: 4, action: 'login-failed', actor: null, entityType: null, entityId: null, details: {} }),
  ],
  totalCount: 4,
  page: 1,
  pageSize: 10,
}

describe('InfoLogsReportCell', () => {
  it('shows when in Manila time, the action, who (and the admin behind an impersonation), about whom or what', () => {
    renderWithProviders(<Success {...({ infoLogsReport: list } as unknown as Parameters<typeof Success>[0])} />, {
      user: testUser({ pageAccess: { infoLogsReport: true } }),
      route: '/info-logs-report',
    })
    const rows = within(screen.getByRole('table', { name: 'Info logs' })).getAllByRole('row').slice(1)
    // 15:30 UTC is 23:30 in Manila, the same day.
    expect(rows[0]).toHaveTextContent('Sun, 03/10/2024 · 11:30 PM')
    expect(rows[0]).toHaveTextContent('bugReport 12')
    expect(rows[0]).toHaveTextContent('toStatus: in-progress; replied: true')
    expect(rows[1]).toHaveTextContent('as impersonated by Alma Santos')
    expect(rows[2]).toHaveTextContent('marco@example.com')
    expect(rows[3]).toHaveTextContent('Anonymous')
  })

  it('says when nothing matches', () => {
    renderWithProviders(<Empty />, { user: testUser(), route: '/info-logs-report' })
    expect(screen.getByText('No info logs match')).toBeInTheDocument()
  })

  it('writes details as key: value pairs', () => {
    expect(detailsText({ a: 'x', n: 2, o: { b: 1 } })).toBe('a: x; n: 2; o: {"b":1}')
  })
})
