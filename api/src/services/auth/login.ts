// login: e-mail and password -> a new session (docs/auth.md "Login").
import { eq } from 'drizzle-orm'
import { users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../../lib/auth/password'
import { createSession, deleteSession, loadSession, sha256 } from '../../lib/auth/session'
import { claimAttempt, clearThrottle, policies, refundAttempt, retryText, throttleKeys, waitFor } from '../../lib/auth/throttle'
import { context } from '../../lib/context'
import { db } from '../../lib/db'
import { fail, normalizeEmail, succeed, type AuthBody, type AuthOutcome } from './flow'
import { authMessages } from './messages'

/** Signs `username` in with `password`; whatever session the browser had (`sealedSession`) ends. */
export async function login(body: AuthBody, sealedSession: string | null): Promise<AuthOutcome<{ id: number }>> {
  const email = normalizeEmail(body.username)
  const password = body.password
  if (!email || typeof password !== 'string' || !password) return fail('invalid', authMessages.missingCredentials)

  const { ip, userAgent } = context().request
  const account = throttleKeys.account(email)
  const address = throttleKeys.address(ip)
  const throttled = async () => {
    await writeInfoLog({ action: 'login-throttled', details: { email } })
    // At least a second: a block that raced us may already have been handed back.
    return fail('throttled', authMessages.tooManyLogins(retryText(Math.max(await waitFor([account, address]), 1000))))
  }
  // While blocked nothing is counted and the password is not even checked.
  if ((await waitFor([account, address])) > 0) return throttled()
  // Counted now, before the slow check, so parallel guesses cannot all slip past the limit;
  // a right password hands the attempt back below.
  if (!(await claimAttempt(account, policies.loginAccount))) return throttled()
  if (!(await claimAttempt(address, policies.loginAddress))) {
    await refundAttempt(account, policies.loginAccount)
    return throttled()
  }

  const [user] = await db.select().from(users).where(eq(users.email, email))
  // Always one scrypt run, user or not, so the answer's timing does not reveal the e-mail.
  const matches = await verifyPassword(password.slice(0, MAX_PASSWORD_LENGTH + 1), user?.hashedPassword)
  if (!user || !matches || password.length > MAX_PASSWORD_LENGTH) {
    await writeInfoLog({ action: 'login-failed', details: { email } })
    return fail('invalid', authMessages.badCredentials)
  }
  if (user.disabledAt) {
    await refundAttempt(account, policies.loginAccount)
    await refundAttempt(address, policies.loginAddress)
    await writeInfoLog({ action: 'login-failed', userId: user.id, details: { email, reason: 'disabled' } })
    return fail('disabled', authMessages.disabled)
  }

  // Rotation: whatever session the browser had is ended, and a fresh id is issued.
  const previous = await loadSession(sealedSession)
  const session = await db.transaction(async (tx) => {
    if (previous) await deleteSession(sha256(previous.id), tx)
    const created = await createSession({ userId: user.id, ip, userAgent }, tx)
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))
    await clearThrottle(account, tx)
    await refundAttempt(address, policies.loginAddress, tx)
    await writeInfoLog({ action: 'login', userId: user.id, details: { email } }, tx)
    return created
  })
  return succeed({ id: user.id }, session)
}
