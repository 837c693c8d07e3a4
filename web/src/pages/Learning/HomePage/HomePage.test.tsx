import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { readSavedRole } from '@/lib/currentRole'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import HomePage from './HomePage'

// The spec makes `member` the default role of whoever holds it, so staff who are members too (the
// demo admin, team leads) land on the member home: it tells them where their other roles are.
const member = { id: 1, name: 'member', label: 'Member' }
const admin = { id: 2, name: 'tribe-team-ro', label: 'Admin' }
const teamLead = { id: 3, name: 'team-lead', label: 'Team Lead' }
const affiliate = { id: 4, name: 'affiliate', label: 'Affiliate' }

describe('HomePage', () => {
  it('tells a member who also holds staff levels that they can switch to them, and switches on a click', async () => {
    const { auth } = renderWithProviders(<HomePage />, {
      user: testUser({ accessLevels: [member, admin, teamLead, affiliate], accessLevel: member }),
      role: 'member',
    })
    const note = await screen.findByRole('note', { name: 'Your other roles' })
    expect(note).toHaveTextContent('You can switch to Admin or Team Lead')
    // Affiliate is not a staff level: the avatar menu still offers it, the note does not.
    expect(note).not.toHaveTextContent('Affiliate')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Admin' }))
    expect(readSavedRole()?.id).toBe('tribe-team-ro')
    await waitFor(() => expect(auth.reauthenticate).toHaveBeenCalled())
  })

  it('says nothing of switching to a member with no staff level', async () => {
    renderWithProviders(<HomePage />, { user: testUser({ accessLevels: [member, affiliate] }), role: 'member' })
    expect(await screen.findByText(/You are signed in as/)).toBeInTheDocument()
    expect(screen.queryByText(/You can switch to/)).toBeNull()
  })

  it('says nothing of switching on the Admin home', async () => {
    renderWithProviders(<HomePage />, { user: testUser({ accessLevels: [member, admin], accessLevel: admin }), role: 'tribe-team-ro' })
    expect(await screen.findByText(/You are signed in as/)).toBeInTheDocument()
    expect(screen.queryByText(/You can switch to/)).toBeNull()
  })

  it("shows an affiliate their dashboard (loaded for affiliates only)", async () => {
    renderWithProviders(<HomePage />, {
      user: testUser({ accessLevels: [member, affiliate], accessLevel: affiliate, affiliateTimestamp: null }),
      role: 'affiliate',
    })
    // Before accepting the terms the dashboard points there.
    expect(await screen.findByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/affiliate/terms')
  })

  it('does not load the affiliate dashboard for a member', async () => {
    renderWithProviders(<HomePage />, { user: testUser({ accessLevels: [member, affiliate] }), role: 'member' })
    expect(await screen.findByText(/You are signed in as/)).toBeInTheDocument()
    expect(screen.queryByText('Accept the affiliate terms')).toBeNull()
  })
})
