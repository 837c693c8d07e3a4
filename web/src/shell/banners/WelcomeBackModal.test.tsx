import { MockedProvider } from '@apollo/client/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

const reauthenticate = vi.fn(async () => {})
vi.mock('../../auth', () => ({ useAuth: () => ({ reauthenticate }) }))

import { HIDE_RETURNEE_MODAL, WelcomeBackModal } from './WelcomeBackModal'

describe('WelcomeBackModal', () => {
  it.each([['the close button'], ['Escape']])('opens on mount and calls hideReturneeModal when closed with %s', async (how) => {
    const hidden = vi.fn(() => ({ data: { hideReturneeModal: true } }))
    const user = userEvent.setup()
    render(
      <MockedProvider mocks={[{ request: { query: HIDE_RETURNEE_MODAL }, result: hidden }]}>
        <WelcomeBackModal />
      </MockedProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Welcome back to the Tribe!' })
    expect(dialog).toHaveTextContent('Setting Up for Success')
    if (how === 'Escape') await user.keyboard('{Escape}')
    else await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(hidden).toHaveBeenCalledOnce())
    await waitFor(() => expect(reauthenticate).toHaveBeenCalled())
  })
})
