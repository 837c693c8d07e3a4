import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { MARK_REFUND_SETTLED, REFUND_TOAST, refundConfirmText, Success } from './RefundsDueCell'

const row = {
  __typename: 'RefundDue' as const,
  sessionId: '0b8f3c1e-1111-4222-8333-944455556666',
  member: { __typename: 'BillingMember' as const, id: 7, firstName: 'Juan', lastName: 'Dela Cruz', email: 'juan@example.com' },
  description: 'VA Membership: Annual',
  provider: 'test',
  paymentId: 'test_pay_cs_1',
  amount: 1_000_000,
  reason: 'The buyer already had an active subscription to this offer (a second payment).',
  refundDueAt: '2026-11-20T02:00:00.000Z',
}

const refundsDue = { __typename: 'RefundsDue' as const, items: [row], totalCount: 1, page: 1, pageSize: 25 }
const props = { refundsDue } as unknown as Parameters<typeof Success>[0]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('RefundsDueCell', () => {
  it('lists who to refund, how much, the payment id and why', () => {
    renderWithProviders(<Success {...props} />, { user: testUser(), route: '/payment?view=refunds' })
    const line = screen.getByRole('row', { name: /Juan Dela Cruz/ })
    expect(line).toHaveTextContent('₱10,000.00')
    expect(line).toHaveTextContent('test_pay_cs_1')
    expect(line).toHaveTextContent('VA Membership: Annual')
    expect(line).toHaveTextContent(row.reason)
    expect(within(line).getByRole('link', { name: 'Juan Dela Cruz' })).toHaveAttribute('href', '/view-subscription/7?t=2')
  })

  it('marks a refund only once confirmed', async () => {
    const mutation = vi.fn(() => ({ data: { markRefundSettled: { __typename: 'RefundSettled', sessionId: row.sessionId, settledAt: '2026-11-21T00:00:00.000Z' } } }))
    const mocks = [{ request: { query: MARK_REFUND_SETTLED, variables: { sessionId: row.sessionId } }, result: mutation }]
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    vi.stubGlobal('confirm', confirm)
    renderWithProviders(<Success {...props} />, { user: testUser(), route: '/payment?view=refunds', mocks })
    const button = screen.getByRole('button', { name: /^Mark refunded/ })
    await userEvent.click(button)
    expect(confirm).toHaveBeenLastCalledWith(refundConfirmText(row))
    expect(mutation).not.toHaveBeenCalled()
    await userEvent.click(button)
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1))
    expect(await screen.findByText(REFUND_TOAST)).toBeInTheDocument()
  })
})
