// One-time passwords for password reset.
//
// A reset request creates one password_reset_otps row: a 6-digit code (crypto.randomInt, never
// starting with 0 so it survives being sent as an Int) and a reset token (32 random bytes).
// Only hashes are stored: the code as HMAC-SHA256 under a server key (derived from
// SESSION_SECRET) bound to the row's token hash, the token as sha256. A code lives 10 minutes,
// allows 5 tries, works once, and a newer request voids the older ones. One e-mail takes at most
// 10 wrong codes a day, whatever the addresses and requests they come from.
//
// E-mail enumeration: an unknown e-mail gets a row too (userId null, a code nobody is sent), so
// both answers have the same shape, ids from the same sequence, and every later step (wrong
// code, attempts, expiry, replacement, token check) behaves identically. See docs/auth.md.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { passwordResetOtps } from '../../../../db/schema'
import { db, type Executor } from '../db'
import { otpKey, sha256 } from './session'
import { policies, recordEvent, retryText, throttleKeys, waitFor } from './throttle'

export const OTP_LIFETIME_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5
/** Wrong codes one e-mail may receive a day, across all its requests and all addresses. */
export const OTP_ACCOUNT_DAILY_WRONG_CODES = policies.otpAccount.limit
/** After the code is validated, the new password must be set within this time. */
export const RESET_WINDOW_AFTER_VALIDATION_MS = 15 * 60_000

export const otpMessages = {
  valid: 'OTP verified. You can now set a new password.',
  incorrect: (left: number) => `Incorrect OTP. ${left} attempt${left === 1 ? '' : 's'} left.`,
  tooManyAttempts: 'Too many incorrect attempts. Request a new OTP.',
  expired: 'This OTP has expired. Request a new one.',
  used: 'This OTP has already been used. Request a new one.',
  voided: 'A newer OTP was sent. Use the latest code from your e-mail.',
  malformed: 'Enter the 6-digit OTP from your e-mail.',
  tooManyFromAddress: (wait: string) => `Too many incorrect OTPs from your network. Try again in ${wait}.`,
  tooManyForAccount: (wait: string) => `Too many incorrect OTPs for this account. Try again in ${wait}.`,
}

export const resetMessages = {
  invalidToken: 'This password reset link is not valid. Request a new OTP.',
  expired: 'This password reset has expired. Request a new OTP.',
  used: 'This password reset has already been used. Request a new OTP.',
  voided: 'A newer OTP was sent. Use the latest code from your e-mail.',
  notValidated: 'Enter the OTP from your e-mail first.',
}

export type ResetRow = typeof passwordResetOtps.$inferSelect

export function hashOtp(otp: string, resetTokenHash: string): string {
  return createHmac('sha256', otpKey()).update(`${resetTokenHash}:${otp}`).digest('hex')
}

