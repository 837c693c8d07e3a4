import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Empty, Success } from './CommissionsCell'

const balance = { __typename: 'AffiliateBalance' as const, pendingCentavos: 66_667, approvedCentavos: -66_667, paidCentavos: 66_667, reversedCentavos: 66_667 }
const row = (values: Record<string, unknown>) => ({
  __typename: 'AffiliateCommission' as const,
  funnelName: 'Annual',
  buyerName: 'Juan Dela Cruz',
  paymentDate: '2026-11-20',
  paymentCentavos: 333_335,
  amountCentavos: 66_667,
  holdUntil: null,
  reason: null,
  isClawback: false,
  createdAt: '2026-11-20T04:00:00.000Z',
  ...values,
})
const list = {
  __typename: 'AffiliateCommissionList' as const,
  totalCount: 3,
  page: 1,
  pageSize: 10,
  items: [
    row({ id: 3, amountCentavos: -66_667, status: 'approved', isClawback: true, reason: 'Payment revoked: Refunded' }),
    row({ id: 2, status: 'pending', holdUntil: '2026-12-20T04:00:00.000Z' }),
    row({ id: 1, status: 'paid' }),
  ],
}

const render = (element: React.ReactElement) => renderWithProviders(element, { user: testUser({ affiliateTimestamp: '2026-10-01T00:00:00.000Z' }), route: '/affiliate/commission' })

describe('CommissionsCell', () => {
  it('shows the balance by status and each commission: what it came from, its amount, status and note', () => {
    render(<Success {...({ affiliateBalance: balance, affiliateCommissions: list } as unknown as Parameters<typeof Success>[0])} />)
    const figures = screen.getByRole('region', { name: 'Commission balance' })
    expect(within(figures).getByText('Pending').nextSibling).toHaveTextContent('₱666.67')
    expect(within(figures).getByText('Approved').nextSibling).toHaveTextContent('-₱666.67')
    const table = screen.getByRole('table', { name: 'Commissions' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Taken back')
    expect(rows[0]).toHaveTextContent('Payment revoked: Refunded')
    expect(rows[1]).toHaveTextContent('Pending')
    expect(rows[1]).toHaveTextContent('Approved on Dec 20, 2026 unless the payment is refunded')
    expect(rows[2]).toHaveTextContent('Juan Dela Cruz')
    expect(rows[2]).toHaveTextContent('Annual · ₱3,333.35 due')
  })

  it('says what comes when there is nothing yet, and keeps the balance in view', () => {
    const empty = { ...list, totalCount: 0, items: [] }
    render(<Empty {...({ affiliateBalance: { ...balance, pendingCentavos: 0 }, affiliateCommissions: empty, status: null } as unknown as Parameters<typeof Empty>[0])} />)
    expect(screen.getByText('No commissions yet')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Commission balance' })).getByText('Pending').nextSibling).toHaveTextContent('₱0.00')
  })
})
