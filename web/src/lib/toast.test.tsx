import { act, render, screen } from '@testing-library/react'
import toast, { useToasterStore } from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppToaster, notifyError, notifySuccess } from './toast'

afterEach(() => {
  act(() => toast.remove())
  vi.useRealTimers()
})

describe('AppToaster', () => {
  it('shows success and error toasts, errors through the GraphQL message rule', async () => {
    render(<AppToaster />)
    act(() => {
      notifySuccess('User Enrolled Successfully!')
      notifyError({ graphQLErrors: [{ message: 'Batch is closed' }] })
      notifyError(new Error('boom'))
    })
    expect(await screen.findByText('User Enrolled Successfully!')).toBeInTheDocument()
    expect(screen.getByText('Batch is closed')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong, try again')).toBeInTheDocument()
  })

  it('dismisses the oldest toasts beyond the limit', async () => {
    render(<AppToaster limit={3} />)
    for (const n of [1, 2, 3, 4, 5]) {
      act(() => {
        notifySuccess(`Toast ${n}`)
      })
    }
    await screen.findByText('Toast 5')
    // Dismissed toasts leave the store after their exit delay; visible ones stay.
    await vi.waitFor(() => {
      expect(screen.queryByText('Toast 1')).not.toBeInTheDocument()
      expect(screen.queryByText('Toast 2')).not.toBeInTheDocument()
    }, { timeout: 3000 })
    expect(screen.getByText('Toast 3')).toBeInTheDocument()
    expect(screen.getByText('Toast 5')).toBeInTheDocument()
  })

  it('keeps toasts visible for 3000 ms', async () => {
    vi.useFakeTimers()
    // Reads the store the way the toaster does, to see whether the toast is still visible.
    function VisibleCount() {
      const { toasts } = useToasterStore()
      return <output aria-label="visible toasts">{toasts.filter((t) => t.visible).length}</output>
    }
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    )
    act(() => {
      notifySuccess('Saved')
    })
    const count = screen.getByRole('status', { name: 'visible toasts' })
    expect(count).toHaveTextContent('1')
    act(() => vi.advanceTimersByTime(2900))
    expect(count).toHaveTextContent('1')
    act(() => vi.advanceTimersByTime(200))
    expect(count).toHaveTextContent('0')
  })

})
