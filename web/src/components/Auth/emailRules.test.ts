import { describe, expect, it } from 'vitest'
import {
  FORGOT_PASSWORD_EMAIL_REQUIRED,
  SET_NEW_PASSWORD_EMAIL_REQUIRED,
  emailError,
  normalizeEmail,
} from './emailRules'

describe('forgot-password e-mail validation', () => {
  it('asks for the registered email when empty (forgot password)', () => {
    expect(emailError('', FORGOT_PASSWORD_EMAIL_REQUIRED)).toBe('Enter your registered email')
    expect(emailError('   ', FORGOT_PASSWORD_EMAIL_REQUIRED)).toBe('Enter your registered email')
  })

  it('says Email is required when empty (set new password)', () => {
    expect(emailError('', SET_NEW_PASSWORD_EMAIL_REQUIRED)).toBe('Email is required')
  })

  it('gives an example address for a malformed one', () => {
    for (const bad of ['maria', 'maria@', 'maria@example', '@example.com', 'ma ria@example.com']) {
      expect(emailError(bad, FORGOT_PASSWORD_EMAIL_REQUIRED)).toBe(
        'Enter a valid email address (e.g., name@example.com)',
      )
    }
  })

  it('refuses an address longer than e-mail allows, as the API does', () => {
    expect(emailError(`${'a'.repeat(250)}@example.com`, FORGOT_PASSWORD_EMAIL_REQUIRED)).toBe(
      'Enter a valid email address (e.g., name@example.com)',
    )
  })

  it('accepts a normal address and lower-cases it for sending', () => {
    expect(emailError('Maria.Santos@Example.com', FORGOT_PASSWORD_EMAIL_REQUIRED)).toBeNull()
    expect(normalizeEmail(' Maria.Santos@Example.COM ')).toBe('maria.santos@example.com')
  })
})
