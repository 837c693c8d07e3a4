import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { AdminAffiliatesToolbar } from '../AdminAffiliatesToolbar/AdminAffiliatesToolbar'
import { Empty, Success, type AdminAffiliateRow } from './AdminAffiliatesCell'

const row = (values: Partial<AdminAffiliateRow>): AdminAffiliateRow => ({
  __typename: 'AdminAffiliate',
  id: 7,
  name: 'Ana Reyes',
  email: 'ana@example.com',
  code: 'ana',
  status: 'active',
  clicks: 120,
  leads: 14,
  payingCustomers: 3,
  earnedCentavos: 450000,
  approvedCentavos: 150050,
  ...values,
})
const list = { __typename: 'AdminAffiliateList' as const, items: [row({}), row({ id: 8, name: 'Ben Cruz', code: 'ben', status: 'waiting', earnedCentavos: 0, approvedCentavos: 0 })], totalCount: 2, page: 1, pageSize: 10 }
const user = testUser({ pageAccess: { affiliates: true } })
const success = () => <Success {...({ affiliates: list } as unknown as Parameters<typeof Success>[0])} />

describe('AdminAffiliatesCell', () => {
  it('shows each affiliate with e-mail, code, status and numbers, linked to their page', () => {
    renderWithProviders(success(), { user, route: '/affiliates' })
    const rows = within(screen.getByRole('table', { name: 'Affiliates' })).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('ana@example.com')
    expect(rows[0]).toHaveTextContent('ana')
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('120')
    expect(rows[0]).toHaveTextContent('₱4,500.00')
    expect(rows[0]).toHaveTextContent('₱1,500.50')
    expect(within(rows[1]).getByText('Waiting for approval')).toBeInTheDocument()
    expect(within(rows[1]).getAllByText('₱0.00')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/affiliates/7')
    expect(screen.getByRole('link', { name: 'Show Ben Cruz' })).toHaveAttribute('href', '/affiliates/8')
  })

  it('says when nothing matches a search or filter', () => {
    renderWithProviders(<Empty search="zed" />, { user, route: '/affiliates' })
    expect(screen.getByText('No affiliates match')).toBeInTheDocument()
  })
})

describe('AdminAffiliatesToolbar', () => {
  it('offers the spec statuses and orders, and keeps a choice in the address', async () => {
    renderWithProviders(<AdminAffiliatesToolbar search="" status={null} sort={null} />, { user, route: '/affiliates?page=3' })
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every status', 'Active', 'Waiting for approval', 'Suspended'])
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest', 'Oldest', 'Leads', 'Highest commission'])
    await userEvent.selectOptions(status, 'Suspended')
    expect(window.location.search).toBe('?status=suspended')
    await userEvent.selectOptions(sort, 'Highest commission')
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('highest commission')
    expect(screen.getByRole('searchbox', { name: /Search affiliates by name, e-mail or code/ })).toBeInTheDocument()
  })
})
