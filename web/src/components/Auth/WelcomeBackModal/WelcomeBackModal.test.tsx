import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { HIDE_RETURNEE_MODAL, WelcomeBackModal } from './WelcomeBackModal'

describe('WelcomeBackModal', () => {
  it.each([['the close button'], ['Escape']])('opens on mount and calls hideReturneeModal when closed with %s', async (how) => {
    const hidden = vi.fn(() => ({ data: { hideReturneeModal: true } }))
    const user = userEvent.setup()
    const { auth } = renderWithProviders(<WelcomeBackModal />, {
      user: testUser({ showReturneeModal: true }),
      role: 'member',
      mocks: [{ request: { query: HIDE_RETURNEE_MODAL }, result: hidden }],
    })
    const dialog = screen.getByRole('dialog', { name: 'Welcome back to the Tribe!' })
    expect(dialog).toHaveTextContent('Setting Up for Success')
    if (how === 'Escape') await user.keyboard('{Escape}')
    else await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(hidden).toHaveBeenCalledOnce())
    // The flag lives on currentUser: it is fetched again so the modal does not come back.
    await waitFor(() => expect(auth.reauthenticate).toHaveBeenCalled())
  })
})
