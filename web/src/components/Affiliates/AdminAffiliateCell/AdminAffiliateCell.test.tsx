import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { RATE_FUNNELS, UPDATE_AFFILIATE_COMMISSION } from '../AdminAffiliateCommissionForm/AdminAffiliateCommissionForm'
import { AdminAffiliate, SET_AFFILIATE_STATUS, type AdminAffiliateRecord } from './AdminAffiliateCell'

const affiliate = (values: Partial<AdminAffiliateRecord> = {}): AdminAffiliateRecord => ({
  __typename: 'AdminAffiliate',
  id: 7,
  userId: 70,
  name: 'Ana Reyes',
  email: 'ana@example.com',
  code: 'ana',
  status: 'active',
  termsAcceptedAt: '2026-10-01T02:00:00.000Z',
  createdAt: '2026-10-01T02:00:00.000Z',
  clicks: 120,
  leads: 14,
  payingCustomers: 3,
  earnedCentavos: 450000,
  pendingCentavos: 100000,
  approvedCentavos: 150000,
  paidCentavos: 200000,
  selfReferrals: 0,
  payoutMethod: 'GCash',
  payoutAccountName: 'Ana Reyes',
  payoutAccountNumber: '09171234567',
  payoutBankName: null,
  commissionType: 'Percentage',
  commissionCentavos: null,
  commissionPercent: 20,
  funnelRates: [],
  ...values,
})
const user = testUser({ pageAccess: { affiliates: true } })
const funnels = {
  request: { query: RATE_FUNNELS },
  result: { data: { funnels: { __typename: 'FunnelList', items: [{ __typename: 'Funnel', id: 'f-1', name: 'Tribe Membership – 1 Year' }] } } },
}
const route = '/affiliates/7'
const saved = (input: object) => ({
  data: { updateAffiliateCommission: { __typename: 'AdminAffiliate', id: 7, commissionCentavos: null, commissionPercent: null, funnelRates: [], commissionType: 'Percentage', ...input } },
})

describe('AdminAffiliate', () => {
  it('shows the name, code, status, numbers and payout details; self-referrals stand out only when there are some', () => {
    const { unmount } = renderWithProviders(<AdminAffiliate affiliate={affiliate()} />, { user, route, mocks: [funnels] })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Reyes')
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('ana')).toBeInTheDocument()
    const numbers = screen.getByLabelText('Numbers')
    expect(numbers).toHaveTextContent('₱4,500.00')
    expect(numbers).toHaveTextContent('₱1,000.00')
    expect(numbers).toHaveTextContent('₱1,500.00')
    expect(numbers).toHaveTextContent('₱2,000.00')
    expect(screen.getByText('09171234567')).toBeInTheDocument()
    expect(screen.getByText('Self-referrals').parentElement).not.toHaveClass('bg-red-50')
    expect(screen.getByRole('tab', { name: 'Leads' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Commissions' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Payouts' })).toBeInTheDocument()
    unmount()
    renderWithProviders(<AdminAffiliate affiliate={affiliate({ selfReferrals: 2 })} />, { user, route, mocks: [funnels] })
    expect(screen.getByText('Self-referrals').parentElement).toHaveClass('bg-red-50')
  })

  it('suspends an active affiliate after saying what it means', async () => {
    let sent = false
    const mocks = [
      funnels,
      {
        request: { query: SET_AFFILIATE_STATUS, variables: { id: 7, status: 'suspended' } },
        result: () => {
          sent = true
          return { data: { setAffiliateStatus: { __typename: 'AdminAffiliate', id: 7, status: 'suspended' } } }
        },
      },
    ]
    renderWithProviders(<AdminAffiliate affiliate={affiliate()} />, { user, route, mocks })
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ana Reyes?' })
    expect(dialog).toHaveTextContent('Their links stop attributing and nothing new is earned. Money already earned is kept')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(sent).toBe(true))
  })

  it('offers Approve to a waiting affiliate and Reactivate to a suspended one', async () => {
    const { unmount } = renderWithProviders(<AdminAffiliate affiliate={affiliate({ status: 'waiting' })} />, { user, route, mocks: [funnels] })
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument()
    unmount()
    renderWithProviders(<AdminAffiliate affiliate={affiliate({ status: 'suspended' })} />, { user, route, mocks: [funnels] })
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull()
  })

  it('saves a fixed amount in centavos, with a funnel rate', async () => {
    let sent = false
    const input = {
      commissionType: 'Fixed Amount',
      commissionCentavos: 25050,
      commissionPercent: null,
      funnelRates: [{ funnelId: 'f-1', commissionType: 'Percentage', commissionCentavos: null, commissionPercent: 30 }],
    }
    const mocks = [
      funnels,
      {
        request: { query: UPDATE_AFFILIATE_COMMISSION, variables: { id: 7, input } },
        result: () => {
          sent = true
          return saved({ commissionType: 'Fixed Amount', commissionCentavos: 25050 })
        },
      },
    ]
    renderWithProviders(<AdminAffiliate affiliate={affiliate()} />, { user, route, mocks })
    const form = screen.getByRole('form', { name: 'Commission settings' })
    expect(within(form).getByRole('spinbutton', { name: /Commission \(%\)/ })).toHaveValue(20)
    await userEvent.selectOptions(within(form).getAllByRole('combobox', { name: /Type/ })[0], 'Fixed Amount')
    await userEvent.type(within(form).getByRole('textbox', { name: /Commission per payment/ }), '250.50')
    await userEvent.click(within(form).getByRole('button', { name: 'Add a funnel rate' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save commission' }))
    expect(await within(form).findByText('Enter a percentage from 0 to 100')).toBeInTheDocument()
    await screen.findByRole('option', { name: 'Tribe Membership – 1 Year' })
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Funnel/ }), 'Tribe Membership – 1 Year')
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Rate \(%\)/ }), '30')
    await userEvent.click(within(form).getByRole('button', { name: 'Save commission' }))
    await waitFor(() => expect(sent).toBe(true))
    expect(await screen.findByText('Commission saved')).toBeInTheDocument()
  })
})
