import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { pickDuesBanner } from '../duesBanner'
import { BILLING_PATH, DuesBanner, RENEWAL_URL } from './DuesBanner'

const may6 = '2024-05-06T04:00:00Z'
const none = { expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] }

describe('DuesBanner', () => {
  it('shows the overdue message with its billing link, as a danger', () => {
    renderWithProviders(
      <DuesBanner banner={pickDuesBanner({ ...none, overduePayments: [{ id: '1', scheduleDate: may6 }] })!} />,
      { user: testUser() },
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'You have an overdue payment. Access your billing account here to settle your payment until Mon, 05/20/2024',
    )
    expect(alert).toHaveAttribute('data-tone', 'danger')
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', BILLING_PATH)
    expect(BILLING_PATH).toBe('/account?q=billings')
  })

  it('links renewal to the checkout and stays closed once dismissed', () => {
    const banner = pickDuesBanner({ ...none, expiringSoon: [{ id: 2, expiry: may6 }] })!
    const { unmount } = renderWithProviders(<DuesBanner banner={banner} />, { user: testUser() })
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'warning')
    expect(screen.getByRole('link', { name: 'Click here' })).toHaveAttribute('href', RENEWAL_URL)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    unmount()
    renderWithProviders(<DuesBanner banner={banner} />, { user: testUser() })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
