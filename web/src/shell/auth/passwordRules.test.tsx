import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordChecklist } from './PasswordChecklist'
import { checkPassword } from './passwordRules'

const met = (password: string) => checkPassword(password).filter((r) => r.met).map((r) => r.id)

describe('password checklist', () => {
  it('checks each rule on its own', () => {
    expect(met('')).toEqual([])
    expect(met('abcdefgh')).toEqual(['length', 'lower'])
    expect(met('ABC')).toEqual(['upper'])
    expect(met('12')).toEqual(['number'])
    expect(met('#')).toEqual(['special'])
    expect(met('Tribe#2024')).toEqual(['length', 'upper', 'lower', 'number', 'special'])
  })

  it('does not count a space as the special character', () => {
    expect(met('a b')).toEqual(['lower'])
  })

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
