// Server-side sessions. The cookie carries only a random 32-byte session id, sealed with
// AES-256-GCM (authenticated encryption: a changed byte is refused, not decrypted to garbage).
// The database keeps sha256(id) in `sessions`, never the id itself, so a leaked table cannot be
// replayed as cookies. Logging out, a password change or disabling a user deletes rows, which
// ends those sessions everywhere at once.
//
// Keys: HKDF-SHA256 over SESSION_SECRET, one key per purpose (cookie sealing, the bearer token,
// OTP hashing), so no key is used for two things.
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, lt, ne, or } from 'drizzle-orm'
import { sessions, users } from '../../../../db/schema'
import { db, type Executor } from '../db'
import { intSetting, isProduction, setting } from '../env'

export const SESSION_COOKIE = 'tribe_session'
/** The development default in .env.defaults: fine on a laptop, refused in production. */
const DEVELOPMENT_SECRET = 'development-only-secret-change-me-0123456789'
const MIN_SECRET_LENGTH = 32
const SEAL_CONTEXT = Buffer.from('tribe-session-v1')
/** lastSeenAt is written at most this often, so a busy page does not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000

/** Why SESSION_SECRET is unusable in production, or null when it is fine. */
export function sessionSecretProblem(secret: string | undefined, production: boolean): string | null {
  if (!production) return null
  if (!secret) return 'SESSION_SECRET is not set'
  if (secret === DEVELOPMENT_SECRET) return 'SESSION_SECRET is still the development default from .env.defaults'
  if (secret.length < MIN_SECRET_LENGTH) return `SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`
  return null
}

/** Called at server start: production refuses to run with a guessable secret. */
export function assertSessionSecret() {
  const problem = sessionSecretProblem(process.env.SESSION_SECRET, isProduction)
  if (problem) throw new Error(`Refusing to start: ${problem}. Set a long random value, e.g. \`openssl rand -hex 32\`.`)
}

let keys: { seal: Buffer; token: Buffer; otp: Buffer } | undefined

function derivedKeys() {
  if (!keys) {
    const secret = setting('SESSION_SECRET')
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', secret, 'tribe-auth', purpose, 32))
    keys = { seal: derive('session-cookie'), token: derive('bearer-token'), otp: derive('password-reset-otp') }
  }
  return keys
}

/** The HMAC key for hashing OTPs (otp.ts). */
export function otpKey(): Buffer {
  return derivedKeys().otp
}

export function sha256(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex')
}

