import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { memberMessages } from '@common/validation/members'
import { renderWithProviders } from '@/test/renderWithProviders'
import { MemberForm } from './MemberForm'

const choices = {
  __typename: 'MemberFilterOptions' as const,
  batches: [{ __typename: 'MemberBatchRef' as const, id: 1, name: 'Batch 20' }],
  groups: [{ __typename: 'MemberGroupRef' as const, id: 2, name: 'Tribe Luzon' }],
  stages: [{ __typename: 'MemberStageRef' as const, id: 3, number: 1, name: 'Foundation' }],
  accessLevels: [
    { __typename: 'MemberAccessLevel' as const, id: 5, name: 'member', label: 'Member' },
    { __typename: 'MemberAccessLevel' as const, id: 6, name: 'coach', label: 'Coach' },
  ],
}

const values = {
  firstName: 'Ana',
  middleName: '',
  lastName: 'Reyes',
  suffix: '',
  email: 'ana.reyes@example.com',
  batchId: '1',
  groupId: '',
  stageId: '3',
  accessLevelIds: ['5'],
  isAdmin: false,
  basePoints: 120,
  isFastTrackStudent: false,
  isDisabled: false,
}

describe('MemberForm', () => {
  it('sends the parsed values: ids as numbers, the e-mail lower-cased, blanks as null', async () => {
    const onSave = vi.fn()
    renderWithProviders(<MemberForm defaultValues={values} choices={choices} canChangeAccess onSave={onSave} loading={false} />)
    await userEvent.clear(screen.getByLabelText(/E-mail/))
    await userEvent.type(screen.getByLabelText(/E-mail/), 'Ana.New@Example.com')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Coach' }))
    await userEvent.selectOptions(screen.getByLabelText('Batch'), 'Batch 20')
    await userEvent.selectOptions(screen.getByLabelText('Stage'), '1. Foundation')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0][0]).toMatchObject({
      email: 'ana.new@example.com',
      batchId: 1,
      groupId: null,
      stageId: 3,
      middleName: null,
      accessLevelIds: [5, 6],
      basePoints: 120,
    })
  })

  it('shows the rules beside the fields and saves nothing', async () => {
    const onSave = vi.fn()
    renderWithProviders(<MemberForm defaultValues={values} choices={choices} canChangeAccess onSave={onSave} loading={false} />)
    await userEvent.clear(screen.getByLabelText(/First name/))
    await userEvent.clear(screen.getByLabelText(/E-mail/))
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(memberMessages.firstNameRequired)).toBeInTheDocument()
    expect(screen.getByText(memberMessages.emailInvalid)).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('locks access levels and the admin role for anyone but an admin', () => {
    renderWithProviders(<MemberForm defaultValues={values} choices={choices} canChangeAccess={false} onSave={vi.fn()} loading={false} />)
    expect(screen.getByRole('checkbox', { name: 'Member' })).toBeDisabled()
    expect(screen.getByLabelText('Admin role')).toBeDisabled()
    expect(screen.getByText('Only an admin can change access levels.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Base points/)).not.toBeDisabled()
  })
})
