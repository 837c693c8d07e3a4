import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { LOG_PAGE_SIZE, QUERY, StudentPaymentDetailsCell } from './StudentPaymentDetailsCell'

const totals = (collected: number, balance: number, overdue: number, overdueCount: number) => ({
  __typename: 'StudentPaymentTotals',
  totalCentavos: collected + balance,
  collectedCentavos: collected,
  balanceCentavos: balance,
  overdueCentavos: overdue,
  overdueCount,
})
const person = (id: number, firstName: string, lastName: string) => ({ __typename: 'StudentPaymentPerson', id, firstName, lastName })
const row = (id: string, scheduleDate: string, price: number, paid: boolean, extra: { approvedBy?: ReturnType<typeof person>; remarks?: string; proof?: boolean } = {}) => ({
  __typename: 'StudentPaymentRow',
  status: paid ? 'Paid' : 'Overdue',
  isOverdue: !paid,
  approvedBy: extra.approvedBy ?? null,
  schedule: {
    __typename: 'BillingPaymentSchedule',
    id,
    price,
    scheduleDate,
    transactionId: paid ? `manual-${id}` : null,
    paymentPlatform: paid ? 'GCash' : null,
    remarks: extra.remarks ?? null,
    approvedAt: paid ? '2020-02-11T02:00:00.000Z' : null,
    latestProof: extra.proof
      ? { __typename: 'BillingPaymentProof', id: 9, fileName: 'receipt.pdf', paymentPlatform: 'GCash', referenceNumber: 'REF-1', status: 'approved' }
      : null,
  },
})

const details = {
  __typename: 'StudentPaymentDetails',
  member: { __typename: 'StudentPaymentMember', id: 7, firstName: 'Juan', lastName: 'Dela Cruz', email: 'juan@example.com', mobileNumber: '09171234567', tribeId: 'TRB-0042' },
  totals: totals(300_000, 350_000, 350_000, 1),
  subscriptions: [
    {
      __typename: 'StudentPaymentSubscription',
      subscription: {
        __typename: 'BillingSubscription',
        id: 5,
        paymentTermId: '3-months',
        startsAt: '2020-01-10T00:00:00.000Z',
        expiry: '2099-01-10T00:00:00.000Z',
        unenrolledAt: null,
        status: 'Active',
        funnel: { __typename: 'BillingFunnel', id: 'f-1', name: 'Annual' },
      },
      productName: 'VA Membership',
      paymentTermName: '3 months',
      totals: totals(300_000, 350_000, 350_000, 1),
      rows: [
        row('100', '2020-02-10', 300_000, true, { approvedBy: person(2, 'Carla', 'Cashier'), proof: true }),
        row('101', '2020-03-09', 350_000, false, { remarks: 'Bounced' }),
      ],
    },
  ],
  log: {
    __typename: 'StudentPaymentLog',
    totalCount: 1,
    page: 1,
    pageSize: LOG_PAGE_SIZE,
    items: [
      {
        __typename: 'StudentPaymentLogEntry',
        id: '55',
        action: 'payment-revoked',
        createdAt: '2020-03-10T02:00:00.000Z',
        entityType: 'payment_schedule',
        entityId: '101',
        details: { priceCentavos: 350_000, remarks: 'Bounced' },
        actor: person(2, 'Carla', 'Cashier'),
        originalActor: null,
      },
    ],
  },
}

const mock = (id: number, data: unknown) => ({ request: { query: QUERY, variables: { id, logPage: 1, logPageSize: LOG_PAGE_SIZE } }, result: { data: { studentPaymentDetails: data } } })

describe('StudentPaymentDetailsCell', () => {
  it('shows the member, the totals, each row with its status, proof and approver, and the payment log', async () => {
    const staff = testUser({ pageAccess: { studentPaymentDetails: true, payment: true, subscription: true, user: true } })
    renderWithProviders(<StudentPaymentDetailsCell id={7} logPage={1} />, { user: staff, route: '/student-payment-details/7', mocks: [mock(7, details)] })
    expect(await screen.findByRole('heading', { name: 'Payment details of Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.getByText('09171234567')).toBeInTheDocument()
    expect(screen.getByText('TRB-0042')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Member profile' })).toHaveAttribute('href', '/community/members/7')
    expect(screen.getByRole('link', { name: 'View subscription #5' })).toHaveAttribute('href', '/subscriptions/5')

    const totalsCard = screen.getByRole('heading', { name: 'Totals' }).closest('section')!
    expect(within(totalsCard).getByText('Total collected').nextSibling).toHaveTextContent('₱3,000.00')
    expect(within(totalsCard).getByText('Balance').nextSibling).toHaveTextContent('₱3,500.00')
    expect(within(totalsCard).getByText('Overdue payments').nextSibling).toHaveTextContent('1')

    const schedule = screen.getByRole('table', { name: 'Payment schedule of subscription #5' })
    const paid = within(schedule).getByText('receipt.pdf').closest('tr')!
    expect(within(paid).getByText('Paid')).toBeInTheDocument()
    expect(within(paid).getByText('Carla Cashier')).toBeInTheDocument()
    expect(within(paid).getByRole('link', { name: 'receipt.pdf' }).getAttribute('href')).toContain('/payment-proofs/9')
    const overdue = within(schedule).getByText('Bounced').closest('tr')!
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument()
    expect(within(overdue).getByText('No proof')).toBeInTheDocument()

    const log = screen.getByRole('table', { name: 'Payment log' })
    expect(within(log).getByText('Payment revoked')).toBeInTheDocument()
    expect(within(log).getByText('₱3,500.00 · Bounced')).toBeInTheDocument()
  })

  it('hides the links to pages the viewer may not open', async () => {
    const finance = testUser({ pageAccess: { studentPaymentDetails: true } })
    renderWithProviders(<StudentPaymentDetailsCell id={7} logPage={1} />, { user: finance, route: '/student-payment-details/7', mocks: [mock(7, details)] })
    expect(await screen.findByRole('heading', { name: 'Payment details of Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Member profile' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'View subscription #5' })).not.toBeInTheDocument()
    // The proof download route reads proofs for the payment flag only: the name, no dead link.
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'receipt.pdf' })).not.toBeInTheDocument()
  })

  it('says the member is not found for an unknown id', async () => {
    const staff = testUser({ pageAccess: { studentPaymentDetails: true } })
    renderWithProviders(<StudentPaymentDetailsCell id={999} logPage={1} />, { user: staff, route: '/student-payment-details/999', mocks: [mock(999, null)] })
    expect(await screen.findByText('Member not found')).toBeInTheDocument()
  })
})
