// /api/auth: the server side of @redwoodjs/auth-dbauth-web 8.9's protocol.
//   POST { method: 'login' | 'logout' | 'signup' | 'forgotPassword' | 'resetPassword' | 'validateResetToken', ... }
//   GET  ?method=getToken  -> the session's bearer token as text ('' when signed out)
// Answers are JSON; failures are `{ error }` with a 4xx status, which is what the client's
// callers read (it returns response.json() whatever the status). docs/auth.md has the details.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { accessLevels, passwordResetOtps, userAccessLevels, users } from '../../../db/schema'
import { writeInfoLog } from '../lib/audit'
import { runWithContext } from '../lib/context'
import { db } from '../lib/db'
import { enqueueEmail } from '../lib/mailer'
import { requestEmailSweep } from '../lib/worker'
import { createResetRequest, findResetByToken, OTP_LIFETIME_MS, resetMessages } from '../lib/auth/otp'
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from '../lib/auth/password'
import {
  clearedSessionCookie,
  createSession,
  deleteSession,
  deleteUserSessions,
  isActiveSessionUser,
  loadSession,
  readSessionCookie,
  sessionToken,
  sha256,
} from '../lib/auth/session'
import {
  claimAttempt,
  clearThrottle,
  policies,
  recordEvent,
  refundAttempt,
  retryText,
  throttleKeys,
  waitFor,
} from '../lib/auth/throttle'

export const authMessages = {
  badCredentials: 'Incorrect email or password.',
  missingCredentials: 'Enter your email and password.',
  disabled: 'This account has been disabled. Contact support if you think this is a mistake.',
  tooManyLogins: (wait: string) => `Too many failed sign-in attempts. Try again in ${wait}.`,
  tooManyResets: (wait: string) => `Too many password reset requests. Try again in ${wait}.`,
  tooManySignups: (wait: string) => `Too many sign-ups from this address. Try again in ${wait}.`,
  emailRequired: 'Enter your registered email',
  emailInvalid: 'Enter a valid email address (e.g., name@example.com)',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
}

const METHODS = ['login', 'logout', 'signup', 'forgotPassword', 'resetPassword', 'validateResetToken'] as const
type Method = (typeof METHODS)[number]
type Body = Record<string, unknown>
type Answer = { status: number; body: unknown; cookie?: string }

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

function fail(status: number, error: string): Answer {
  return { status, body: { error } }
}

export default async function authFunction(app: FastifyInstance) {
  app.get('/api/auth', async (req, reply) => {
    const method = (req.query as Record<string, unknown>).method
    if (method !== 'getToken') {
      return reply.status(400).send({ error: `Unknown auth method "${String(method ?? '')}" for GET: only getToken.` })
    }
    return getToken(req, reply)
  })

  app.post('/api/auth', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : null) as Body | null
    const method = body?.method
    if (!body || typeof method !== 'string' || !METHODS.includes(method as Method)) {
      return reply
        .status(400)
        .send({ error: `Unknown auth method "${String(method ?? '')}". Expected one of: ${METHODS.join(', ')}.` })
    }
    // Only logout may arrive as text/plain (the client sends it so). Everything else must be
    // JSON, which a cross-site page cannot send without a CORS preflight (no login CSRF).
    const isJson = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')
    if (method !== 'logout' && !isJson) return reply.status(415).send({ error: authMessages.jsonRequired })

    const answer = await runWithContext(
      {
        request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
        currentUser: null,
        loaders: new Map(),
      },
      () => handlers[method as Method](body, req),
    )
    if (answer.cookie) reply.header('set-cookie', answer.cookie)
    reply.header('cache-control', 'no-store')
    return reply.status(answer.status).send(answer.body)
  })
}

const handlers: Record<Method, (body: Body, req: FastifyRequest) => Promise<Answer>> = {
  login,
  logout,
  signup,
  forgotPassword,
  resetPassword,
  validateResetToken,
}

async function login(body: Body, req: FastifyRequest): Promise<Answer> {
  const email = normalizeEmail(body.username)
  const password = body.password
  if (!email || typeof password !== 'string' || !password) return fail(400, authMessages.missingCredentials)

  const account = throttleKeys.account(email)
  const address = throttleKeys.address(req.ip)
  const throttled = async () => {
    await writeInfoLog({ action: 'login-throttled', details: { email } })
    // At least a second: a block that raced us may already have been handed back.
    return fail(429, authMessages.tooManyLogins(retryText(Math.max(await waitFor([account, address]), 1000))))
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
    return fail(400, authMessages.badCredentials)
  }
  if (user.disabledAt) {
    await refundAttempt(account, policies.loginAccount)
    await refundAttempt(address, policies.loginAddress)
    await writeInfoLog({ action: 'login-failed', userId: user.id, details: { email, reason: 'disabled' } })
    return fail(403, authMessages.disabled)
  }

  // Rotation: whatever session the browser had is ended, and a fresh id is issued.
  const previous = await loadSession(readSessionCookie(req.headers.cookie))
  const session = await db.transaction(async (tx) => {
    if (previous) await deleteSession(sha256(previous.id), tx)
    const created = await createSession({ userId: user.id, ip: req.ip, userAgent: req.headers['user-agent'] }, tx)
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))
    await clearThrottle(account, tx)
    await refundAttempt(address, policies.loginAddress, tx)
    await writeInfoLog({ action: 'login', userId: user.id, details: { email } }, tx)
    return created
  })
  return { status: 200, body: { id: user.id }, cookie: session.cookie }
}

