import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { registerTestRoutes } from '@/test/routes'
import { testUser } from '@/test/testUser'
import { JourneyFormGate, needsJourneyForm } from './JourneyFormGate'

beforeAll(registerTestRoutes)

describe('JourneyFormGate', () => {
  it('stops only batch 17 users without a Journey Form response', () => {
    expect(needsJourneyForm({ isBatch17: true, isJourneyFormCompleted: false })).toBe(true)
    expect(needsJourneyForm({ isBatch17: true, isJourneyFormCompleted: true })).toBe(false)
    expect(needsJourneyForm({ isBatch17: false, isJourneyFormCompleted: false })).toBe(false)
    expect(needsJourneyForm(null)).toBe(false)
  })

  it('shows a dialog that cannot be closed and sends them to the Journey Form', async () => {
    const user = userEvent.setup()
    const batch17 = testUser({ isBatch17: true, isJourneyFormCompleted: false })
    renderWithProviders(<JourneyFormGate user={batch17} />, { user: batch17 })
    const dialog = await screen.findByRole('dialog', { name: 'Complete your Journey Form' })
    expect(screen.getByRole('link', { name: 'Go to the Journey Form' })).toHaveAttribute('href', '/form/journey-form')
    await user.keyboard('{Escape}')
    expect(dialog).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  })

  it('renders nothing once the form is completed', () => {
    const done = testUser({ isBatch17: true, isJourneyFormCompleted: true })
    renderWithProviders(<JourneyFormGate user={done} />, { user: done })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