function otpMatches(otp: string, row: ResetRow): boolean {
  const expected = Buffer.from(row.otpHash, 'hex')
  const given = Buffer.from(hashOtp(otp, row.resetTokenHash), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * Creates a reset request for `email` (userId null = an unknown e-mail: a decoy whose code is
 * never sent) and voids the e-mail's older codes. Returns the row and the plain code and token.
 */
export async function createResetRequest(
  input: { email: string; userId: number | null },
  executor: Executor,
  now = new Date(),
) {
  const otp = String(randomInt(100_000, 1_000_000))
  const resetToken = randomBytes(32).toString('base64url')
  const resetTokenHash = sha256(resetToken)
  // Two requests for one e-mail at once must not both void the old codes and then each insert
  // one, leaving two live codes: they queue on a lock for this e-mail until the first commits.
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset:${input.email}`}))`)
  await executor
    .update(passwordResetOtps)
    .set({ voidedAt: now })
    .where(
      and(eq(passwordResetOtps.email, input.email), isNull(passwordResetOtps.usedAt), isNull(passwordResetOtps.voidedAt)),
    )
  const [row] = await executor
    .insert(passwordResetOtps)
    .values({
      userId: input.userId,
      email: input.email,
      otpHash: hashOtp(otp, resetTokenHash),
      resetTokenHash,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    })
    .returning()
  return { row, otp, resetToken }
}

/** Why this row can no longer take a code, or null when it can. Checked in this order. */
function closedReason(row: ResetRow, now: Date): string | null {
  if (row.usedAt) return otpMessages.used
  if (row.voidedAt) return otpMessages.voided
  if (row.expiresAt.getTime() <= now.getTime()) return otpMessages.expired
  if (row.attempts >= OTP_MAX_ATTEMPTS) return otpMessages.tooManyAttempts
  return null
}

export type OtpValidation = { isValid: boolean; message: string; row: ResetRow | null; counted: boolean }

/**
 * Checks a code against reset request `id`, inside a transaction that locks the row, so parallel
 * guesses cannot share one attempt. A wrong code counts an attempt; nothing else changes unless
 * the code is right (then validatedAt is set; validating again with the right code is harmless).
 */
export async function validateResetOtp(id: number, otpInput: number | string, now = new Date()): Promise<OtpValidation> {
  const otp = String(otpInput)
  if (!/^\d{6}$/.test(otp)) return { isValid: false, message: otpMessages.malformed, row: null, counted: false }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(passwordResetOtps).where(eq(passwordResetOtps.id, id)).for('update')
    // An id that was never issued reads like a wrong code (it is one).
    if (!row) return { isValid: false, message: otpMessages.incorrect(OTP_MAX_ATTEMPTS - 1), row: null, counted: false }
    const closed = closedReason(row, now)
    if (closed) return { isValid: false, message: closed, row, counted: false }
    // The account's daily ceiling, checked and counted under this row's lock: an e-mail has one
    // open request at a time (createResetRequest), so its wrong codes cannot race past it.
    const accountKey = throttleKeys.otpAccount(row.email)
    const accountWait = await waitFor([accountKey], now, tx)
    if (accountWait > 0) return { isValid: false, message: otpMessages.tooManyForAccount(retryText(accountWait)), row, counted: false }
    // A decoy (userId null) holds the hash of a code nobody was sent: it never matches. The HMAC
    // runs for decoys too, so the answer's timing does not tell them from real requests.
    if (otpMatches(otp, row) && row.userId !== null) {
      if (!row.validatedAt) await tx.update(passwordResetOtps).set({ validatedAt: now }).where(eq(passwordResetOtps.id, id))
      return { isValid: true, message: otpMessages.valid, row, counted: false }
    }
    const attempts = row.attempts + 1
    await tx.update(passwordResetOtps).set({ attempts }).where(eq(passwordResetOtps.id, id))
    await recordEvent(accountKey, policies.otpAccount, now, tx)
    const message = attempts >= OTP_MAX_ATTEMPTS ? otpMessages.tooManyAttempts : otpMessages.incorrect(OTP_MAX_ATTEMPTS - attempts)
    return { isValid: false, message, row: { ...row, attempts }, counted: true }
  })
}

/** The reset request a token belongs to, with why it cannot be used (null = usable so far). */
export async function findResetByToken(
  resetToken: unknown,
  executor: Executor = db,
  options: { lock?: boolean } = {},
  now = new Date(),
): Promise<{ row: ResetRow | null; problem: string | null }> {
  if (typeof resetToken !== 'string' || resetToken.length < 20 || resetToken.length > 200) {
    return { row: null, problem: resetMessages.invalidToken }
  }
  const query = executor.select().from(passwordResetOtps).where(eq(passwordResetOtps.resetTokenHash, sha256(resetToken)))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) return { row: null, problem: resetMessages.invalidToken }
  if (row.usedAt) return { row, problem: resetMessages.used }
  if (row.voidedAt) return { row, problem: resetMessages.voided }
  // Before validation the code's 10 minutes apply; after it, 15 minutes to choose a password.
  const deadline = row.validatedAt
    ? row.validatedAt.getTime() + RESET_WINDOW_AFTER_VALIDATION_MS
    : row.expiresAt.getTime()
  if (deadline <= now.getTime()) return { row, problem: resetMessages.expired }
  return { row, problem: null }
}

/** Housekeeping for the worker sweep: requests a day past their expiry. */
export async function deleteOldResetRequests(now = new Date(), executor: Executor = db): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000)
  const deleted = await executor
    .delete(passwordResetOtps)
    .where(lt(passwordResetOtps.expiresAt, dayAgo))
    .returning({ id: passwordResetOtps.id })
  return deleted.length
}
