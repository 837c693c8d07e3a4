import { describe, expect, it } from 'vitest'
import {
  AFFILIATE_RELOGIN_KEY,
  FIRST_LOGIN_KEY,
  WELCOME_MODAL_KEY,
  WELCOME_NEVER_SHOW_AGAIN_KEY,
  markLoggedOut,
  takeAffiliateRelogin,
} from './session'

const affiliate = { accessLevels: [{ name: 'member' }, { name: 'affiliate' }] }

describe('affiliate re-login', () => {
  it('signs an affiliate out once, then never again', () => {
    expect(takeAffiliateRelogin(affiliate)).toBe(true)
    expect(localStorage.getItem(AFFILIATE_RELOGIN_KEY)).toBe('true')
    expect(takeAffiliateRelogin(affiliate)).toBe(false)
  })

  it('leaves other users and signed-out visitors alone', () => {
    expect(takeAffiliateRelogin({ accessLevels: [{ name: 'member' }] })).toBe(false)
    expect(takeAffiliateRelogin(null)).toBe(false)
    expect(localStorage.getItem(AFFILIATE_RELOGIN_KEY)).toBeNull()
  })
})

describe('logout bookkeeping', () => {
  it('stores the first-login marker and clears the welcome flag', () => {
    localStorage.setItem(WELCOME_MODAL_KEY, 'true')
    markLoggedOut()
    expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBe('true')
    expect(localStorage.getItem(WELCOME_MODAL_KEY)).toBeNull()
  })

  it('keeps the welcome flag when the user chose never to see it again', () => {
    localStorage.setItem(WELCOME_MODAL_KEY, 'true')
    localStorage.setItem(WELCOME_NEVER_SHOW_AGAIN_KEY, 'true')
    markLoggedOut()
    expect(localStorage.getItem(WELCOME_MODAL_KEY)).toBe('true')
  })
})
