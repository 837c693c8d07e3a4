import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { MembershipGate } from './MembershipGate'
import { WAITLIST_LINK_QUERY } from './MembershipGateDialog'

const waitlist = (value: string | null) => ({
  request: { query: WAITLIST_LINK_QUERY, variables: { name: 'waitlist-link' } },
  result: { data: { defaultSettingByName: value === null ? null : { __typename: 'Setting', id: 3, value } } },
})

describe('MembershipGate', () => {
  it('shows members the content', () => {
    renderWithProviders(<MembershipGate>{<p>Lesson one</p>}</MembershipGate>, { user: testUser(), role: 'member', mocks: [waitlist('/form/waitlist')] })
    expect(screen.getByText('Lesson one')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a non-member the gate instead, with the waitlist link of the settings (an outside one too)', async () => {
    renderWithProviders(<MembershipGate>{<p>Lesson one</p>}</MembershipGate>, { user: testUser(), role: 'non-member', mocks: [waitlist('https://tribe.example/waitlist')] })
    expect(screen.queryByText('Lesson one')).toBeNull()
    const dialog = screen.getByRole('dialog', { name: 'This content is for members' })
    expect(dialog).toHaveTextContent('This content is exclusive to Tribe members.')
    expect(await screen.findByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', 'https://tribe.example/waitlist')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Exclusive to members')).toBeInTheDocument()
  })

  it('offers no link while the waitlist link is not set', async () => {
    renderWithProviders(<MembershipGate>{<p>Lesson one</p>}</MembershipGate>, { user: testUser(), role: 'non-member', mocks: [waitlist(null)] })
    expect(screen.getByRole('dialog')).toHaveTextContent('Enrollment opens soon.')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('link', { name: 'Join the Waitlist' })).toBeNull()
  })
})
