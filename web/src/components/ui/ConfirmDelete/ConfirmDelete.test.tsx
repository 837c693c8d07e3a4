import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { ConfirmDelete } from './ConfirmDelete'

describe('ConfirmDelete', () => {
  it('asks first, runs the action, says it is done and closes', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined)
    renderWithProviders(
      <ConfirmDelete label="Delete" title="Delete Batch 17?" confirmLabel="Delete batch" success="Batch deleted" onConfirm={onConfirm}>
        <p>Nobody is in this batch.</p>
      </ConfirmDelete>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('dialog', { name: 'Delete Batch 17?' })).toHaveTextContent('Nobody is in this batch.')
    expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Delete batch' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Batch deleted')).toBeInTheDocument()
  })

  it('stays open when the action answers false, and closes with a toast when it throws', async () => {
    const onConfirm = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('It has members'))
    renderWithProviders(
      <ConfirmDelete label="Delete" title="Delete North?" onConfirm={onConfirm}>
        What happens to the members.
      </ConfirmDelete>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete North?' })
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).find((button) => dialog.contains(button))!)
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).find((button) => dialog.contains(button))!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // A plain Error (not the server's) reads as the generic message.
    expect(await screen.findByText('Something went wrong, try again')).toBeInTheDocument()
  })

  it('only explains when refused: no confirming button, and Cancel reads OK', async () => {
    renderWithProviders(
      <ConfirmDelete label="Delete" title="Delete Journey Form?" refused onConfirm={vi.fn()}>
        The Journey Form cannot be deleted.
      </ConfirmDelete>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