async function logout(_body: Body, req: FastifyRequest): Promise<Answer> {
  const session = await loadSession(readSessionCookie(req.headers.cookie))
  if (session) {
    await deleteSession(sha256(session.id))
    await writeInfoLog({
      action: 'logout',
      userId: session.record.originalUserId ?? session.record.userId,
      details: session.record.originalUserId ? { impersonatedUserId: session.record.userId } : {},
    })
  }
  return { status: 200, body: {}, cookie: clearedSessionCookie() }
}

const NAME_FIELDS = ['firstName', 'lastName', 'middleName', 'suffix'] as const

async function signup(body: Body, req: FastifyRequest): Promise<Answer> {
  const addressKey = throttleKeys.signupAddress(req.ip)
  const wait = await waitFor([addressKey])
  if (wait > 0) return fail(429, authMessages.tooManySignups(retryText(wait)))
  await recordEvent(addressKey, policies.signupAddress)

  const email = normalizeEmail(body.username ?? body.email)
  if (!email) return fail(400, authMessages.emailRequired)
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return fail(400, authMessages.emailInvalid)
  const problem = passwordProblem(body.password)
  if (problem) return fail(400, problem)
  const names: Partial<Record<(typeof NAME_FIELDS)[number], string>> = {}
  for (const field of NAME_FIELDS) {
    const value = body[field]
    if (value === undefined || value === null || value === '') continue
    if (typeof value !== 'string' || value.trim().length > 100) return fail(400, `${field} must be text of at most 100 characters`)
    names[field] = value.trim()
  }

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) return fail(400, authMessages.emailTaken)
  const hashedPassword = await hashPassword(body.password as string)
  try {
    const { user, session } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          hashedPassword,
          firstName: names.firstName ?? '',
          lastName: names.lastName ?? '',
          middleName: names.middleName ?? null,
          suffix: names.suffix ?? null,
          slug: slugFor(names.firstName, names.lastName, email),
        })
        .returning()
      await tx.insert(accessLevels).values({ name: 'non-member', label: 'Non-Member' }).onConflictDoNothing()
      const [level] = await tx.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, 'non-member'))
      await tx.insert(userAccessLevels).values({ userId: user.id, accessLevelId: level.id })
      const session = await createSession({ userId: user.id, ip: req.ip, userAgent: req.headers['user-agent'] }, tx)
      await writeInfoLog({ action: 'signup', userId: user.id, details: { email } }, tx)
      return { user, session }
    })
    return { status: 201, body: { id: user.id }, cookie: session.cookie }
  } catch (error) {
    // Two signups racing for one e-mail: the unique index decides.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      return fail(400, authMessages.emailTaken)
    }
    throw error
  }
}

function slugFor(firstName: string | undefined, lastName: string | undefined, email: string): string {
  const base = [firstName, lastName].filter(Boolean).join(' ') || email.split('@')[0]
  const cleaned = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'member'
  return `${cleaned}-${randomBytes(3).toString('hex')}`
}

async function forgotPassword(body: Body, req: FastifyRequest): Promise<Answer> {
  const email = normalizeEmail(body.username)
  if (!email) return fail(400, authMessages.emailRequired)
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return fail(400, authMessages.emailInvalid)

  // Counted for every e-mail, registered or not, so the limit itself reveals nothing.
  const keys = [throttleKeys.resetRequest(email), throttleKeys.resetAddress(req.ip)]
  const wait = await waitFor(keys)
  if (wait > 0) return fail(429, authMessages.tooManyResets(retryText(wait)))
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
  if (userId !== null) requestEmailSweep()
  return { status: 200, body: { id: row.id, token: resetToken, email } }
}

async function validateResetToken(body: Body): Promise<Answer> {
  const { row, problem } = await findResetByToken(body.resetToken)
  if (problem || !row) return fail(400, problem ?? resetMessages.invalidToken)
  return { status: 200, body: { id: row.id, email: row.email } }
}

async function resetPassword(body: Body): Promise<Answer> {
  const check = (row: typeof passwordResetOtps.$inferSelect | null, problem: string | null): string | null => {
    if (problem || !row) return problem ?? resetMessages.invalidToken
    // The web passes the id forgotPassword answered (as the route's userId); it must agree.
    const claimed = body.userId ?? body.id
    if (claimed !== undefined && claimed !== null && Number(claimed) !== row.id) return resetMessages.invalidToken
    if (!row.validatedAt || row.userId === null) return resetMessages.notValidated
    return null
  }
  const first = await findResetByToken(body.resetToken)
  const problem = check(first.row, first.problem)
  if (problem) return fail(400, problem)
  const weak = passwordProblem(body.password)
  if (weak) return fail(400, weak)
  // Hash before the transaction: scrypt takes a while and transactions stay short.
  const hashedPassword = await hashPassword(body.password as string)

  const outcome = await db.transaction(async (tx) => {
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
  if (outcome.error) return fail(400, outcome.error)
  return { status: 200, body: {}, cookie: clearedSessionCookie() }
}

async function getToken(req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8')
  const cookie = readSessionCookie(req.headers.cookie)
  const session = await loadSession(cookie)
  if (session && (await isActiveSessionUser(session.record.userId))) return reply.send(sessionToken(session.id))
  if (cookie) reply.header('set-cookie', clearedSessionCookie())
  return reply.send('')
}
