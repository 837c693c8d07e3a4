import { describe, expect, it } from 'vitest'
import { checkPassword } from './passwordRules'

const met = (password: string) => checkPassword(password).filter((r) => r.met).map((r) => r.id)

describe('password rules', () => {
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
})
