import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formMessages } from '@common/validation/forms'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { FormEditor, UPDATE_FORM } from './FormEditor'

const form = {
  __typename: 'AdminForm' as const,
  id: 3,
  slug: 'event-feedback',
  title: 'Event Feedback',
  description: null,
  isPublic: false,
  isPublished: true,
  responseCount: 2,
  updatedAt: '2025-01-07T11:00:00.000Z',
  // Text, the select's first option: happy-dom does not apply react-hook-form's value to a select
  // (e2e/adminStagesForms.spec.ts checks a saved type in Chromium).
  fields: [{ __typename: 'FormField' as const, name: 'rating', label: 'Rating (1-5)', type: 'text', required: true, options: [], helpText: null }],
}

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` })

describe('FormEditor', () => {
  it("names a new question's answer key from its question, keeps a saved one's, and sends the choices as a list", async () => {
    const expectedInput = {
      slug: 'event-feedback',
      title: 'Event Feedback',
      description: null,
      isPublic: false,
      isPublished: true,
      fields: [
        { label: 'How would you rate it?', name: 'rating', type: 'text', required: true, options: [], helpText: null },
        { label: 'What did you like?', name: 'whatDidYouLike', type: 'checkbox', required: false, options: ['Coaching', 'Q&A'], helpText: null },
      ],
    }
    const saved = vi.fn(() => ({
      data: {
        updateForm: {
          ...form,
          updatedAt: '2025-01-08T11:00:00.000Z',
          fields: expectedInput.fields.map((field) => ({ __typename: 'FormField' as const, ...field })),
        },
      },
    }))
    renderWithProviders(<FormEditor form={form} />, {
      user: testUser({ pageAccess: { form: true } }),
      route: '/forms/3',
      mocks: [{ request: { query: UPDATE_FORM, variables: { id: 3, input: expectedInput } }, result: saved }],
    })

    // A saved question keeps its key whatever its question becomes.
    const first = question(1)
    await userEvent.clear(within(first).getByLabelText(/^Question/))
    await userEvent.type(within(first).getByLabelText(/^Question/), 'How would you rate it?')
    expect(first).toHaveTextContent('Answer key: rating (kept: answers are stored under it)')

    await userEvent.click(screen.getByRole('button', { name: 'Add question' }))
    const second = question(2)
    await userEvent.type(within(second).getByLabelText(/^Question/), 'What did you like?')
    expect(second).toHaveTextContent('Answer key: whatDidYouLike')
    expect(within(second).queryByLabelText(/^Options/)).toBeNull()
    await userEvent.selectOptions(within(second).getByLabelText(/^Type/), 'Multiple choice')

    // A choice question needs its options.
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }))
    await waitFor(() => expect(within(second).getByLabelText(/^Options/)).toHaveAccessibleDescription(formMessages.optionsRequired))
    expect(saved).not.toHaveBeenCalled()

    await userEvent.type(within(second).getByLabelText(/^Options/), ' Coaching {enter}Q&A{enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }))
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(await screen.findByText('Form saved')).toBeInTheDocument()
    // Saved: the new question's key is now kept too.
    await waitFor(() => expect(question(2)).toHaveTextContent('Answer key: whatDidYouLike (kept: answers are stored under it)'))
  })

  it('reorders and removes questions', async () => {
    renderWithProviders(
      <FormEditor
        form={{
          ...form,
          fields: [
            form.fields[0],
            { __typename: 'FormField', name: 'comments', label: 'Comments', type: 'textarea', required: false, options: [], helpText: null },
          ],
        }}
      />,
      { user: testUser({ pageAccess: { form: true } }), route: '/forms/3' },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Up (question 2)' }))
    expect(question(1)).toHaveTextContent('Answer key: comments')
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }))
    expect(screen.getAllByRole('group', { name: /^Question/ })).toHaveLength(1)
    expect(question(1)).toHaveTextContent('Answer key: rating')
  })

  it("keeps the Journey Form's slug read-only", () => {
    renderWithProviders(<FormEditor form={{ ...form, slug: 'journey-form', title: 'Journey Form' }} />, {
      user: testUser({ pageAccess: { form: true } }),
      route: '/forms/1',
    })
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('readonly')
  })
})
