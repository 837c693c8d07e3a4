// What every auth flow shares. A flow (login.ts, signup.ts ...) takes the JSON body the dbAuth
// web client posted, and the request's sealed session cookie when it needs the session; it reads
// the caller's address from the request context like any service. It answers an AuthOutcome,
// which functions/auth.ts turns into the protocol's HTTP response.
import type { NewSession } from '../../lib/auth/session'

/** The JSON body the client posted: anything may be missing or of the wrong type. */
export type AuthBody = Record<string, unknown>

export type AuthSuccess<T> = {
  ok: true
  /** The JSON answer the client reads. */
  data: T
  /** A session was started (sent as its cookie), or ended (the cookie is cleared). */
  session?: NewSession | 'ended'
}

/** invalid: bad or wrong input; disabled: the account may not sign in; throttled: wait first. */
export type AuthFailure = { ok: false; reason: 'invalid' | 'disabled' | 'throttled'; error: string }

export type AuthOutcome<T> = AuthSuccess<T> | AuthFailure

export const succeed = <T>(data: T, session?: NewSession | 'ended'): AuthSuccess<T> => ({ ok: true, data, session })
export const fail = (reason: AuthFailure['reason'], error: string): AuthFailure => ({ ok: false, reason, error })

/** E-mails are stored lower-cased and trimmed; anything but text reads as missing. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}
