import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { manilaToday, payoutsExportUrl } from '../affiliateStaff'
import { AdminPayouts } from './AdminPayouts'
import { AdminPayoutsTable, CANCEL_PAYOUT, type PayoutRow } from './AdminPayoutsCell'
import { MARK_PAYOUT_PAID } from './MarkPayoutPaidDialog'
import { PREPARE_PAYOUTS, PreparePayouts } from './PreparePayouts'

const payout = (values: Partial<PayoutRow>): PayoutRow => ({
  __typename: 'AdminPayout',
  id: 31,
  affiliateId: 7,
  affiliateName: 'Ana Reyes',
  amountCentavos: 150000,
  commissionCount: 3,
  periodFrom: null,
  periodTo: '2026-11-27',
  payoutMethod: 'GCash',
  payoutAccountName: 'Ana Reyes',
  payoutAccountNumber: '09171234567',
  payoutBankName: null,
  method: null,
  reference: null,
  paidAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  ...values,
})
const list = {
  __typename: 'AdminPayoutList' as const,
  items: [payout({}), payout({ id: 30, affiliateName: 'Ben Cruz', amountCentavos: 80000, method: 'GCash', reference: 'REF-9', paidAt: '2026-11-20T02:00:00.000Z' })],
  totalCount: 2,
  page: 1,
  pageSize: 10,
}
const user = testUser({ pageAccess: { affiliates: true } })
const paid = { __typename: 'AdminPayout', id: 31, method: 'GCash', reference: 'GC-123', paidAt: '2026-11-28T01:00:00.000Z' }

describe('PreparePayouts', () => {
  it('prepares up to today (Manila) by default and says how many', async () => {
    const mocks = [{ request: { query: PREPARE_PAYOUTS, variables: { periodTo: manilaToday() } }, result: { data: { preparePayouts: [{ __typename: 'AdminPayout', id: 1 }, { __typename: 'AdminPayout', id: 2 }] } } }]
    renderWithProviders(<PreparePayouts />, { user, mocks })
    expect(screen.getByLabelText(/Period ends/)).toHaveValue(manilaToday())
    await userEvent.click(screen.getByRole('button', { name: 'Prepare payouts' }))
    expect((await screen.findAllByText('2 payouts prepared')).length).toBeGreaterThan(0)
  })

  it('says when no affiliate reached the minimum or had payout details', async () => {
    const mocks = [{ request: { query: PREPARE_PAYOUTS, variables: { periodTo: '2026-10-31' } }, result: { data: { preparePayouts: [] } } }]
    renderWithProviders(<PreparePayouts />, { user, mocks })
    const date = screen.getByLabelText(/Period ends/)
    await userEvent.clear(date)
    await userEvent.type(date, '2026-10-31')
    await userEvent.click(screen.getByRole('button', { name: 'Prepare payouts' }))
    expect((await screen.findAllByText('No payout prepared: no affiliate with payout details reached the minimum payout.')).length).toBeGreaterThan(0)
  })
})

describe('AdminPayoutsTable', () => {
  it('shows prepared and paid payouts; only a prepared one can be marked paid or cancelled', () => {
    renderWithProviders(<AdminPayoutsTable list={list} withAffiliate />, { user })
    const rows = within(screen.getByRole('table', { name: 'Payouts' })).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('₱1,500.00')
    expect(rows[0]).toHaveTextContent('09171234567')
    expect(within(rows[0]).getByText('Prepared')).toBeInTheDocument()
    expect(within(rows[0]).getByRole('button', { name: /^Mark paid/ })).toBeInTheDocument()
    expect(within(rows[1]).getByText('Paid')).toBeInTheDocument()
    expect(rows[1]).toHaveTextContent('REF-9')
    expect(within(rows[1]).queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/affiliates/7')
  })

  it('asks a method and a reference before marking paid, then sends them', async () => {
    let sent = false
    const mocks = [
      {
        request: { query: MARK_PAYOUT_PAID, variables: { id: 31, method: 'GCash', reference: 'GC-123' } },
        result: () => {
          sent = true
          return { data: { markPayoutPaid: paid } }
        },
      },
    ]
    renderWithProviders(<AdminPayoutsTable list={list} withAffiliate />, { user, mocks })
    await userEvent.click(screen.getByRole('button', { name: /^Mark paid Ana Reyes/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark ₱1,500.00 to Ana Reyes paid' })
    const method = within(dialog).getByRole('textbox', { name: /Method/ })
    expect(method).toHaveValue('GCash')
    await userEvent.clear(method)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await within(dialog).findByText('Enter how it was paid, e.g. GCash')).toBeInTheDocument()
    expect(within(dialog).getByText("Enter the transfer's reference")).toBeInTheDocument()
    await userEvent.type(method, 'GCash')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'GC-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    await waitFor(() => expect(sent).toBe(true))
    expect(await screen.findByText('Payout marked paid')).toBeInTheDocument()
  })

  it("shows the server's refusal in the dialog", async () => {
    const mocks = [{ request: { query: MARK_PAYOUT_PAID, variables: { id: 31, method: 'GCash', reference: 'X' } }, result: { errors: [{ message: 'This payout was cancelled' }] } }]
    renderWithProviders(<AdminPayoutsTable list={list} withAffiliate />, { user, mocks })
    await userEvent.click(screen.getByRole('button', { name: /^Mark paid Ana Reyes/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'X')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await within(dialog).findByText(/This payout was cancelled/)).toBeInTheDocument()
  })

  it('cancels a prepared payout once confirmed', async () => {
    let cancelled = false
    const mocks = [
      {
        request: { query: CANCEL_PAYOUT, variables: { id: 31 } },
        result: () => {
          cancelled = true
          return { data: { cancelPayout: true } }
        },
      },
    ]
    renderWithProviders(<AdminPayoutsTable list={list} withAffiliate />, { user, mocks })
    await userEvent.click(screen.getByRole('button', { name: /^Cancel Ana Reyes/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the payout of ₱1,500.00 to Ana Reyes?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel payout' }))
    await waitFor(() => expect(cancelled).toBe(true))
  })
})

describe('AdminPayouts', () => {
  it('links the CSV and XLSX exports of the unpaid payouts as the role acting now', () => {
    const admin = testUser({ pageAccess: { affiliates: true }, accessLevel: { id: 9, name: 'tribe-team-ro', label: 'Admin' } })
    renderWithProviders(<AdminPayouts />, { user: admin, route: '/affiliates?t=payouts' })
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/payouts-export?format=csv&as=tribe-team-ro')
    expect(screen.getByRole('link', { name: 'Export XLSX' })).toHaveAttribute('href', '/api/payouts-export?format=xlsx&as=tribe-team-ro')
    expect(within(screen.getByRole('combobox', { name: 'Payouts' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every payout', 'Prepared', 'Paid'])
  })
})

describe('payoutsExportUrl', () => {
  it('names the format and the role acting now', () => {
    expect(payoutsExportUrl('csv', 'admin')).toBe('/api/payouts-export?format=csv&as=admin')
    expect(payoutsExportUrl('xlsx', null, [1, 2])).toBe('/api/payouts-export?format=xlsx&ids=1%2C2')
  })
})
