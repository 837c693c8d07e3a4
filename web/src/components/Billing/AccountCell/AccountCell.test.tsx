import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { checkoutMessages } from '@common/checkout'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { PAY_PAYMENT_SCHEDULE } from '../billingOperations'
import { NO_MY_SUBSCRIPTIONS } from '../MySubscriptions/MySubscriptions'
import { AccountCell, NO_INVOICES, QUERY } from './AccountCell'

const funnel = { __typename: 'BillingFunnel', id: 'f-1', name: 'Tribe Membership – 1 Year' }
const proof = (id: number, status: string, remarks: string | null = null) => ({ __typename: 'BillingPaymentProof', id, fileName: `receipt-${id}.png`, status, remarks })
const schedule = (id: string, scheduleDate: string, price: number, transactionId: string | null, latestProof: ReturnType<typeof proof> | null = null) => ({
  __typename: 'BillingPaymentSchedule',
  id,
  price,
  scheduleDate,
  transactionId,
  paymentPlatform: transactionId ? 'GCash' : null,
  remarks: null,
  latestProof,
})

const full = {
  myBilling: {
    __typename: 'MyBilling',
    subscriptions: [
      { __typename: 'BillingSubscription', id: 5, funnel, startsAt: '2026-10-14T02:00:00.000Z', expiry: '2027-10-14T15:59:00.000Z', unenrolledAt: null, status: 'Active' },
      { __typename: 'BillingSubscription', id: 4, funnel: { ...funnel, id: 'f-2', name: 'Tribe Lifetime Access' }, startsAt: '2025-01-01T02:00:00.000Z', expiry: '9999-12-31T15:59:00.000Z', unenrolledAt: null, status: 'Lifetime' },
      { __typename: 'BillingSubscription', id: 3, funnel: { ...funnel, id: 'f-3', name: 'VA Bootcamp – 6 Months' }, startsAt: '2025-01-01T02:00:00.000Z', expiry: '2027-01-01T15:59:00.000Z', unenrolledAt: '2026-02-01T02:00:00.000Z', status: 'Active' },
    ],
    invoices: [
      {
        __typename: 'BillingInvoice',
        id: 31,
        subscription: { __typename: 'BillingInvoiceSubscription', id: 5, expiry: '2027-10-14T15:59:00.000Z', funnel: { __typename: 'BillingFunnel', name: funnel.name } },
        paymentSchedule: [
          schedule('100', '2020-01-01', 539_900, 'SEED-1'),
          schedule('101', '2020-02-01', 0, null, proof(2, 'pending')),
          schedule('102', '2099-03-01', 539_900, null, proof(3, 'rejected', 'The amount does not match.')),
        ],
      },
    ],
  },
}
const empty = { myBilling: { __typename: 'MyBilling', subscriptions: [], invoices: [] } }
const mock = (data: object) => ({ request: { query: QUERY }, result: { data } })
const member = testUser()

describe('AccountCell', () => {
  it.each([
    ['', 'Subscriptions'],
    ['?q=subscriptions', 'Subscriptions'],
    ['?q=billings', 'Billing'],
    ['?q=nonsense', 'Subscriptions'],
  ])('opens the tab of %s (unknown -> Subscriptions)', async (search, tab) => {
    renderWithProviders(<AccountCell />, { user: member, route: `/account${search}`, mocks: [mock(full)] })
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  })

  it('writes the tab chosen into ?q=', async () => {
    renderWithProviders(<AccountCell />, { user: member, route: '/account', mocks: [mock(full)] })
    await userEvent.click(await screen.findByRole('tab', { name: 'Billing' }))
    expect(window.location.search).toBe('?q=billings')
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }))
    expect(window.location.search).toBe('?q=subscriptions')
  })

  it('lists subscriptions with Lifetime, the expiry and Unsubscribed', async () => {
    renderWithProviders(<AccountCell />, { user: member, route: '/account', mocks: [mock(full)] })
    const list = await screen.findByRole('list', { name: 'My subscriptions' })
    const [active, lifetime, unenrolled] = within(list).getAllByRole('listitem')
    expect(within(active).getByText('Active')).toBeInTheDocument()
    expect(within(active).getByText('Thu, 10/14/2027')).toBeInTheDocument()
    expect(within(lifetime).getAllByText('Lifetime')).toHaveLength(2)
    expect(within(unenrolled).getByText('Unsubscribed')).toBeInTheDocument()
  })

  it('offers Pay now and Upload proof on unpaid rows only, with the latest proof state', async () => {
    renderWithProviders(<AccountCell />, { user: member, route: '/account?q=billings', mocks: [mock(full)] })
    const paid = (await screen.findByText('SEED-1')).closest('li')!
    expect(within(paid).getByText('Paid')).toBeInTheDocument()
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument()
    expect(within(paid).getByText('GCash')).toBeInTheDocument()

    const waiting = screen.getByText('FREE').closest('li')!
    expect(within(waiting).getByText('Overdue')).toBeInTheDocument()
    expect(within(waiting).getByText('For Payment')).toBeInTheDocument()
    expect(within(waiting).queryByText('Platform')).not.toBeInTheDocument()
    expect(within(waiting).getByRole('button', { name: /Pay now/ })).toBeInTheDocument()
    expect(within(waiting).getByRole('button', { name: /Upload proof/ })).toBeInTheDocument()
    expect(within(waiting).getByText(checkoutMessages.proofWaiting)).toBeInTheDocument()
    expect(within(waiting).getByRole('link', { name: /receipt-2\.png/ })).toHaveAttribute('href', '/api/files/payment-proofs/2?inline=1&as=member')

    const rejected = screen.getAllByRole('button', { name: /Pay now/ })[1].closest('li')!
    expect(within(rejected).getByText(checkoutMessages.proofRejected)).toBeInTheDocument()
    expect(within(rejected).getByText('The amount does not match.')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Pay now/ })).toHaveLength(2)
  })

  it('Pay now opens the provider page the API answers with', async () => {
    const pay = {
      request: { query: PAY_PAYMENT_SCHEDULE, variables: { id: '102' } },
      result: { data: { payPaymentSchedule: { __typename: 'CheckoutStart', status: 'pending', sessionId: 'sess-9', redirectUrl: '/checkout/test-provider/sess-9' } } },
    }
    renderWithProviders(<AccountCell />, { user: member, route: '/account?q=billings', mocks: [mock(full), pay, mock(full)] })
    const buttons = await screen.findAllByRole('button', { name: /Pay now/ })
    await userEvent.click(buttons[1])
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/test-provider/sess-9'))
  })

  it('says friendly empty states in both tabs', async () => {
    renderWithProviders(<AccountCell />, { user: member, route: '/account', mocks: [mock(empty)] })
    expect(await screen.findByText(NO_MY_SUBSCRIPTIONS)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Billing' }))
    expect(await screen.findByText(NO_INVOICES)).toBeInTheDocument()
  })
})
