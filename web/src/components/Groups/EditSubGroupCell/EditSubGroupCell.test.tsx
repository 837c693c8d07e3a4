import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { DELETE_SUB_GROUP, Success } from './EditSubGroupCell'

const subGroup = (memberCount: number) => ({
  __typename: 'AdminSubGroup' as const,
  id: 4,
  groupId: 2,
  name: 'North',
  description: null,
  memberCount,
  leaders: [],
})

function deleteMock(variables: (vars: Record<string, unknown>) => void, movedMemberCount: number) {
  return {
    request: { query: DELETE_SUB_GROUP },
    variableMatcher: (vars: Record<string, unknown>) => {
      variables(vars)
      return true
    },
    result: { data: { deleteSubGroup: { __typename: 'SubGroupDeletion', id: 4, groupId: 2, movedMemberCount } } },
  }
}

const render = (memberCount: number, mocks: unknown[]) =>
  renderWithProviders(<Success {...({ subGroup: subGroup(memberCount) } as unknown as Parameters<typeof Success>[0])} />, {
    user: testUser({ pageAccess: { editSubGroup: true, group: true } }),
    route: '/sub-groups/4/edit',
    mocks: mocks as never,
  })

describe('EditSubGroupCell', () => {
  it('deletes a sub-group with members only once confirmed, saying they stay in the group; then back to the group', async () => {
    const variables = vi.fn()
    render(2, [deleteMock(variables, 2)])
    await userEvent.click(screen.getByRole('button', { name: 'Delete sub-group' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete North?' })
    expect(dialog).toHaveTextContent('This sub-group has 2 members. Deleting it keeps them in its group without a sub-group; its leaders stop leading it.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(variables).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Delete sub-group' }))
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete North?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(variables).toHaveBeenCalledWith({ id: 4, removeMembers: true }))
    await waitFor(() => expect(window.location.pathname).toBe('/groups/2'))
    expect(await screen.findByText('Sub-group deleted; 2 members are in the group without a sub-group now')).toBeInTheDocument()
  })

  it('an empty sub-group is asked about too, without members to move', async () => {
    const variables = vi.fn()
    render(0, [deleteMock(variables, 0)])
    await userEvent.click(screen.getByRole('button', { name: 'Delete sub-group' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete North?' })
    expect(dialog).toHaveTextContent('The sub-group has no members. Its leaders stop leading it.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(variables).toHaveBeenCalledWith({ id: 4, removeMembers: false }))
  })
})
