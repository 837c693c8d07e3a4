import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { DELETE_ACCOUNTABILITY_GROUP, Success } from './AccountabilityGroupsCell'

const list = {
  __typename: 'AccountabilityGroupList' as const,
  totalCount: 1,
  page: 1,
  pageSize: 10,
  items: [
    {
      __typename: 'AccountabilityGroup' as const,
      id: 5,
      name: 'Early Birds',
      memberCount: 1,
      leader: { __typename: 'BuddyPerson' as const, id: 8, name: 'Ben Bautista', email: 'ben@example.com' },
      members: [{ __typename: 'BuddyPerson' as const, id: 9, name: 'Ana Aquino', email: 'ana@example.com' }],
    },
  ],
}

describe('AccountabilityGroupsCell', () => {
  it('deletes the chosen group once confirmed, saying its members will have no accountability group', async () => {
    const variables = vi.fn()
    renderWithProviders(<Success {...({ accountabilityGroups: list } as unknown as Parameters<typeof Success>[0])} />, {
      user: testUser({ pageAccess: { adminAccountabilityGroup: true } }),
      route: '/admin-accountability-group?groupId=5',
      mocks: [
        {
          request: { query: DELETE_ACCOUNTABILITY_GROUP },
          variableMatcher: (vars: Record<string, unknown>) => {
            variables(vars)
            return true
          },
          result: { data: { deleteAccountabilityGroup: 5 } },
        },
      ] as never,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Early Birds?' })
    expect(dialog).toHaveTextContent('Its 1 member will have no accountability group until assigned to another, and Ben Bautista no longer leads one.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(variables).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }))
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Early Birds?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(variables).toHaveBeenCalledWith({ id: 5 }))
    await waitFor(() => expect(window.location.search).toBe(''))
  })
})
