import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { DELETE_CHALLENGE_GROUP, UPDATE_CHALLENGE_GROUP } from '../EditChallengeGroup/EditChallengeGroup'
import { Success } from './ChallengeGroupsCell'

const list = {
  __typename: 'ChallengeGroupList' as const,
  totalCount: 1,
  page: 1,
  pageSize: 10,
  items: [
    {
      __typename: 'ChallengeGroup' as const,
      id: 3,
      name: 'Team Sampaguita',
      startsOn: '2026-01-01',
      endsOn: '2026-01-12',
      memberCount: 2,
      leader: { __typename: 'BuddyPerson' as const, id: 8, name: 'Carl Cruz', email: 'carl@example.com' },
      members: [
        { __typename: 'BuddyPerson' as const, id: 9, name: 'Ana Aquino', email: 'ana@example.com' },
        { __typename: 'BuddyPerson' as const, id: 10, name: 'Vince Villa', email: 'vince@example.com' },
      ],
    },
  ],
}

function mutation(query: unknown, variables: (vars: Record<string, unknown>) => void, data: Record<string, unknown>) {
  return {
    request: { query },
    variableMatcher: (vars: Record<string, unknown>) => {
      variables(vars)
      return true
    },
    result: { data },
  }
}

const render = (mocks: unknown[]) =>
  renderWithProviders(<Success {...({ challengeGroups: list } as unknown as Parameters<typeof Success>[0])} />, {
    user: testUser({ pageAccess: { challengeGroups: true } }),
    route: '/challenge-groups?groupId=3',
    mocks: mocks as never,
  })

describe('ChallengeGroupsCell', () => {
  it("edits the chosen group's name, dates and leader in a dialog", async () => {
    const variables = vi.fn()
    render([mutation(UPDATE_CHALLENGE_GROUP, variables, { updateChallengeGroup: { __typename: 'ChallengeGroup', id: 3, name: 'Team Ilang-Ilang' } })])
    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Team Sampaguita' })
    expect(within(dialog).getByLabelText('Starts on')).toHaveValue('2026-01-01')
    expect(within(dialog).getByText('Leader now: Carl Cruz')).toBeInTheDocument()
    const name = within(dialog).getByLabelText('Name*')
    await userEvent.clear(name)
    await userEvent.type(name, 'Team Ilang-Ilang')
    await userEvent.clear(within(dialog).getByLabelText('Ends on'))
    await userEvent.type(within(dialog).getByLabelText('Ends on'), '2025-12-01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    // The end before the start: the shared schema's message, nothing sent.
    expect(await within(dialog).findByText(/on or after/)).toBeInTheDocument()
    expect(variables).not.toHaveBeenCalled()
    await userEvent.clear(within(dialog).getByLabelText('Ends on'))
    await userEvent.type(within(dialog).getByLabelText('Ends on'), '2026-01-15')
    await userEvent.click(within(dialog).getByRole('button', { name: 'No leader' }))
    expect(within(dialog).getByText('No leader')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(variables).toHaveBeenCalledWith({ id: 3, input: { name: 'Team Ilang-Ilang', startsOn: '2026-01-01', endsOn: '2026-01-15', leaderId: null } }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('deletes the chosen group once confirmed, saying its members leave only this challenge', async () => {
    const variables = vi.fn()
    render([mutation(DELETE_CHALLENGE_GROUP, variables, { deleteChallengeGroup: 3 })])
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Team Sampaguita?' })
    expect(dialog).toHaveTextContent('Its 2 members leave this challenge; their other challenges stay.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(variables).toHaveBeenCalledWith({ id: 3 }))
    await waitFor(() => expect(window.location.search).toBe(''))
  })
})
