import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { QUERY as STAFF_SEARCH } from '../StaffSearchCell/StaffSearchCell'
import { ADD_STAGE_REVIEWER, StageStaff } from './StageStaff'

const kristine = { __typename: 'StageStaffMember' as const, id: 5, firstName: 'Kristine Joy', lastName: 'Bautista', email: 'coach@tribe.test' }
const emmanuel = { __typename: 'StageStaffMember' as const, id: 6, firstName: 'Emmanuel', lastName: 'Aquino', email: 'headcoach@tribe.test' }

describe('StageStaff', () => {
  it('finds people by name after a pause in typing and adds one as reviewer', async () => {
    const added = vi.fn(() => ({ data: { addStageReviewer: { __typename: 'AdminStage', id: 1, leaders: [], reviewers: [emmanuel, kristine] } } }))
    renderWithProviders(<StageStaff stageId={1} kind="reviewer" people={[emmanuel]} canEdit description="Reviewers approve moving up." />, {
      user: testUser({ pageAccess: { editStage: true } }),
      route: '/stages/1',
      mocks: [
        { request: { query: STAFF_SEARCH, variables: { search: 'kris' } }, result: { data: { stageStaffSearch: [kristine, emmanuel] } } },
        { request: { query: ADD_STAGE_REVIEWER, variables: { stageId: 1, userId: 5 } }, result: added },
      ],
    })
    expect(screen.getByRole('list', { name: 'Reviewers' })).toHaveTextContent('Emmanuel Aquinoheadcoach@tribe.test')
    await userEvent.type(screen.getByLabelText('Add a reviewer'), 'kris')
    const found = await screen.findByRole('list', { name: 'People found' })
    // Someone already listed is shown but not offered again.
    expect(within(found).getByText('Already added')).toBeInTheDocument()
    await userEvent.click(within(found).getByRole('button', { name: 'Add Kristine Joy Bautista as reviewer' }))
    await waitFor(() => expect(added).toHaveBeenCalled())
    expect(await screen.findByText('Kristine Joy Bautista added as reviewer')).toBeInTheDocument()
    expect(screen.getByLabelText('Add a reviewer')).toHaveValue('')
  })

  it('shows the people without the picker to those who may not edit', () => {
    renderWithProviders(<StageStaff stageId={1} kind="leader" people={[]} canEdit={false} description="Leaders." />, { user: testUser(), route: '/stages/1' })
    expect(screen.getByText('No leaders yet.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Add a leader')).toBeNull()
  })
})
