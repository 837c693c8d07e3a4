import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { infoLogsExportUrl, readInfoLogsSearch } from '../infoLogsSearch'
import { InfoLogsToolbar } from './InfoLogsToolbar'

const user = testUser({ pageAccess: { infoLogsReport: true } })
const none = readInfoLogsSearch('')

describe('InfoLogsToolbar', () => {
  it('writes the search to the address (trimmed, blanks left out) and goes back to page 1', async () => {
    renderWithProviders(<InfoLogsToolbar search={none} actions={['bug-report-triaged', 'login-failed']} />, { user, route: '/info-logs-report?page=4' })
    const action = screen.getByRole('combobox', { name: 'Action' })
    expect(within(action).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every action', 'bug-report-triaged', 'login-failed'])
    await userEvent.type(screen.getByLabelText('Actor'), '  alma  ')
    await userEvent.selectOptions(action, 'bug-report-triaged')
    await userEvent.type(screen.getByLabelText('From (Manila)'), '2024-03-10')
    await userEvent.type(screen.getByLabelText('To (Manila)'), '2024-03-11')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ actor: 'alma', action: 'bug-report-triaged', from: '2024-03-10', to: '2024-03-11' })
  })

  it('refuses a reversed range in words and leaves the address as it was', async () => {
    renderWithProviders(<InfoLogsToolbar search={none} actions={[]} />, { user, route: '/info-logs-report?page=2' })
    await userEvent.type(screen.getByLabelText('From (Manila)'), '2024-03-11')
    await userEvent.type(screen.getByLabelText('To (Manila)'), '2024-03-10')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('The end date must be on or after the start date')).toBeInTheDocument()
    expect(window.location.search).toBe('?page=2')
  })

  it('fills the boxes from the address, keeping an action the list does not have yet', () => {
    const search = readInfoLogsSearch('?actor=alma&action=user-updated&from=2024-03-01')
    renderWithProviders(<InfoLogsToolbar search={search} actions={[]} />, { user, route: '/info-logs-report' })
    expect(screen.getByLabelText('Actor')).toHaveValue('alma')
    // The select's chosen value is react-hook-form's to set, which happy-dom does not show: the journey checks it in Chromium.
    const action = screen.getByRole('combobox', { name: 'Action' })
    expect(within(action).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every action', 'user-updated'])
    expect(screen.getByLabelText('From (Manila)')).toHaveValue('2024-03-01')
  })
})

describe('infoLogsExportUrl', () => {
  it('carries the filters in the address and the acting role', () => {
    const search = readInfoLogsSearch('?actor=alma&subject=&from=2024-03-01&page=3')
    expect(infoLogsExportUrl('xlsx', search, 'admin')).toBe('/api/info-logs-export?format=xlsx&actor=alma&from=2024-03-01&as=admin')
    expect(infoLogsExportUrl('csv', none, null)).toBe('/api/info-logs-export?format=csv')
  })
})
