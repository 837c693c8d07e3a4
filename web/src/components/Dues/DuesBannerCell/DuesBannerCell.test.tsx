import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import type { GetDuesAndExpirationQuery } from '@/types/graphql'
import { testUser } from '@/test/testUser'
import { DuesBannerCell, QUERY } from './DuesBannerCell'

type Dues = GetDuesAndExpirationQuery['getDuesAndExpiration']
const none: Dues = { expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] }
const answer = (dues: Partial<Dues>) => ({
  request: { query: QUERY },
  result: vi.fn(() => ({ data: { getDuesAndExpiration: { ...none, ...dues } } })),
})

/** Lets the cell render what the server answered. */
async function afterAnswer(result: () => unknown) {
  await waitFor(() => expect(result).toHaveBeenCalled())
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

describe('DuesBannerCell', () => {
  it('shows the banner the dues call for, by precedence', async () => {
    const mocks = [
      answer({
        expiringSoon: [{ id: 2, expiry: '2024-05-06' }],
        upcomingPaymentDue: [{ id: '9', scheduleDate: '2024-05-10' }],
      }),
    ]
    renderWithProviders(<DuesBannerCell />, { user: testUser(), role: 'member', mocks })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your membership is due for renewal on Mon, 05/06/2024. Click here to renew',
    )
  })

  it('shows nothing when nothing is due', async () => {
    const nothingDue = answer({})
    renderWithProviders(<DuesBannerCell />, { user: testUser(), mocks: [nothingDue] })
    await afterAnswer(nothingDue.result)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('leaves the page without a banner (or an error box) when the dues cannot be loaded', async () => {
    const failed = vi.fn(() => ({ errors: [{ message: 'Database unavailable' } as never] }))
    renderWithProviders(<DuesBannerCell />, { user: testUser(), mocks: [{ request: { query: QUERY }, result: failed }] })
    await afterAnswer(failed)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Database unavailable')).toBeNull()
  })
})
