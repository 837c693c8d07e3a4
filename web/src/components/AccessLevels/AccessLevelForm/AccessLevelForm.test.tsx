import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS, PAGE_FLAGS } from '@common/permissions'
import { accessLevelMessages } from '@common/validation/accessLevels'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { completeFlags, FUNCTION_FLAG_GROUP, PAGE_FLAG_GROUPS } from '../flagGroups'
import { FUNCTION_FLAG_MEANINGS, PAGE_FLAG_MEANINGS } from '../flagMeanings'
import { FLAG_NOT_HELD_REASON, LEVEL_HOLDS_MORE_NOTE } from '../accessLevelAccess'
import type { CurrentUser } from '@/auth'
import { AccessLevelForm } from './AccessLevelForm'

/** An admin at the editor (the admin role switches any flag on). */
const admin = testUser({ roles: ['admin'], pageAccess: { editAccessLevel: true } })

function renderForm(options: { pageAccess?: Record<string, boolean>; isBuiltIn?: boolean; name?: string; user?: CurrentUser } = {}) {
  const onSave = vi.fn()
  renderWithProviders(
    <AccessLevelForm
      defaultValues={{
        name: options.name ?? 'coach',
        label: 'Coach',
        pageAccess: completeFlags(PAGE_FLAG_GROUPS, options.pageAccess ?? { stages: true, stage: true }),
        functionAccess: completeFlags([FUNCTION_FLAG_GROUP], {}),
      }}
      isBuiltIn={options.isBuiltIn}
      onSave={onSave}
      loading={false}
    />,
    { user: options.user ?? admin, route: '/access-levels/1/edit' },
  )
  return onSave
}

const groupNamed = (name: string) => screen.getByRole('region', { name })
const onFlags = (map: Record<string, boolean>) => Object.keys(map).filter((name) => map[name]).sort()

describe('AccessLevelForm', () => {
  it('shows every flag once, as a switch with its meaning, grouped by area', () => {
    renderForm()
    const switches = screen.getAllByRole('switch')
    expect(switches).toHaveLength(ALL_PAGE_FLAGS.length + FUNCTION_FLAGS.length)
    const stages = within(groupNamed('Stages'))
    expect(stages.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual([...PAGE_FLAGS.stages])
    expect(stages.getByRole('switch', { name: 'stages' })).toHaveAttribute('aria-checked', 'true')
    expect(stages.getByRole('switch', { name: 'editStage' })).toHaveAttribute('aria-checked', 'false')
    expect(stages.getByRole('switch', { name: 'editStage' })).toHaveAccessibleDescription(PAGE_FLAG_MEANINGS.editStage)
    expect(within(groupNamed('Functions')).getByRole('switch', { name: 'batch_create' })).toHaveAccessibleDescription(FUNCTION_FLAG_MEANINGS.batch_create)
    expect(stages.getByText('2 of 4 on')).toBeInTheDocument()
  })

  it('switches one flag, and a whole group on or off, and sends every flag', async () => {
    const onSave = renderForm()
    await userEvent.click(screen.getByRole('switch', { name: 'stage' }))
    await userEvent.click(screen.getByRole('button', { name: 'All on in Batches' }))
    await userEvent.click(screen.getByRole('switch', { name: 'user_enroll/unenroll' }))
    expect(within(groupNamed('Batches')).getByText('4 of 4 on')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    const sent = onSave.mock.calls[0][0]
    expect(Object.keys(sent.pageAccess)).toHaveLength(ALL_PAGE_FLAGS.length)
    expect(onFlags(sent.pageAccess)).toEqual(['batch', 'batches', 'editBatch', 'newBatch', 'stages'])
    expect(onFlags(sent.functionAccess)).toEqual(['user_enroll/unenroll'])

    await userEvent.click(screen.getByRole('button', { name: 'All off in Batches' }))
    expect(within(groupNamed('Batches')).getByText('0 of 4 on')).toBeInTheDocument()
  })

  it('keeps a built-in level’s name read-only and checks a new name’s form', async () => {
    const builtIn = renderForm({ isBuiltIn: true })
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly')
    await userEvent.type(screen.getByLabelText(/^Name/), '-renamed')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(builtIn).toHaveBeenCalledTimes(1))
    expect(builtIn.mock.calls[0][0].name).toBe('coach')
    cleanup()

    // A level of one's own: the name is typed, and its form checked before anything is sent.
    const own = renderForm({ name: '' })
    const name = screen.getByLabelText(/^Name/)
    expect(name).not.toHaveAttribute('readonly')
    await userEvent.type(name, 'Support Desk')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(accessLevelMessages.namePattern))
    expect(own).not.toHaveBeenCalled()
    await userEvent.clear(name)
    await userEvent.type(name, 'support-desk')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(own).toHaveBeenCalledTimes(1))
    expect(own.mock.calls[0][0].name).toBe('support-desk')
  })

  it('refuses a name that is not lower-case-with-dashes', async () => {
    const onSave = renderForm({ name: 'Support Desk' })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(accessLevelMessages.namePattern))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('disables, with the reason, the switches a non-admin may not turn on; what they hold they switch either way', async () => {
    // A non-admin whose level has the access-level pages, users, stages and stage; the level edited has stages and stage on.
    const desk = testUser({ pageAccess: { editAccessLevel: true, accessLevels: true, accessLevel: true, users: true, stages: true, stage: true } })
    const onSave = renderForm({ user: desk })
    const users = within(groupNamed('Users and enrolment'))
    expect(users.getByRole('switch', { name: 'users' })).toBeEnabled()
    expect(users.getByRole('switch', { name: 'editUser' })).toBeDisabled()
    expect(users.getByRole('switch', { name: 'editUser' })).toHaveAccessibleDescription(`${PAGE_FLAG_MEANINGS.editUser} ${FLAG_NOT_HELD_REASON}`)
    expect(within(groupNamed('Functions')).getByRole('switch', { name: 'user_impersonate' })).toBeDisabled()
    // A flag they hold goes off and on again; one they lack stays off.
    const stages = within(groupNamed('Stages'))
    await userEvent.click(stages.getByRole('switch', { name: 'stage' }))
    expect(stages.getByRole('switch', { name: 'stage' })).toHaveAttribute('aria-checked', 'false')
    expect(stages.getByRole('switch', { name: 'stage' })).toBeEnabled()
    expect(stages.getByRole('switch', { name: 'editStage' })).toBeDisabled()
    // All on turns on only what the desk holds.
    await userEvent.click(screen.getByRole('button', { name: 'All on in Users and enrolment' }))
    expect(users.getByRole('switch', { name: 'users' })).toHaveAttribute('aria-checked', 'true')
    expect(users.getByRole('switch', { name: 'editUser' })).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('button', { name: 'All on in Users and enrolment' })).toBeDisabled()
    expect(screen.queryByRole('note')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onFlags(onSave.mock.calls[0][0].pageAccess)).toEqual(['stages', 'users'])
    expect(onFlags(onSave.mock.calls[0][0].functionAccess)).toEqual([])
  })

  it('says when the level has access the non-admin lacks (only an admin changes it)', () => {
    renderForm({ user: testUser({ pageAccess: { editAccessLevel: true } }), pageAccess: { payment: true } })
    expect(screen.getByRole('note')).toHaveTextContent(LEVEL_HOLDS_MORE_NOTE)
  })
})
