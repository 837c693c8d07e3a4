import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordChecklist } from './PasswordChecklist'

describe('password checklist', () => {
  it('shows every rule and marks the ones met', () => {
    render(<PasswordChecklist password="Tribe" />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent?.replace(/\((done|not yet)\)/, '').replace('✓', ''))).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
      'A special character',
    ])
    expect(items.map((item) => item.dataset.met)).toEqual(['false', 'true', 'true', 'false', 'false'])
  })
})
