// The e-mail rule of the forgot-password and set-new-password screens. The two screens differ
// only in the "required" message (part 1 section 5 vs part 2 section 5). What counts as an
// address is common/email.ts, the API's own rule; the server decides whether it is registered.
import { isValidEmail } from '@common/email'

export const EMAIL_EXAMPLE = 'name@example.com'
export const FORGOT_PASSWORD_EMAIL_REQUIRED = 'Enter your registered email'
export const SET_NEW_PASSWORD_EMAIL_REQUIRED = 'Email is required'
export const INVALID_EMAIL = `Enter a valid email address (e.g., ${EMAIL_EXAMPLE})`


/** The message for an invalid value, or null when it may be sent. */
export function emailError(value: string, requiredMessage: string): string | null {
  const email = value.trim()
  if (!email) return requiredMessage
  if (!isValidEmail(email)) return INVALID_EMAIL
  return null
}

/** Addresses are stored lower-case; the same address typed with capitals must still match. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()
