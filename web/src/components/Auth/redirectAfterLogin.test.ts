import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirectAfterLogin'

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
