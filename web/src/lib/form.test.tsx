import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Form, SelectField, SubmitButton, TextField } from './form'

function EmailForm({ onSubmit = vi.fn(), error, loading = false }: { onSubmit?: (v: unknown) => void; error?: unknown; loading?: boolean }) {
  return (
    <Form onSubmit={onSubmit} error={error} aria-label="Set new password">
      <TextField name="email" label="Email" validation={{ required: 'Email is required', pattern: /^\S+@\S+\.\S+$/ }} />
      <TextField name="code" label="Code" validation={{ minLength: 6 }} hint="Six digits" />
      <SelectField name="batch" label="Batch" placeholder="Please select an option" options={[{ value: 17, label: 'Batch 17' }]} />
      <SubmitButton loading={loading} loadingLabel="SENDING OTP...">SEND</SubmitButton>
    </Form>
  )
}

describe('Form', () => {
  it('shows a field own message, marks it invalid and links it with aria-describedby', async () => {
    const onSubmit = vi.fn()
    render(<EmailForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }))
    const email = screen.getByLabelText(/Email/)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email is required')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('falls back to the generic messages after the label', async () => {
    render(<EmailForm />)
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email')
    await userEvent.type(screen.getByLabelText('Code'), '12')
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }))
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is not formatted correctly')
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Code is too short')
  })

  it('describes a field by its hint until it has an error', () => {
    render(<EmailForm />)
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Six digits')
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid')
  })

  it('submits the values', async () => {
    const onSubmit = vi.fn()
    render(<EmailForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText(/Email/), 'ana@example.com')
    await userEvent.selectOptions(screen.getByLabelText('Batch'), 'Batch 17')
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }))
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', code: '', batch: '17' }, expect.anything())
  })

  it('renders the server error block above the fields and marks the named fields', () => {
    const error = {
      graphQLErrors: [
        { message: 'bad', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { email: ['Email is already taken'] } } } },
      ],
    }
    render(<EmailForm error={error} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Errors prevented this form from being saved')
    expect(alert).toHaveTextContent('Email is already taken')
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true')
    // The block comes before the first field.
    expect(alert.compareDocumentPosition(screen.getByLabelText(/Email/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows the submit button loading label', () => {
    render(<EmailForm loading />)
    expect(screen.getByRole('button', { name: 'SENDING OTP...' })).toBeDisabled()
  })
})
