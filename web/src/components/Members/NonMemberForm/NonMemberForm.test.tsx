import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { nonMemberMessages } from '@common/validation/members.nonMembers'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { NewNonMember } from '../NewNonMemberCell/NewNonMemberCell'
import { NonMemberForm } from './NonMemberForm'

const empty = { firstName: '', lastName: '', email: '', mobileNumber: '', batchId: '' }
const batches = [{ id: 4, name: 'Batch 30' }]

describe('NonMemberForm', () => {
  it('sends the parsed values: e-mail lower-cased, mobile cleaned, batch id as a number', async () => {
    const onSave = vi.fn()
    renderWithProviders(<NonMemberForm defaultValues={empty} batches={batches} onSave={onSave} loading={false} submitLabel="Create account" />)
    await userEvent.type(screen.getByLabelText(/First name/), 'Olive')
    await userEvent.type(screen.getByLabelText(/Last name/), 'Ocampo')
    await userEvent.type(screen.getByLabelText(/E-mail/), 'Olive@Example.COM')
    await userEvent.type(screen.getByLabelText(/Mobile number/), '0917 123-4567')
    await userEvent.selectOptions(screen.getByLabelText('Batch'), 'Batch 30')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0][0]).toEqual({ firstName: 'Olive', lastName: 'Ocampo', email: 'olive@example.com', mobileNumber: '09171234567', batchId: 4 })
  })

  it('shows the field messages and sends nothing for a bad mobile, a bad e-mail and missing names', async () => {
    const onSave = vi.fn()
    renderWithProviders(<NonMemberForm defaultValues={empty} batches={batches} onSave={onSave} loading={false} submitLabel="Create account" />)
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email')
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(nonMemberMessages.mobile)).toBeInTheDocument()
    expect(screen.getByText(nonMemberMessages.emailInvalid)).toBeInTheDocument()
    expect(screen.getByText(nonMemberMessages.firstNameRequired)).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('Create User Account needs the user_create function and says how the password is set', () => {
    const { unmount } = renderWithProviders(<NewNonMember batches={batches} />, { user: testUser({ functionAccess: { user_create: false } }) })
    expect(screen.getByText('You cannot create user accounts')).toBeInTheDocument()
    unmount()
    renderWithProviders(<NewNonMember batches={batches} />, { user: testUser({ functionAccess: { user_create: true } }) })
    expect(screen.getByRole('heading', { name: 'Create User Account' })).toBeInTheDocument()
    expect(screen.getByText(/no password/)).toBeInTheDocument()
  })
})
