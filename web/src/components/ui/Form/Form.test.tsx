import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from './Form'

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

// The shape of common/validation/<domain>.ts schemas: trimmed text, a blank optional field as null.
const reportSchema = z.object({
  description: z.string().trim().min(1, { error: 'Description is required', abort: true }).min(10, 'Description must be at least 10 characters'),
  pageUrl: z.string().trim().transform((url) => url || null),
})

function ReportForm({ onSubmit = vi.fn(), error }: { onSubmit?: (v: unknown) => void; error?: unknown }) {
  return (
    <Form schema={reportSchema} onSubmit={onSubmit} error={error} defaultValues={{ description: '', pageUrl: '' }} aria-label="Report a bug">
      <TextAreaField name="description" label="Description" required />
      <TextField name="pageUrl" label="Page URL" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  )
}

describe('Form with a schema', () => {
  it("shows the schema's message under the field and does not submit", async () => {
    const onSubmit = vi.fn()
    render(<ReportForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText(/Description/)).toHaveAccessibleDescription('Description is required')
    await userEvent.type(screen.getByLabelText(/Description/), '  too short ')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText(/Description/)).toHaveAccessibleDescription('Description must be at least 10 characters')
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("submits the schema's output: trimmed text, a blank optional field as null", async () => {
    const onSubmit = vi.fn()
    render(<ReportForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText(/Description/), '  The export button does nothing  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith({ description: 'The export button does nothing', pageUrl: null }, expect.anything())
  })

  it('marks a required field for the eye and for screen readers', () => {
    render(<ReportForm />)
    expect(screen.getByText('*')).toBeInTheDocument()
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText('Page URL')).not.toHaveAttribute('aria-required')
  })

  it("shows the service's BAD_USER_INPUT messages beside their fields and in the block", () => {
    const error = {
      graphQLErrors: [
        {
          message: 'Errors prevented this form from being saved',
          extensions: { code: 'BAD_USER_INPUT', properties: { messages: { pageUrl: ['Page URL must be at most 2000 characters'] } } },
        },
      ],
    }
    render(<ReportForm error={error} />)
    expect(screen.getByLabelText('Page URL')).toHaveAccessibleDescription('Page URL must be at most 2000 characters')
    expect(screen.getByRole('alert')).toHaveTextContent('Page URL must be at most 2000 characters')
  })

  it('refuses a schema together with formMethods, where it would validate nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function WithOwnMethods() {
      const methods = useForm<{ description: string; pageUrl: string }>()
      return (
        <Form schema={reportSchema} formMethods={methods as never} onSubmit={() => {}}>
          <TextField name="description" label="Description" />
        </Form>
      )
    }
    expect(() => render(<WithOwnMethods />)).toThrow('Form: pass the schema to your own useForm')
  })
})
