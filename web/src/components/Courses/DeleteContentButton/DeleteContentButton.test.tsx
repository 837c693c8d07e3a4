import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { DeleteContentButton, HAS_PROGRESS } from './DeleteContentButton'

const progressError = {
  message: 'x',
  graphQLErrors: [
    {
      message: 'Members have progress on this course (2 members, 5 lesson records). Deleting it would erase their progress: archive it instead to hide it from members and keep their progress.',
      extensions: { code: HAS_PROGRESS, memberCount: 2, progressCount: 5 },
    },
  ],
}

describe('DeleteContentButton', () => {
  it('deletes after the confirmation when nobody has progress', async () => {
    const onDelete = vi.fn(async () => ({ archived: false }))
    const onDone = vi.fn()
    renderWithProviders(<DeleteContentButton kind="course" name="VA Basics" onDelete={onDelete} onDone={onDone} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('dialog', { name: 'Delete VA Basics?' })).toHaveTextContent('This deletes the course with its units, lessons and files for everyone.')
    expect(onDelete).not.toHaveBeenCalled()
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ archived: false }))
    expect(onDelete).toHaveBeenCalledWith(false)
    expect(await screen.findByText('Course deleted')).toBeInTheDocument()
  })

  it('asks "Archive instead?" with the server\'s count when members have progress, then archives', async () => {
    const onDelete = vi.fn(async (archive: boolean) => {
      if (!archive) throw progressError
      return { archived: true }
    })
    const onDone = vi.fn()
    renderWithProviders(<DeleteContentButton kind="course" name="VA Basics" onDelete={onDelete} onDone={onDone} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive instead?' })
    expect(dialog).toHaveTextContent('Members have progress on this course (2 members, 5 lesson records).')
    expect(onDone).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Archive course' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ archived: true }))
    expect(onDelete.mock.calls.map(([archive]) => archive)).toEqual([false, true])
    expect(await screen.findByText('Course archived')).toBeInTheDocument()
  })

  it('cancelling the archive question changes nothing', async () => {
    const onDelete = vi.fn(async () => {
      throw progressError
    })
    const onDone = vi.fn()
    renderWithProviders(<DeleteContentButton kind="lesson" name="Welcome" onDelete={onDelete} onDone={onDone} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await screen.findByRole('dialog', { name: 'Archive instead?' })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDelete).toHaveBeenCalledTimes(1)
    expect(onDone).not.toHaveBeenCalled()
  })
})
