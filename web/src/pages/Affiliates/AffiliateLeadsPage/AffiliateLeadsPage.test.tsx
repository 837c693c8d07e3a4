import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { QUERY } from '@/components/Affiliates/AffiliateLeadsCell/AffiliateLeadsCell'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import AffiliateLeadsPage from './AffiliateLeadsPage'

const affiliate = testUser({ affiliateTimestamp: '2026-11-27T02:00:00.000Z' })
const STAGES = ['lead', 'signed up', 'paid', 'overdue']
const lead = (n: number) => ({
  __typename: 'AffiliateLead',
  id: 100 - n,
  name: n === 2 ? null : `Lead ${n}`,
  maskedEmail: `le***@mail${n}.test`,
  funnelName: n % 2 ? 'Tribe Membership' : null,
  stage: STAGES[n % 4],
  createdAt: '2026-11-27T02:00:00.000Z',
})
const leads = (page: number, items: ReturnType<typeof lead>[], totalCount: number) => ({
  request: { query: QUERY, variables: { page, pageSize: 10 } },
  result: { data: { affiliateLeads: { __typename: 'AffiliateLeadList', items, totalCount, page, pageSize: 10 } } },
})

describe('AffiliateLeadsPage', () => {
  it('lists leads newest first with masked e-mail, funnel or Main link, stage badge and date, a server page at a time', async () => {
    const first = Array.from({ length: 10 }, (_, n) => lead(n + 1))
    const second = [lead(11), lead(12)]
    renderWithProviders(<AffiliateLeadsPage />, { user: affiliate, role: 'affiliate', route: '/affiliate/leads', mocks: [leads(1, first, 12), leads(2, second, 12)] })
    const table = await screen.findByRole('table', { name: 'Leads' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['Name', 'E-mail', 'Funnel', 'Stage', 'Date']))
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent('Lead 1le***@mail1.testTribe Membershipsigned upFri, 11/27/2026')
    expect(rows[1]).toHaveTextContent('No name yetle***@mail2.testMain linkpaid')
    expect(within(rows[2]).getByText('overdue')).toHaveAttribute('data-tone', 'error')
    expect(within(rows[3]).getByText('lead')).toHaveAttribute('data-tone', 'outline')
    expect(screen.getByText(/1-10 of 12/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(screen.getByText('Lead 12')).toBeInTheDocument())
    expect(window.location.search).toBe('?page=2')
    expect(screen.getByText(/11-12 of 12/)).toBeInTheDocument()
  })

  it('says so when the links brought nobody yet', async () => {
    renderWithProviders(<AffiliateLeadsPage />, { user: affiliate, role: 'affiliate', route: '/affiliate/leads', mocks: [leads(1, [], 0)] })
    expect(await screen.findByText('No leads yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See your links' })).toHaveAttribute('href', '/affiliate/links')
  })
})
