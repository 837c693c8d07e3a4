import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GraphQLError } from 'graphql'
import { describe, expect, it, vi } from 'vitest'
import { formMessages } from '@common/validation/forms'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { CREATE_FORM, NewFormModal } from './NewFormModal'

describe('NewFormModal', () => {
  it('suggests the slug from the title until it is typed, and shows a taken slug under the field', async () => {
    const taken = vi.fn(() => ({
      errors: [
        new GraphQLError('Errors prevented this form from being saved', {
          extensions: { code: 'BAD_USER_INPUT', properties: { messages: { slug: [formMessages.slugTaken] } } },
        }),
      ],
    }))
    renderWithProviders(<NewFormModal />, {
      user: testUser({ pageAccess: { forms: true, form: true } }),
      route: '/forms',
      mocks: [{ request: { query: CREATE_FORM, variables: { input: { title: 'Coaching Survey 2025', slug: 'waitlist' } } }, result: taken }],
    })
    await userEvent.click(screen.getByRole('button', { name: 'New form' }))
    const dialog = await screen.findByRole('dialog', { name: 'New form' })
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Coaching Survey 2025!')
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('coaching-survey-2025')

    await userEvent.clear(within(dialog).getByLabelText(/^Slug/))
    await userEvent.type(within(dialog).getByLabelText(/^Slug/), 'Bad Slug')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create form' }))
    await waitFor(() => expect(within(dialog).getByLabelText(/^Slug/)).toHaveAccessibleDescription(formMessages.slugInvalid))

    // Typed by hand: the title no longer moves it.
    await userEvent.clear(within(dialog).getByLabelText(/^Slug/))
    await userEvent.type(within(dialog).getByLabelText(/^Slug/), 'waitlist')
    await userEvent.type(within(dialog).getByLabelText(/^Title/), '{backspace}')
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('waitlist')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create form' }))
    await waitFor(() => expect(taken).toHaveBeenCalled())
    await waitFor(() => expect(within(dialog).getByLabelText(/^Slug/)).toHaveAccessibleDescription(formMessages.slugTaken))
  })
})
