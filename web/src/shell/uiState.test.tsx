import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { UiStateProvider, useUiState } from './uiState'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function SaveButton() {
  const { showLoading, showLoadingScreen } = useUiState()
  return (
    <button type="button" onClick={() => showLoading('Saving your changes...', 1000)}>
      {showLoadingScreen ? 'busy' : 'idle'}
    </button>
  )
}

it('shows the loading overlay with its text for its duration, then clears the flag', () => {
  render(
    <UiStateProvider>
      <SaveButton />
    </UiStateProvider>,
  )
  expect(screen.queryByText('Saving your changes...')).not.toBeInTheDocument()
  act(() => screen.getByRole('button').click())
  expect(screen.getByText('Saving your changes...')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'busy' })).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1000 + 300))
  expect(screen.queryByText('Saving your changes...')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'idle' })).toBeInTheDocument()
})
