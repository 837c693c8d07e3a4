// The sanitiser needs a browser-like DOM under happy-dom (see the shim).
import '@/components/ui/Markdown/happyDomShim'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { taskMessages } from '@common/validation/stages'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { TaskForm } from './TaskForm'

function renderForm() {
  const onSave = vi.fn()
  const onCancel = vi.fn()
  renderWithProviders(
    <TaskForm
      defaultValues={{ title: '', description: '', points: 0, actionLabel: '', actionUrl: '' }}
      onSave={onSave}
      onCancel={onCancel}
      loading={false}
      submitLabel="Add task"
    />,
    { user: testUser({ pageAccess: { editStage: true } }), route: '/stages/1' },
  )
  return { onSave, onCancel }
}

describe('TaskForm', () => {
  it('previews the markdown description as it is typed, rendered safely', async () => {
    renderForm()
    const preview = screen.getByRole('region', { name: 'Description preview' })
    expect(preview).toHaveTextContent('The description appears here as members will see it.')
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Post in the **Tribe** group<img src=x onerror=alert(1)>')
    await waitFor(() => expect(within(preview).getByText('Tribe').tagName).toBe('STRONG'))
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeFalsy()
  })

  it('refuses negative points and a javascript: link, then sends the task', async () => {
    const { onSave } = renderForm()
    await userEvent.type(screen.getByLabelText(/^Title/), 'Introduce yourself')
    const points = screen.getByLabelText(/^Tribe Points/)
    await userEvent.clear(points)
    await userEvent.type(points, '-3')
    await userEvent.type(screen.getByLabelText('Button link'), 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }))
    await waitFor(() => expect(points).toHaveAccessibleDescription(taskMessages.pointsRange))
    expect(screen.getByLabelText('Button link')).toHaveAccessibleDescription(taskMessages.actionUrlInvalid)
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.clear(points)
    await userEvent.type(points, '10')
    await userEvent.clear(screen.getByLabelText('Button link'))
    await userEvent.type(screen.getByLabelText('Button link'), '/profile')
    await userEvent.type(screen.getByLabelText('Button label'), 'Post a win')
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({ title: 'Introduce yourself', description: '', points: 10, actionLabel: 'Post a win', actionUrl: '/profile' })
  })
})
