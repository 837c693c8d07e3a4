import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stageMessages } from '@common/validation/stages'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { StageForm } from './StageForm'

const courses = [
  { id: 4, name: 'Social Media Management' },
  { id: 7, name: 'Virtual Assistant Fundamentals' },
]

function renderForm(error?: unknown) {
  const onSave = vi.fn()
  renderWithProviders(
    <StageForm defaultValues={{ number: null, name: '', description: '', courseId: '' }} courses={courses} onSave={onSave} error={error} loading={false} />,
    { user: testUser({ pageAccess: { newStage: true } }), route: '/stages/new' },
  )
  return onSave
}

describe('StageForm', () => {
  it("shows the schema's messages and sends nothing until the stage is valid", async () => {
    const onSave = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Stage number/)).toHaveAccessibleDescription(stageMessages.numberRequired))
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(stageMessages.nameRequired)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the number, the trimmed name and the chosen course as an id', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Stage number/), '2')
    await userEvent.type(screen.getByLabelText(/^Name/), '  Skill Building ')
    await userEvent.selectOptions(screen.getByLabelText(/^Course/), 'Virtual Assistant Fundamentals')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({ number: 2, name: 'Skill Building', description: null, courseId: 7 })
  })

  it("shows the server's refusal under its field", async () => {
    const { ApolloError } = await import('@apollo/client')
    const { GraphQLError } = await import('graphql')
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Errors prevented this form from being saved', {
          extensions: { code: 'BAD_USER_INPUT', properties: { messages: { number: [stageMessages.numberTaken] } } },
        }),
      ],
    })
    renderForm(error)
    await waitFor(() => expect(screen.getByLabelText(/^Stage number/)).toHaveAccessibleDescription(stageMessages.numberTaken))
    expect(screen.getByRole('alert')).toHaveTextContent('Errors prevented this form from being saved')
  })
})
