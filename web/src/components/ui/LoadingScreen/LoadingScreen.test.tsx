import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { UiStateProvider, useUiState } from '@/lib/uiState'
import { LOADING_OVERLAY_DURATION_MS } from '../LoadingOverlay/LoadingOverlay'
import { LoadingScreen } from './LoadingScreen'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function SaveButton({ duration }: { duration?: number }) {
  const { showLoading, showLoadingScreen } = useUiState()
  return (
    <button type="button" onClick={() => showLoading('Saving your changes...', duration)}>
      {showLoadingScreen ? 'busy' : 'idle'}
    </button>
  )
}

function renderApp(duration?: number) {
  render(
    <UiStateProvider>
      <SaveButton duration={duration} />
      <LoadingScreen />
    </UiStateProvider>,
  )
}

it('shows the loading overlay with its text for its duration, then clears the flag', () => {
  renderApp(1000)
  expect(screen.queryByText('Saving your changes...')).not.toBeInTheDocument()
  act(() => screen.getByRole('button').click())
  expect(screen.getByText('Saving your changes...')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'busy' })).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1000 + 300))
  expect(screen.queryByText('Saving your changes...')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'idle' })).toBeInTheDocument()
})

it("stays for the overlay's own default when no duration is given", () => {
  renderApp()
  act(() => screen.getByRole('button').click())
  act(() => vi.advanceTimersByTime(LOADING_OVERLAY_DURATION_MS - 1))
  expect(screen.getByRole('button', { name: 'busy' })).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1 + 300))
  expect(screen.getByRole('button', { name: 'idle' })).toBeInTheDocument()
})
