import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { parseMemberFilters } from '../memberParams'
import { MembersToolbar, type MemberFilterChoices } from './MembersToolbar'

const choices: MemberFilterChoices = {
  __typename: 'MemberFilterOptions',
  batches: [{ __typename: 'MemberBatchRef', id: 3, name: 'Batch 17' }],
  groups: [{ __typename: 'MemberGroupRef', id: 4, name: 'Tribe Luzon' }],
  stages: [{ __typename: 'MemberStageRef', id: 5, number: 1, name: 'Foundation' }],
  accessLevels: [{ __typename: 'MemberAccessLevel', id: 6, name: 'member', label: 'Member' }],
}

describe('MembersToolbar', () => {
  it('shows the filters the address holds', () => {
    const route = '/community/members?batch=3&status=inactive&search=ana'
    renderWithProviders(<MembersToolbar filters={parseMemberFilters('?batch=3&status=inactive&search=ana')} choices={choices} />, {
      user: testUser({ pageAccess: { users: true } }),
      route,
    })
    expect(screen.getByLabelText('Batch')).toHaveValue('3')
    expect(screen.getByLabelText('Status')).toHaveValue('inactive')
    expect(screen.getByRole('searchbox')).toHaveValue('ana')
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument()
  })

  it('puts a filter and a search in the address and goes back to page 1', async () => {
    window.history.replaceState({}, '', '/community/members?page=4&sortBy=name')
    renderWithProviders(<MembersToolbar filters={parseMemberFilters('')} choices={choices} />, {
      user: testUser({ pageAccess: { users: true } }),
      route: '/community/members?page=4&sortBy=name',
    })
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText('Group'), 'Tribe Luzon')
    await waitFor(() => expect(window.location.search).toBe('?sortBy=name&group=4'))
    await userEvent.type(screen.getByRole('searchbox'), 'reyes@')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('search')).toBe('reyes@'))
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull()
  })
})
