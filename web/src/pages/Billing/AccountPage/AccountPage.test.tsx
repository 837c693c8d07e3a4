import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { QUERY as BILLING } from '@/components/Billing/AccountCell/AccountCell'
import { DuesBannerCell, QUERY as DUES } from '@/components/Dues/DuesBannerCell/DuesBannerCell'
import { Button } from '@/components/ui/Button/Button'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import AccountPage from './AccountPage'

const dues = (overdue: boolean) => ({
  request: { query: DUES },
  result: vi.fn(() => ({
    data: {
      getDuesAndExpiration: {
        __typename: 'DuesAndExpiration',
        expiringSoon: [],
        expired: [],
        upcomingPaymentDue: [],
        overduePayments: overdue ? [{ __typename: 'PaymentScheduleDue', id: '9', scheduleDate: '2024-05-10' }] : [],
      },
    },
  })),
})
const billing = { request: { query: BILLING }, result: { data: { myBilling: { __typename: 'MyBilling', subscriptions: [], invoices: [] } } } }

/** The layout's banner stays mounted while the page under it changes, as after the provider's page. */
function Shell() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <DuesBannerCell />
      {open ? <AccountPage /> : <Button onClick={() => setOpen(true)}>Back from the provider</Button>}
    </>
  )
}

describe('AccountPage', () => {
  it('asks for the dues again when it opens, so a paid due leaves the banner at once', async () => {
    const before = dues(true)
    const after = dues(false)
    renderWithProviders(<Shell />, { user: testUser(), role: 'member', route: '/account?q=billings', mocks: [before, after, billing] })
    expect(await screen.findByRole('alert')).toHaveTextContent('overdue payment')
    await userEvent.click(screen.getByRole('button', { name: 'Back from the provider' }))
    expect(await screen.findByRole('heading', { name: 'Billing and Subscriptions' })).toBeInTheDocument()
    await waitFor(() => expect(after.result).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByText(/overdue payment/)).toBeNull())
  })
})
