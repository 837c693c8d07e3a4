import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { GROUP_CHOICES } from '../MoveMembersDialog'
import { Success } from './GroupMembersCell'

const list = {
  __typename: 'AdminGroupMemberList' as const,
  totalCount: 2,
  page: 1,
  pageSize: 10,
  items: [
    { __typename: 'AdminGroupMember' as const, id: 11, name: 'Christian Soriano', email: 'c@example.com', subGroupName: 'Davao', joinedAt: '2026-05-01T04:00:00.000Z' },
    { __typename: 'AdminGroupMember' as const, id: 12, name: 'Hazel Ocampo', email: 'h@example.com', subGroupName: null, joinedAt: '2026-05-02T04:00:00.000Z' },
  ],
}

const choices = {
  request: { query: GROUP_CHOICES, variables: { search: null } },
  result: {
    data: {
      groupChoices: [
        { __typename: 'GroupChoice', id: 1, name: 'Tribe Mindanao', subGroups: [] },
        { __typename: 'GroupChoice', id: 2, name: 'Tribe Palawan', subGroups: [{ __typename: 'GroupChoiceSubGroup', id: 5, name: 'Puerto Princesa' }] },
      ],
    },
  },
}

const render = (pageAccess: Record<string, boolean>) =>
  renderWithProviders(<Success {...({ groupMembers: list, groupId: 1 } as unknown as Parameters<typeof Success>[0])} />, {
    user: testUser({ pageAccess }),
    route: '/groups/1',
    mocks: [choices, choices],
  })

describe('GroupMembersCell', () => {
  it('selects members by user id; moving asks for a group (not this one alone) and says they leave their group', async () => {
    render({ group: true, editGroup: true })
    const table = screen.getByRole('table', { name: 'Group members' })
    await userEvent.click(within(within(table).getByRole('row', { name: /Christian Soriano/ })).getByRole('checkbox'))
    await userEvent.click(within(within(table).getByRole('row', { name: /Hazel Ocampo/ })).getByRole('checkbox'))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Move' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 members' })
    expect(dialog).toHaveTextContent('They leave their current group')
    const move = within(dialog).getByRole('button', { name: 'Move' })
    expect(move).toBeDisabled()
    const group = within(dialog).getByLabelText('Group')
    await waitFor(() => expect(within(group).getByRole('option', { name: 'Tribe Palawan' })).toBeInTheDocument())
    // The group the members are in already is no target on its own.
    await userEvent.selectOptions(group, 'Tribe Mindanao (this group)')
    expect(move).toBeDisabled()
    await userEvent.selectOptions(group, 'Tribe Palawan')
    expect(within(dialog).getByLabelText('Sub-group (optional)')).toBeInTheDocument()
    expect(move).toBeEnabled()
  })

  it('removing asks first and says the members will have no group', async () => {
    render({ group: true, editGroup: true })
    const table = screen.getByRole('table', { name: 'Group members' })
    await userEvent.click(within(within(table).getByRole('row', { name: /Hazel Ocampo/ })).getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove 1 member from the group?' })
    expect(dialog).toHaveTextContent('They will have no group until they are moved to one: Hazel Ocampo.')
  })

  it('shows no selection, bulk actions or add box to those who may only read the group', () => {
    render({ group: true })
    expect(screen.getByRole('table', { name: 'Group members' })).toBeInTheDocument()
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.queryByText('Add members to this group')).not.toBeInTheDocument()
  })
})
