import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadingOverlay } from './LoadingOverlay'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('LoadingOverlay', () => {
  it('announces its text', () => {
    render(<LoadingOverlay text="Preparing your dashboard" />)
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveTextContent('Preparing your dashboard')
  })

  it('stays 5000 ms, fades, then is removed 300 ms later', () => {
    const onHidden = vi.fn()
    render(<LoadingOverlay onHidden={onHidden} />)
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'shown')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'fading')
    act(() => vi.advanceTimersByTime(299))
    expect(screen.getByRole('status')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(onHidden).toHaveBeenCalledOnce()
  })

  it('stays 3000 ms for the splash variant', () => {
    render(<LoadingOverlay variant="splash" />)
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'shown')
    act(() => vi.advanceTimersByTime(301))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('honours a custom duration', () => {
    render(<LoadingOverlay duration={1000} />)
    act(() => vi.advanceTimersByTime(1300))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
