// forgotPassword: an e-mailed one-time code for a password reset (docs/auth.md "Password reset").
import { eq } from 'drizzle-orm'
import { isValidEmail } from '../../../../common/email'
import { users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { createResetRequest, OTP_LIFETIME_MS } from '../../lib/auth/otp'
import { policies, recordEvent, retryText, throttleKeys, waitFor } from '../../lib/auth/throttle'
import { context } from '../../lib/context'
import { db } from '../../lib/db'
import { enqueueEmail } from '../../lib/mailer'
import { nudgeWorker } from '../../lib/jobs'
import { fail, normalizeEmail, succeed, type AuthBody, type AuthOutcome } from './flow'
import { authMessages } from './messages'

/**
 * Opens a reset request for `username` and mails its code when the account exists. An unknown
 * e-mail gets the same answer (a request nobody is sent), so the answer reveals nothing.
 */
export async function forgotPassword(body: AuthBody): Promise<AuthOutcome<{ id: number; token: string; email: string }>> {
  const email = normalizeEmail(body.username)
  if (!email) return fail('invalid', authMessages.emailRequired)
  if (!isValidEmail(email)) return fail('invalid', authMessages.emailInvalid)

  // Counted for every e-mail, registered or not, so the limit itself reveals nothing.
  const keys = [throttleKeys.resetRequest(email), throttleKeys.resetAddress(context().request.ip)]
  const wait = await waitFor(keys)
  if (wait > 0) return fail('throttled', authMessages.tooManyResets(retryText(wait)))
  await recordEvent(keys[0], policies.resetRequest)
  await recordEvent(keys[1], policies.resetAddress)

  const [user] = await db.select({ id: users.id, disabledAt: users.disabledAt }).from(users).where(eq(users.email, email))
  const userId = user && !user.disabledAt ? user.id : null
  const { row, resetToken } = await db.transaction(async (tx) => {
    const request = await createResetRequest({ email, userId }, tx)
    if (userId !== null) {
      const minutes = OTP_LIFETIME_MS / 60_000
      await enqueueEmail(
        {
          to: email,
          subject: 'Your password reset code',
          text:
            `Your one-time password (OTP) is ${request.otp}.\n\n` +
            `Enter it on the reset screen within ${minutes} minutes. It works once; requesting a new code cancels this one.\n` +
            `If you did not ask to reset your password, ignore this e-mail: your password stays the same.`,
          // The code leaves the outbox once sent, and is not sent at all once it has expired.
          sensitive: true,
          expiresAt: request.row.expiresAt,
        },
        tx,
      )
    }
    await writeInfoLog(
      { action: 'password-reset-requested', userId, entityType: 'password_reset_otp', entityId: request.row.id, details: { email, known: userId !== null } },
      tx,
    )
    return request
  })
  // The mail's sweep was queued with it; a worker in this process takes it now rather than at its
  // next poll (another process's worker polls within JOBS_POLL_SECONDS).
  if (userId !== null) nudgeWorker('mail-sweep')
  return succeed({ id: row.id, token: resetToken, email })
}
