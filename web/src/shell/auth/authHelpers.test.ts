import { describe, expect, it } from 'vitest'
import {
  FORGOT_PASSWORD_EMAIL_REQUIRED,
  SET_NEW_PASSWORD_EMAIL_REQUIRED,
  emailError,
  normalizeEmail,
} from './emailRules'
import { redirectTarget } from './redirectAfterLogin'

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

  it('accepts a normal address and lower-cases it for sending', () => {
    expect(emailError('Maria.Santos@Example.com', FORGOT_PASSWORD_EMAIL_REQUIRED)).toBeNull()
    expect(normalizeEmail(' Maria.Santos@Example.COM ')).toBe('maria.santos@example.com')
  })
})

describe('redirect after login', () => {
  it('returns to the private page the user asked for, with its query', () => {
    expect(redirectTarget('?redirectTo=/courses')).toBe('/courses')
    // What the router produces: the path, then the encoded query.
    expect(redirectTarget(`?redirectTo=/account${encodeURIComponent('?q=billings')}`)).toBe('/account?q=billings')
    // Encoded once more by a hand-made link: still understood.
    expect(redirectTarget(`?redirectTo=/account${encodeURIComponent(encodeURIComponent('?q=billings'))}`)).toBe(
      '/account?q=billings',
    )
  })

  it('goes home without a target', () => {
    expect(redirectTarget('')).toBe('/')
  })

  it('refuses targets outside the app and loops back to login', () => {
    expect(redirectTarget('?redirectTo=https://evil.example')).toBe('/')
    expect(redirectTarget('?redirectTo=//evil.example/path')).toBe('/')
    expect(redirectTarget('?redirectTo=/\\evil.example')).toBe('/')
    expect(redirectTarget('?redirectTo=/login')).toBe('/')
  })
})
