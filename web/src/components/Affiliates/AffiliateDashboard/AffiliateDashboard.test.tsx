import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { axisTop, shortDay } from '../AffiliateChart/AffiliateChart'
import { QUERY } from '../AffiliateDashboardCell/AffiliateDashboardCell'
import { AffiliateDashboard } from './AffiliateDashboard'
import { dashboardDays } from './dashboardPeriod'

const affiliate = testUser({ affiliateTimestamp: '2026-11-27T02:00:00.000Z' })
const day = (n: number, clicks: number, leads: number) => ({ __typename: 'AffiliateDay', day: `2026-11-${String(n).padStart(2, '0')}`, clicks, leads })
const dashboard = (days: number, clicks: number, leads: number, payingCustomers: number) => ({
  request: { query: QUERY, variables: { days } },
  result: {
    data: {
      affiliateDashboard: {
        __typename: 'AffiliateDashboard',
        days,
        clicks,
        leads,
        payingCustomers,
        commission: { __typename: 'AffiliateBalance', pendingCentavos: 123_450, approvedCentavos: 0, paidCentavos: 50_000, reversedCentavos: 0 },
        daily: Array.from({ length: days }, (_, n) => day(n + 1, n === 0 ? clicks : 0, n === 0 ? leads : 0)),
      },
    },
  },
})

describe('AffiliateDashboard', () => {
  it('shows clicks, leads and paying customers shortened with K and M, and the chart as a table for screen readers', async () => {
    renderWithProviders(<AffiliateDashboard />, { user: affiliate, role: 'affiliate', mocks: [dashboard(7, 2_500_000, 1234, 7)] })
    const figures = (await screen.findAllByRole('definition')).map((dd) => dd.textContent)
    expect(figures).toEqual(['2.5M', '1.2K', '7'])
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Clicks', 'Leads', 'Paying customers'])
    const commission = screen.getByRole('region', { name: 'Commission earned in this period' })
    expect(within(commission).getByText('Pending').nextSibling).toHaveTextContent('₱1,234.50')
    expect(within(commission).getByText('Paid').nextSibling).toHaveTextContent('₱500.00')
    expect(screen.getByRole('img')).toHaveAccessibleName('Clicks and leads per day over 7 days: 2500000 clicks and 1234 leads in all.')
    const table = screen.getByRole('table', { name: 'Clicks and leads per day' })
    expect(within(table).getAllByRole('row')).toHaveLength(8)
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-11-0125000001234')
  })

  it('switches between the last 7, 15 and 30 days, keeping the choice in the address', async () => {
    renderWithProviders(<AffiliateDashboard />, { user: affiliate, role: 'affiliate', route: '/', mocks: [dashboard(7, 5, 1, 0), dashboard(30, 90, 12, 3)] })
    const period = screen.getByRole('group', { name: 'Period' })
    expect(within(period).getAllByRole('button').map((b) => b.textContent)).toEqual(['Last 7 Days', 'Last 15 Days', 'Last 30 Days'])
    expect(within(period).getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true')
    expect((await screen.findAllByRole('definition'))[0]).toHaveTextContent('5')
    await userEvent.click(within(period).getByRole('button', { name: 'Last 30 Days' }))
    await waitFor(() => expect(screen.getAllByRole('definition')[0]).toHaveTextContent('90'))
    expect(window.location.search).toBe('?days=30')
    expect(within(period).getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('sends an affiliate who has not accepted the terms there first', () => {
    renderWithProviders(<AffiliateDashboard />, { user: testUser(), role: 'affiliate' })
    expect(screen.getByText('Accept the affiliate terms')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/affiliate/terms')
    expect(screen.queryByRole('group', { name: 'Period' })).toBeNull()
  })
})

describe('dashboard rules', () => {
  it('reads ?days= as 7, 15 or 30', () => {
    expect([null, '15', '30', '90', 'x'].map(dashboardDays)).toEqual([7, 15, 30, 7, 7])
  })
  it('rounds the chart axis up to a readable top and labels days as MM/DD', () => {
    expect([0, 1, 7, 23, 180, 1234].map(axisTop)).toEqual([2, 2, 8, 25, 200, 1250])
    expect(shortDay('2026-11-07')).toBe('11/07')
  })
})
