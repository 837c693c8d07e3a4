import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { WAITLIST_LINK_QUERY } from '../MembershipGate/MembershipGateDialog'
import { HomeJoinPrompt } from './HomeJoinPrompt'

describe('HomeJoinPrompt', () => {
  it('opens the membership gate with the waitlist link, and gives focus back on close', async () => {
    const waitlist = {
      request: { query: WAITLIST_LINK_QUERY, variables: { name: 'waitlist-link' } },
      result: { data: { defaultSettingByName: { __typename: 'Setting', id: 3, value: '/form/waitlist' } } },
    }
    renderWithProviders(<HomeJoinPrompt />, { user: testUser(), role: 'non-member', mocks: [waitlist] })
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'See how to join' })
    await userEvent.click(opener)
    expect(await screen.findByRole('dialog', { name: 'This content is for members' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/form/waitlist')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
