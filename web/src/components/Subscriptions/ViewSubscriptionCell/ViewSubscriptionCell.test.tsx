import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { QUERY, ViewSubscriptionCell } from './ViewSubscriptionCell'

const schedule = (id: string, scheduleDate: string, price: number, transactionId: string | null, paymentPlatform: string | null = null) => ({
  __typename: 'BillingPaymentSchedule',
  id,
  price,
  scheduleDate,
  transactionId,
  paymentPlatform,
  externalInvoiceId: null,
  remarks: null,
})

const data = (withRecords: boolean) => ({
  user: {
    __typename: 'User',
    id: 7,
    firstName: 'Ana',
    lastName: 'Reyes',
    invoice: withRecords
      ? [
          {
            __typename: 'BillingInvoice',
            id: 31,
            subscription: { __typename: 'BillingInvoiceSubscription', id: 5, expiry: '2027-11-23T00:00:00.000Z', funnel: { __typename: 'BillingFunnel', id: 'f-1', name: 'Annual' } },
            paymentSchedule: [schedule('100', '2020-01-01', 0, 'manual-1', 'GCash'), schedule('101', '2020-01-01', 150_000, null, 'Stale')],
          },
        ]
      : [],
  },
  userSubscription: withRecords
    ? [{ __typename: 'BillingSubscription', id: 5, expiry: '9999-12-30T16:00:00.000Z', status: 'Lifetime', unenrolledAt: null, funnel: { __typename: 'BillingFunnel', id: 'f-1', name: 'Annual' } }]
    : [],
})

const mock = (withRecords: boolean) => ({ request: { query: QUERY, variables: { userId: 7 } }, result: { data: data(withRecords) } })
const staff = testUser({ pageAccess: { subscription: true, payment: true }, functionAccess: { 'user_enroll/unenroll': true } })

describe('ViewSubscriptionCell', () => {
  it.each([
    ['?t=7', 'User Subscriptions'],
    ['?t=-1', 'User Subscriptions'],
    ['?t=abc', 'User Subscriptions'],
    ['?t=2', 'Payment Records'],
  ])('opens the tab of %s (out of range -> the first)', async (search, tab) => {
    renderWithProviders(<ViewSubscriptionCell userId={7} />, { user: staff, route: `/view-subscription/7${search}`, mocks: [mock(true)] })
    expect(await screen.findByRole('heading', { name: 'Subscriptions of Ana Reyes' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows the payment rows with FREE, For Payment, the derived status, and the platform only when paid', async () => {
    renderWithProviders(<ViewSubscriptionCell userId={7} />, { user: staff, route: '/view-subscription/7?t=2', mocks: [mock(true)] })
    const paid = (await screen.findByText('FREE')).closest('tr')!
    expect(within(paid).getByText('Paid')).toBeInTheDocument()
    expect(within(paid).getByText('GCash')).toBeInTheDocument()
    expect(within(paid).getByRole('button', { name: /Revoke Payment/ })).toBeInTheDocument()
    const unpaid = screen.getByText('₱1,500.00').closest('tr')!
    expect(within(unpaid).getByText('For Payment')).toBeInTheDocument()
    expect(within(unpaid).getByText('Overdue')).toBeInTheDocument()
    expect(within(unpaid).queryByText('Stale')).not.toBeInTheDocument()
    expect(within(unpaid).getByRole('button', { name: /Approve Payment/ })).toBeInTheDocument()
  })

  it('says the empty states verbatim and hides Approve without page payment', async () => {
    renderWithProviders(<ViewSubscriptionCell userId={7} />, { user: testUser({ pageAccess: { subscription: true } }), route: '/view-subscription/7', mocks: [mock(false)] })
    expect(await screen.findByText('No Subscription Records here')).toBeInTheDocument()
  })

  it('Payment Records is empty with No data here', async () => {
    renderWithProviders(<ViewSubscriptionCell userId={7} />, { user: staff, route: '/view-subscription/7?t=2', mocks: [mock(false)] })
    expect(await screen.findByText('No data here')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Approve Payment/ })).not.toBeInTheDocument()
  })
})