export function sealSessionId(id: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derivedKeys().seal, iv)
  cipher.setAAD(SEAL_CONTEXT)
  const sealed = Buffer.concat([cipher.update(id), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** The session id inside a cookie value, or null when the value was not sealed by us. */
export function unsealSessionId(value: string): Buffer | null {
  const raw = Buffer.from(value, 'base64url')
  if (raw.length !== 12 + 32 + 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKeys().seal, raw.subarray(0, 12))
    decipher.setAAD(SEAL_CONTEXT)
    decipher.setAuthTag(raw.subarray(44))
    return Buffer.concat([decipher.update(raw.subarray(12, 44)), decipher.final()])
  } catch {
    return null // authentication failed: tampered, or sealed with another secret
  }
}

/**
 * The token getToken answers and the web client sends back as `Authorization: Bearer <token>`.
 * Not the user id (Redwood's choice): an HMAC of the session id, so it changes with every
 * session, says nothing about the user, and cannot be turned back into the cookie.
 */
export function sessionToken(id: Buffer): string {
  return createHmac('sha256', derivedKeys().token).update(id).digest('base64url')
}

export function tokenMatches(id: Buffer, token: string): boolean {
  return sameToken(sessionToken(id), token)
}

/** Constant-time comparison of the session's token with the one a request sent. */
export function sameToken(expected: string, token: string): boolean {
  const wanted = Buffer.from(expected)
  const given = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

export function sessionLimits() {
  return {
    maxAgeMs: intSetting('SESSION_MAX_AGE_HOURS', 336) * 3_600_000,
    idleMs: intSetting('SESSION_IDLE_HOURS', 72) * 3_600_000,
  }
}

export function sessionCookie(sealed: string): string {
  const maxAge = Math.floor(sessionLimits().maxAgeMs / 1000)
  return cookie(sealed, maxAge)
}

export function clearedSessionCookie(): string {
  return cookie('', 0)
}

function cookie(value: string, maxAge: number) {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAge}`]
  if (isProduction) parts.push('Secure')
  return parts.join('; ')
}

/** The raw value of our cookie in a Cookie header, if present. */
export function readSessionCookie(header: string | undefined): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === SESSION_COOKIE) return part.slice(index + 1).trim() || null
  }
  return null
}

export type SessionRecord = typeof sessions.$inferSelect

export type NewSession = { id: Buffer; idHash: string; cookie: string; token: string; record: SessionRecord }

/** A new session (a fresh random id: login always rotates). */
export async function createSession(
  input: { userId: number; originalUserId?: number | null; ip?: string | null; userAgent?: string | null },
  executor: Executor = db,
): Promise<NewSession> {
  const id = randomBytes(32)
  const idHash = sha256(id)
  const now = new Date()
  const [record] = await executor
    .insert(sessions)
    .values({
      idHash,
      userId: input.userId,
      originalUserId: input.originalUserId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionLimits().maxAgeMs),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning()
  return { id, idHash, cookie: sessionCookie(sealSessionId(id)), token: sessionToken(id), record }
}

/** What a request needs of its session id: the id, the hash its row is stored under, its bearer token. */
export type SessionKey = { id: Buffer; idHash: string; token: string }

/** Cookie values recently unsealed (least recently added go first). */
const keysBySealed = new Map<string, SessionKey>()
const MAX_KEYS = 10_000

/**
 * The session key in a sealed cookie value, or null when we did not seal it. Unsealing (AES-GCM),
 * hashing and the token's HMAC cost tens of microseconds on every request, and their answer for
 * a cookie value never changes (it depends on the value and the keys alone), so the answers for
 * values seen recently are kept. Nothing about the session's state is: whether it is still live
 * is asked of the database on every request.
 */
export function sessionKey(sealed: string | null): SessionKey | null {
  if (!sealed) return null
  const known = keysBySealed.get(sealed)
  if (known) return known
  const id = unsealSessionId(sealed)
  if (!id) return null // not kept: strangers' garbage must not push out real sessions
  const key = { id, idHash: sha256(id), token: sessionToken(id) }
  keysBySealed.set(sealed, key)
  if (keysBySealed.size > MAX_KEYS) keysBySealed.delete(keysBySealed.keys().next().value!)
  return key
}

/**
 * The live session for a sealed cookie value, or null. A session past its absolute lifetime or
 * idle too long is deleted on sight. lastSeenAt moves at most once a minute.
 */
export async function loadSession(sealed: string | null): Promise<{ id: Buffer; record: SessionRecord } | null> {
  const key = sessionKey(sealed)
  if (!key) return null
  const [record] = await db.select().from(sessions).where(eq(sessions.idHash, key.idHash))
  if (!record || !(await keepSessionAlive(key.idHash, record))) return null
  return { id: key.id, record }
}

/**
 * The lifetime rules for a session row just read: false (and the row deleted) when it is past its
 * absolute lifetime or idle limit; otherwise true, with lastSeenAt moved if a minute has passed.
 */
export async function keepSessionAlive(idHash: string, record: SessionRecord): Promise<boolean> {
  const now = Date.now()
  if (record.expiresAt.getTime() <= now || record.lastSeenAt.getTime() + sessionLimits().idleMs <= now) {
    await deleteSession(idHash)
    return false
  }
  if (now - record.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    record.lastSeenAt = new Date(now)
    await db.update(sessions).set({ lastSeenAt: record.lastSeenAt }).where(eq(sessions.idHash, idHash))
  }
  return true
}

export async function deleteSession(idHash: string, executor: Executor = db) {
  await executor.delete(sessions).where(eq(sessions.idHash, idHash))
}

/**
 * Ends every session of a user: after a password change, when the user is disabled, or when an
 * admin's own account is. Includes sessions where the user is being impersonated or is the
 * impersonating admin.
 */
export async function deleteUserSessions(userId: number, executor: Executor = db) {
  await executor.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.originalUserId, userId)))
}

/**
 * Ends every session of a user but `keepIdHash` (the one changing the password from the profile
 * page stays signed in; every other browser, and any impersonation of the user, ends).
 */
export async function deleteOtherUserSessions(userId: number, keepIdHash: string, executor: Executor = db) {
  await executor
    .delete(sessions)
    .where(and(or(eq(sessions.userId, userId), eq(sessions.originalUserId, userId)), ne(sessions.idHash, keepIdHash)))
}

/**
 * True when the session's user still exists and is not disabled. Otherwise every session of that
 * user ends here: the account was disabled or removed after the session began.
 */
export async function isActiveSessionUser(userId: number, executor: Executor = db): Promise<boolean> {
  const [user] = await executor.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId))
  if (user && !user.disabledAt) return true
  await deleteUserSessions(userId, executor)
  return false
}

/**
 * Impersonation keeps the same session (and cookie) and changes whom it speaks for:
 * start: userId = the member, originalUserId = the admin; stop: back to the admin.
 */
export async function switchSessionUser(
  idHash: string,
  change: { userId: number; originalUserId: number | null },
  executor: Executor = db,
) {
  await executor.update(sessions).set(change).where(eq(sessions.idHash, idHash))
}

/** Housekeeping for the worker sweep: rows past their lifetime or idle limit. */
export async function deleteExpiredSessions(executor: Executor = db): Promise<number> {
  const now = new Date()
  const idleBefore = new Date(now.getTime() - sessionLimits().idleMs)
  const deleted = await executor
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)))
    .returning({ idHash: sessions.idHash })
  return deleted.length
}

