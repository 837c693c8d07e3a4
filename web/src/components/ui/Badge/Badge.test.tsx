import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './Badge'

describe('Badge', () => {
  it('shows its text with its tone', () => {
    render(<Badge tone="error">Overdue</Badge>)
    const badge = screen.getByText('Overdue')
    expect(badge).toHaveAttribute('data-tone', 'error')
  })
  it('defaults to outline', () => {
    render(<Badge>Due in 40 day(s)</Badge>)
    expect(screen.getByText('Due in 40 day(s)')).toHaveAttribute('data-tone', 'outline')
  })
})
