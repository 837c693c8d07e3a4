import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Success as LeadsCellSuccess } from '../AdminAffiliateLeadsCell/AdminAffiliateLeadsCell'
import { APPROVE_COMMISSION, AdminCommissionsTable, HOLD_COMMISSION, type AdminCommissionRow } from './AdminCommissionsCell'

const commission = (values: Partial<AdminCommissionRow>): AdminCommissionRow => ({
  __typename: 'AdminCommission',
  id: 5,
  affiliateId: 7,
  paymentScheduleId: 'ps-1',
  funnelName: 'Tribe Membership – 1 Year',
  buyerId: 90,
  buyerName: 'Lito Lead',
  paymentCentavos: 1499900,
  amountCentavos: 299980,
  status: 'pending',
  holdUntil: '2026-12-27T16:00:00.000Z',
  heldAt: null,
  approvedAt: null,
  reversedAt: null,
  reason: null,
  isClawback: false,
  selfReferral: false,
  payoutId: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  ...values,
})
const list = {
  __typename: 'AdminCommissionList' as const,
  items: [
    commission({}),
    commission({ id: 6, buyerName: 'Ana Reyes', amountCentavos: 0, status: 'reversed', selfReferral: true, reason: 'Self-referral: the buyer is the affiliate' }),
    commission({ id: 4, buyerName: 'Carlo Santos', status: 'approved' }),
  ],
  totalCount: 3,
  page: 1,
  pageSize: 10,
}
const user = testUser({ pageAccess: { affiliates: true } })
const result = (name: string, status: string) => ({ data: { [name]: { __typename: 'AdminCommission', id: 5, status, holdUntil: null, heldAt: null, approvedAt: null } } })

describe('AdminCommissionsTable', () => {
  it('shows status and the self-referral flag; only pending ones can be held or approved now', () => {
    renderWithProviders(<AdminCommissionsTable list={list} />, { user })
    const rows = within(screen.getByRole('table', { name: 'Commissions' })).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('₱2,999.80')
    expect(within(rows[0]).getByRole('button', { name: /^Hold/ })).toBeInTheDocument()
    expect(within(rows[1]).getByText('Self-referral')).toBeInTheDocument()
    expect(within(rows[1]).getByText('Reversed')).toBeInTheDocument()
    expect(within(rows[1]).queryByRole('button')).toBeNull()
    expect(within(rows[2]).queryByRole('button')).toBeNull()
  })

  it('approves a pending commission now, and holds one, each once confirmed', async () => {
    const sent: string[] = []
    const mocks = [
      { request: { query: APPROVE_COMMISSION, variables: { id: 5 } }, result: () => (sent.push('approve'), result('approveCommission', 'approved')) },
      { request: { query: HOLD_COMMISSION, variables: { id: 5 } }, result: () => (sent.push('hold'), result('holdCommission', 'pending')) },
    ]
    renderWithProviders(<AdminCommissionsTable list={list} />, { user, mocks })
    await userEvent.click(screen.getByRole('button', { name: /^Approve now ₱2,999.80 for Lito Lead/ }))
    let dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve now' }))
    await waitFor(() => expect(sent).toEqual(['approve']))
    await userEvent.click(screen.getByRole('button', { name: /^Hold ₱2,999.80/ }))
    dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('It stays pending past its hold')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hold' }))
    await waitFor(() => expect(sent).toEqual(['approve', 'hold']))
  })
})

describe('AdminAffiliateLeadsCell', () => {
  it('shows the whole e-mail and mobile number with the stage', () => {
    const leads = {
      __typename: 'AdminAffiliateLeadList' as const,
      items: [{ __typename: 'AdminAffiliateLead' as const, id: 1, name: 'Lito Lead', email: 'lito@example.com', mobileNumber: '09181234567', funnelName: null, stage: 'paid', createdAt: '2026-11-27T02:00:00.000Z' }],
      totalCount: 1,
      page: 1,
      pageSize: 10,
    }
    const props = { adminAffiliateLeads: leads } as unknown as Parameters<typeof LeadsCellSuccess>[0]
    renderWithProviders(<LeadsCellSuccess {...props} />, { user })
    const row = within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row')[1]
    expect(row).toHaveTextContent('lito@example.com')
    expect(row).toHaveTextContent('09181234567')
    expect(within(row).getByText('paid')).toBeInTheDocument()
  })
})
