import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@redwoodjs/router', () => ({
  Link: ({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}))

import { pickDuesBanner } from '../duesBanner'
import { BILLING_PATH, DuesBannerView, RENEWAL_URL } from './DuesBanner'

const may6 = '2024-05-06T04:00:00Z'
const none = { expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] }

describe('DuesBannerView', () => {
  it('shows the overdue message with its billing link, red', () => {
    render(<DuesBannerView banner={pickDuesBanner({ ...none, overduePayments: [{ id: 1, scheduleDate: may6 }] })!} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'You have an overdue payment. Access your billing account here to settle your payment until Mon, 05/20/2024',
    )
    expect(alert.className).toContain('bg-red-600')
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', BILLING_PATH)
    expect(BILLING_PATH).toBe('/account?q=billings')
  })

  it('links renewal to the checkout and stays closed once dismissed', () => {
    const banner = pickDuesBanner({ ...none, expiringSoon: [{ id: 2, expiry: may6 }] })!
    const { unmount } = render(<DuesBannerView banner={banner} />)
    expect(screen.getByRole('alert').className).toContain('bg-amber-100')
    expect(screen.getByRole('link', { name: 'Click here' })).toHaveAttribute('href', RENEWAL_URL)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    unmount()
    render(<DuesBannerView banner={banner} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
