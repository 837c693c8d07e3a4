import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { intervalText, PaymentTerm, type PaymentTermRecord } from './PaymentTerm'

const term = (values: Partial<PaymentTermRecord> = {}): PaymentTermRecord => ({
  __typename: 'PaymentTerm',
  id: '2-weeks',
  name: 'Two payments',
  numberOfPayments: 2,
  intervalUnit: 'week',
  intervalCount: 2,
  funnelCount: 1,
  isDefault: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...values,
})
const editor = testUser({ pageAccess: { paymentTerm: true, editPaymentTerm: true } })

describe('PaymentTerm', () => {
  it('says the schedule in words and how many funnels offer it; Edit and Delete only with editPaymentTerm', () => {
    const { unmount } = renderWithProviders(<PaymentTerm paymentTerm={term()} />, { user: testUser({ pageAccess: { paymentTerm: true } }), route: '/payment-terms/2-weeks' })
    expect(screen.getByRole('heading', { name: 'Two payments' })).toBeInTheDocument()
    expect(screen.getByText('Every 2 Week(s)')).toBeInTheDocument()
    expect(screen.getByText('1 funnel')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    unmount()
    renderWithProviders(<PaymentTerm paymentTerm={term()} />, { user: editor, route: '/payment-terms/2-weeks' })
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/payment-terms/2-weeks/edit')
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it('never offers to delete the default term', () => {
    renderWithProviders(<PaymentTerm paymentTerm={term({ id: 'one-time', name: 'One-time', numberOfPayments: 1, isDefault: true })} />, {
      user: editor,
      route: '/payment-terms/one-time',
    })
    expect(screen.getByText('Single payment')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.getByText('The default one-time term is offered by every funnel and cannot be deleted.')).toBeInTheDocument()
  })

  it('reads one payment as a single payment, whatever the interval', () => {
    expect(intervalText({ numberOfPayments: 1, intervalUnit: 'month', intervalCount: 3 })).toBe('Single payment')
    expect(intervalText({ numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1 })).toBe('Every 1 Month(s)')
  })
})
