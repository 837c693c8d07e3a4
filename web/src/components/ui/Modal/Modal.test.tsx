import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'

afterEach(() => vi.useRealTimers())

function Triggered(props: { preventClose?: boolean; triggerDelay?: number }) {
  return (
    <Modal title="Manual Subscribe for this funnel" trigger={<button>Customize</button>} {...props}>
      <label>
        Start day <input />
      </label>
      <button>Save</button>
    </Modal>
  )
}

describe('Modal', () => {
  it('opens from its trigger as a labelled modal dialog and moves focus inside', async () => {
    const user = userEvent.setup()
    render(<Triggered />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Customize' }))
    const dialog = screen.getByRole('dialog', { name: 'Manual Subscribe for this funnel' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByLabelText('Start day')).toHaveFocus()
  })

  it('closes with the close button and returns focus to the trigger', async () => {
    const user = userEvent.setup()
    render(<Triggered />)
    await user.click(screen.getByRole('button', { name: 'Customize' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus()
  })

  it('closes with Escape and with the backdrop, not with a click inside', async () => {
    const user = userEvent.setup()
    render(<Triggered />)
    await user.click(screen.getByRole('button', { name: 'Customize' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Customize' }))
    await user.click(screen.getByLabelText('Start day'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('blocks every way of closing with preventClose', async () => {
    const user = userEvent.setup()
    render(<Triggered preventClose />)
    await user.click(screen.getByRole('button', { name: 'Customize' }))
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('traps focus while open', async () => {
    const user = userEvent.setup()
    render(<Triggered />)
    await user.click(screen.getByRole('button', { name: 'Customize' }))
    // Order inside: Close, Start day, Save.
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
  })

  it('opens after the trigger delay', () => {
    vi.useFakeTimers()
    render(<Triggered triggerDelay={1000} />)
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }))
    act(() => vi.advanceTimersByTime(999))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('works controlled: onClose decides', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Modal title="Welcome back to the Tribe!" open={open} onClose={() => { onClose(); setOpen(false) }}>
          Hello
        </Modal>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('dialog', { name: 'Welcome back to the Tribe!' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
