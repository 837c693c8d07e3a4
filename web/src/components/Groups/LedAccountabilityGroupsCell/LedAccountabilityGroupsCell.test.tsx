import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Empty, Success } from './LedAccountabilityGroupsCell'

const person = (id: number, firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'GroupPerson' as const,
  id,
  firstName,
  lastName,
  slug: `${firstName}-${lastName}`.toLowerCase(),
  profileImage: null,
  stage: null,
  points: 0,
  lastActivityAt: null,
  subGroup: null,
  ...extra,
})

const list = {
  __typename: 'LedAccountabilityGroupList' as const,
  totalCount: 2,
  page: 1,
  pageSize: 10,
  items: [
    {
      __typename: 'LedAccountabilityGroup' as const,
      id: 1,
      name: 'Early Birds',
      memberCount: 2,
      leader: person(5, 'Ben', 'Bautista', { stage: { __typename: 'GroupPersonStage', id: 1, number: 1, name: 'Foundation' }, points: 40 }),
      members: [
        person(6, 'Ana', 'Aquino', { points: 15, lastActivityAt: '2026-03-03T02:00:00.000Z' }),
        person(7, 'Carl', 'Cruz'),
      ],
    },
    { __typename: 'LedAccountabilityGroup' as const, id: 2, name: 'Night Owls', memberCount: 0, leader: null, members: [] },
  ],
}

describe('LedAccountabilityGroupsCell', () => {
  it("shows each group the leader's people are in: its team lead and its members with stage, points and last activity", () => {
    renderWithProviders(<Success {...({ ledAccountabilityGroups: list } as unknown as Parameters<typeof Success>[0])} />, {
      user: testUser({ managedGroup: { id: 3, name: 'Luzon' } }),
      route: '/accountability-groups',
    })
    const birds = screen.getByRole('region', { name: 'Early Birds' })
    expect(birds).toHaveTextContent('Team lead: Ben Bautista · Stage 1: Foundation · 40 Tribe Points')
    expect(birds).toHaveTextContent('2 members')
    const members = within(birds).getByRole('list', { name: 'Members of Early Birds' })
    const rows = within(members).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ana Aquino'),
      expect.stringContaining('Carl Cruz'),
    ])
    expect(rows[0]).toHaveTextContent('Stage 0')
    expect(rows[0]).toHaveTextContent('15 Tribe Points')
    expect(rows[0]).toHaveTextContent('Last active Tue, 03/03/2026')
    expect(rows[1]).toHaveTextContent('No activity yet')
    expect(within(rows[0]).getByRole('link', { name: 'Ana Aquino' })).toHaveAttribute('href', '/profile/ana-aquino')
    const owls = screen.getByRole('region', { name: 'Night Owls' })
    expect(owls).toHaveTextContent('No team lead')
    expect(owls).toHaveTextContent('No members yet')
    expect(screen.getByText('1-2 of 2 items')).toBeInTheDocument()
  })

  it('explains an empty page', () => {
    renderWithProviders(<Empty />, { user: testUser() })
    expect(screen.getByText('No accountability groups to show')).toBeInTheDocument()
  })
})
