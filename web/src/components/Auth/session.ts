// Browser-side session markers (docs/product.md, "Sign-in and sessions").
//  - Affiliates are signed out once, on their first load after the affiliate area changed, so
//    they sign in again and get a session built with their affiliate access; the flag makes it
//    happen only once per browser.
//  - Logging out marks the next sign-in as a "first login" and, unless the user chose "never show
//    again", lets the welcome modal show again then.
export const AFFILIATE_RELOGIN_KEY = 'affiliateRelogin'
export const FIRST_LOGIN_KEY = 'firstLogin'
export const WELCOME_MODAL_KEY = 'welcomeModalShown'
export const WELCOME_NEVER_SHOW_AGAIN_KEY = 'welcomeModalNeverShowAgain'

type Holder = { accessLevels: { name: string }[] } | null

/** True (and remembered, so only once) when this affiliate must sign in again. */
export function takeAffiliateRelogin(user: Holder, storage: Storage = localStorage): boolean {
  if (!user || !user.accessLevels.some((level) => level.name === 'affiliate')) return false
  if (storage.getItem(AFFILIATE_RELOGIN_KEY) !== null) return false
  storage.setItem(AFFILIATE_RELOGIN_KEY, 'true')
  return true
}

/** Bookkeeping done before every logout. */
export function markLoggedOut(storage: Storage = localStorage) {
  storage.setItem(FIRST_LOGIN_KEY, 'true')
  if (storage.getItem(WELCOME_NEVER_SHOW_AGAIN_KEY) !== 'true') storage.removeItem(WELCOME_MODAL_KEY)
}
