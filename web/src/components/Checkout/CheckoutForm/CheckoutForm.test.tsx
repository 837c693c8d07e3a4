import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import type { Offer } from '../offer'
import { termDescription } from '../checkoutText'
import { CheckoutForm, QUOTE } from './CheckoutForm'

const offer: Offer = {
  funnelId: 'f-1',
  funnelName: 'Annual',
  productId: 1,
  productName: 'VA Membership',
  productDescription: null,
  productImageUrl: null,
  price: 1_000_000,
  validityByDays: 365,
  isOpen: true,
  terms: [
    { id: 'one-time', name: 'One-time', numberOfPayments: 1, intervalUnit: 'month', intervalCount: 1, total: 1_000_000 },
    { id: '3-months', name: '3 months', numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1, total: 1_000_001 },
  ],
}

const quote = (variables: { paymentTermId: string; couponCode: string | null }, answer: Record<string, unknown>) => ({
  request: { query: QUOTE, variables: { funnelId: 'f-1', ...variables } },
  result: {
    data: {
      checkoutQuote: { __typename: 'CheckoutQuote', funnelId: 'f-1', paymentTermId: variables.paymentTermId, couponCode: null, couponProblem: null, ...answer },
    },
  },
})

describe('CheckoutForm', () => {
  it("prices the term and coupon in the address with the server's quote, and says why a coupon is refused", async () => {
    const mocks = [
      quote(
        { paymentTermId: '3-months', couponCode: 'NOPE' },
        { price: 1_000_001, discount: 0, total: 1_000_001, dueNow: 333_335, numberOfPayments: 3, couponProblem: 'This coupon code is not valid for this offer.' },
      ),
    ]
    renderWithProviders(<CheckoutForm offer={offer} />, { route: '/checkout/f-1?term=3-months&coupon=NOPE', mocks })
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon code is not valid for this offer.')
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₱10,000.01')
    expect(screen.getByText('Then 2 more payment(s) of ₱3,333.33, shown in Billing and Subscriptions.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /3 months/ })).toBeChecked()
    // Signed out: create an account or sign in, coming back to this very address.
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?redirectTo=${encodeURIComponent('/checkout/f-1?term=3-months&coupon=NOPE')}`,
    )
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('offers Pay for what is due now to a signed-in buyer, and Get it free for 0', async () => {
    const paid = [quote({ paymentTermId: 'one-time', couponCode: 'TEN' }, { price: 1_000_000, discount: 100_000, total: 900_000, dueNow: 900_000, numberOfPayments: 1, couponCode: 'TEN' })]
    const { unmount } = renderWithProviders(<CheckoutForm offer={offer} />, { user: testUser({ firstName: 'Ana', lastName: 'Cruz' }), route: '/checkout/f-1?coupon=TEN', mocks: paid })
    expect(await screen.findByRole('button', { name: 'Pay ₱9,000.00' })).toBeEnabled()
    expect(screen.getByText('Coupon TEN applied.')).toBeInTheDocument()
    unmount()
    const free = [quote({ paymentTermId: 'one-time', couponCode: 'ALL' }, { price: 1_000_000, discount: 1_000_000, total: 0, dueNow: 0, numberOfPayments: 1, couponCode: 'ALL' })]
    renderWithProviders(<CheckoutForm offer={offer} />, { user: testUser(), route: '/checkout/f-1?coupon=ALL', mocks: free })
    expect(await screen.findByRole('button', { name: 'Get it free' })).toBeEnabled()
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('FREE')
  })
})

describe('termDescription', () => {
  it('says how many payments and how often', () => {
    expect(termDescription({ numberOfPayments: 1, intervalUnit: 'month', intervalCount: 1 })).toBe('One payment')
    expect(termDescription({ numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1 })).toBe('3 payments, one every month')
    expect(termDescription({ numberOfPayments: 4, intervalUnit: 'week', intervalCount: 2 })).toBe('4 payments, one every 2 weeks')
  })
})
