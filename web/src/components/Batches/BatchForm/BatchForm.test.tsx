import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { batchMessages } from '@common/validation/batches'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { BatchForm } from './BatchForm'

function renderForm(error?: unknown) {
  const onSave = vi.fn()
  renderWithProviders(
    <BatchForm defaultValues={{ name: '', number: null, launchFrom: null, launchTo: null }} onSave={onSave} error={error} loading={false} />,
    { user: testUser({ pageAccess: { newBatch: true }, functionAccess: { batch_create: true } }), route: '/batches/new' },
  )
  return onSave
}

const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('BatchForm', () => {
  it('asks for the name and both dates before sending anything', async () => {
    const onSave = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(batchMessages.nameRequired))
    expect(screen.getByLabelText(/^Launch from/)).toHaveAccessibleDescription(batchMessages.launchFromRequired)
    expect(screen.getByLabelText(/^Launch to/)).toHaveAccessibleDescription(batchMessages.launchToRequired)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('refuses a launch window that ends before it starts, on the Launch to field', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Name/), 'Batch 18')
    setDate(/^Launch from/, '2031-02-10')
    setDate(/^Launch to/, '2031-02-09')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Launch to/)).toHaveAccessibleDescription(batchMessages.launchToBeforeFrom))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the trimmed name, the number and the Manila dates; a one-day window is fine', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Name/), '  Batch 18 ')
    await userEvent.type(screen.getByLabelText(/^Batch number/), '18')
    setDate(/^Launch from/, '2031-02-10')
    setDate(/^Launch to/, '2031-02-10')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({ name: 'Batch 18', number: 18, launchFrom: '2031-02-10', launchTo: '2031-02-10' })
  })

  it("shows the server's refusal under its field", async () => {
    const { ApolloError } = await import('@apollo/client')
    const { GraphQLError } = await import('graphql')
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Errors prevented this form from being saved', {
          extensions: { code: 'BAD_USER_INPUT', properties: { messages: { number: [batchMessages.numberTaken] } } },
        }),
      ],
    })
    renderForm(error)
    await waitFor(() => expect(screen.getByLabelText(/^Batch number/)).toHaveAccessibleDescription(batchMessages.numberTaken))
  })
})
