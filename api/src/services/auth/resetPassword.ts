// resetPassword: a new password for a reset request whose code was validated (docs/auth.md).
import { eq } from 'drizzle-orm'
import { passwordResetOtps, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { findResetByToken, resetMessages, type ResetRow } from '../../lib/auth/otp'
import { hashPassword, passwordProblem } from '../../lib/auth/password'
import { deleteUserSessions } from '../../lib/auth/session'
import { clearThrottle, throttleKeys } from '../../lib/auth/throttle'
import { db } from '../../lib/db'
import { fail, succeed, type AuthBody, type AuthOutcome } from './flow'

/**
 * Sets `password` for the request of `resetToken`, spends the request, and ends every session
 * of the user (a password change signs out everywhere, this browser included).
 */
export async function resetPassword(body: AuthBody): Promise<AuthOutcome<Record<string, never>>> {
  const check = (row: ResetRow | null, problem: string | null): string | null => {
    if (problem || !row) return problem ?? resetMessages.invalidToken
    // The web passes the id forgotPassword answered (as the route's userId); it must agree.
    const claimed = body.userId ?? body.id
    if (claimed !== undefined && claimed !== null && Number(claimed) !== row.id) return resetMessages.invalidToken
    if (!row.validatedAt || row.userId === null) return resetMessages.notValidated
    return null
  }
  const first = await findResetByToken(body.resetToken)
  const problem = check(first.row, first.problem)
  if (problem) return fail('invalid', problem)
  const weak = passwordProblem(body.password)
  if (weak) return fail('invalid', weak)
  // Hash before the transaction: scrypt takes a while and transactions stay short.
  const hashedPassword = await hashPassword(body.password as string)

  const outcome = await db.transaction(async (tx) => {
    // Checked again under a row lock: two resets racing for one request, only one wins.
    const again = await findResetByToken(body.resetToken, tx, { lock: true })
    const problemNow = check(again.row, again.problem)
    if (problemNow) return { error: problemNow }
    const row = again.row!
    const userId = row.userId!
    const now = new Date()
    await tx.update(users).set({ hashedPassword, updatedAt: now }).where(eq(users.id, userId))
    await tx.update(passwordResetOtps).set({ usedAt: now }).where(eq(passwordResetOtps.id, row.id))
    await deleteUserSessions(userId, tx)
    await clearThrottle(throttleKeys.account(row.email), tx)
    await writeInfoLog({ action: 'password-reset', userId, entityType: 'password_reset_otp', entityId: row.id }, tx)
    return { error: null }
  })
  if (outcome.error) return fail('invalid', outcome.error)
  return succeed({}, 'ended')
}
