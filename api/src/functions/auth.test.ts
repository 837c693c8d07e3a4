import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authThrottles, infoLogs, sessions, userAccessLevels, users } from '../../../db/schema'
import { db } from '../lib/db'
import { createServer } from '../server'
import { currentUserOf, logIn, postAuth, sessionCookieOf } from '../test/auth'
import { createUser, testPassword } from '../test/factories'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const getToken = (cookie?: string | null) =>
  app.inject({ method: 'GET', url: '/api/auth?method=getToken', headers: cookie ? { cookie } : {} })

describe('POST /api/auth login', () => {
  it('signs in: { id }, a sealed HttpOnly SameSite=Strict cookie, a session row, a login log', async () => {
    const user = await createUser({ email: 'ana@example.com', accessLevels: ['member'] })
    const response = await postAuth(app, { method: 'login', username: ' Ana@Example.com ', password: testPassword })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: user.id })
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/^tribe_session=[\w-]{80}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=1209600/)
    const rows = await db.select().from(sessions)
    expect(rows).toHaveLength(1)
    expect(rows[0].userId).toBe(user.id)
    // Only the hash of the id is stored; the cookie value is not it.
    expect(setCookie).not.toContain(rows[0].idHash)
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'login'))
    expect(logs).toMatchObject([{ userId: user.id, ip: '127.0.0.1' }])
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0].lastLoginAt).not.toBeNull()
  })

  it('answers one generic message for an unknown e-mail and a wrong password, and logs the attempt', async () => {
    await createUser({ email: 'ben@example.com' })
    const unknown = await postAuth(app, { method: 'login', username: 'nobody@example.com', password: testPassword })
    const wrong = await postAuth(app, { method: 'login', username: 'ben@example.com', password: 'Wrong-pass-1' })
    expect(unknown.statusCode).toBe(400)
    expect(wrong.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ error: 'Incorrect email or password.' })
    expect(wrong.json()).toEqual(unknown.json())
    expect(sessionCookieOf(wrong)).toBeNull()
    expect(await db.select().from(sessions)).toEqual([])
    const failed = await db.select().from(infoLogs).where(eq(infoLogs.action, 'login-failed'))
    expect(failed.map((row) => row.details)).toEqual([{ email: 'nobody@example.com' }, { email: 'ben@example.com' }])
    expect(JSON.stringify(failed)).not.toContain('Wrong-pass-1')
  })

  it('refuses a user without a password and a disabled user', async () => {
    await createUser({ email: 'imported@example.com', password: null })
    await createUser({ email: 'gone@example.com', disabled: true })
    const imported = await postAuth(app, { method: 'login', username: 'imported@example.com', password: '' })
    expect(imported.json()).toEqual({ error: 'Enter your email and password.' })
    const importedGuess = await postAuth(app, { method: 'login', username: 'imported@example.com', password: 'anything-1' })
    expect(importedGuess.json()).toEqual({ error: 'Incorrect email or password.' })
    const disabled = await postAuth(app, { method: 'login', username: 'gone@example.com', password: testPassword })
    expect(disabled.statusCode).toBe(403)
    expect(disabled.json().error).toMatch(/disabled/)
    expect(await db.select().from(sessions)).toEqual([])
  })

  it('rotates the session at login: the old cookie stops working', async () => {
    await createUser({ email: 'cara@example.com', accessLevels: ['member'] })
    const first = await logIn(app, 'cara@example.com')
    const again = await postAuth(app, { method: 'login', username: 'cara@example.com', password: testPassword }, first.cookie)
    const second = sessionCookieOf(again)!
    expect(second).not.toBe(first.cookie)
    expect((await getToken(first.cookie)).body).toBe('')
    expect((await getToken(second)).body).toMatch(/^[\w-]{43}$/)
    expect(await db.select().from(sessions)).toHaveLength(1)
  })
})

describe('throttling failed logins', () => {
  it('after 5 failures an account waits (even with the right password); a success resets the counter', async () => {
    await createUser({ email: 'dan@example.com' })
    for (let i = 0; i < 5; i++) {
      const response = await postAuth(app, { method: 'login', username: 'dan@example.com', password: `Wrong-${i}-pass` })
      expect(response.json()).toEqual({ error: 'Incorrect email or password.' })
    }
    const blocked = await postAuth(app, { method: 'login', username: 'dan@example.com', password: testPassword })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().error).toBe('Too many failed sign-in attempts. Try again in 30 seconds.')
    expect(sessionCookieOf(blocked)).toBeNull()
    // Unknown e-mails are throttled the same way, so the wait reveals nothing either.
    for (let i = 0; i < 5; i++) await postAuth(app, { method: 'login', username: 'ghost@example.com', password: 'x-wrong-1' })
    expect((await postAuth(app, { method: 'login', username: 'ghost@example.com', password: 'x' })).statusCode).toBe(429)

    // The wait ends (never a permanent lock): move the block into the past.
    await db.update(authThrottles).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(authThrottles.key, 'account:dan@example.com'))
    const ok = await postAuth(app, { method: 'login', username: 'dan@example.com', password: testPassword })
    expect(ok.statusCode).toBe(200)
    expect(await db.select().from(authThrottles).where(eq(authThrottles.key, 'account:dan@example.com'))).toEqual([])
  })

  it('grows the wait with each further failure, capped at 15 minutes', async () => {
    const { policies, recordEvent, waitFor } = await import('../lib/auth/throttle')
    const now = new Date('2030-01-01T00:00:00Z')
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      await recordEvent('account:eve@example.com', policies.loginAccount, now)
      waits.push(await waitFor(['account:eve@example.com'], now))
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0])
    expect(waits.slice(4, 10).map((ms) => ms / 1000)).toEqual([30, 60, 120, 240, 480, 900])
    expect(waits[11]).toBe(15 * 60_000)
    // A new window (15 minutes after the first failure) starts counting from 1 again.
    const later = new Date(now.getTime() + 16 * 60_000)
    expect(await recordEvent('account:eve@example.com', policies.loginAccount, later)).toBe(1)
    expect(await waitFor(['account:eve@example.com'], later)).toBe(0)
  })

  it('counts a burst of parallel guesses too: only 5 passwords of one account are checked', async () => {
    await createUser({ email: 'burst@example.com' })
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postAuth(app, { method: 'login', username: 'burst@example.com', password: `Wrong-${i}-pass` })),
    )
    const statuses = burst.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'login-failed'))).toHaveLength(5)
  })

  it('a success does not count against the address', async () => {
    await createUser({ email: 'office@example.com' })
    for (let i = 0; i < 25; i++) expect((await logIn(app, 'office@example.com')).cookie).toBeTruthy()
    expect(await db.select().from(authThrottles)).toEqual([])
  })

  it('also limits one address guessing across many accounts (20 failures)', async () => {
    for (let i = 0; i < 20; i++) await postAuth(app, { method: 'login', username: `guess${i}@example.com`, password: 'nope-nope' })
    await createUser({ email: 'fay@example.com' })
    const response = await postAuth(app, { method: 'login', username: 'fay@example.com', password: testPassword })
    expect(response.statusCode).toBe(429)
  })
})

describe('logout and getToken', () => {
  it('getToken answers the session token, logout (text/plain body) ends the session', async () => {
    await createUser({ email: 'gia@example.com', accessLevels: ['member'] })
    const { cookie, token } = await logIn(app, 'gia@example.com')
    const tokenResponse = await getToken(cookie)
    expect(tokenResponse.headers['content-type']).toMatch(/^text\/plain/)
    expect(tokenResponse.body).toBe(token)
    expect((await getToken()).body).toBe('')

    // What the dbAuth client sends: JSON text without a JSON content type.
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
      payload: JSON.stringify({ method: 'logout' }),
    })
    expect(logout.statusCode).toBe(200)
    expect(String(logout.headers['set-cookie'])).toMatch(/^tribe_session=; .*Max-Age=0/)
    expect(await db.select().from(sessions)).toEqual([])
    expect((await getToken(cookie)).body).toBe('')
    expect(await db.select({ action: infoLogs.action }).from(infoLogs)).toContainEqual({ action: 'logout' })
  })

  it('refuses a tampered cookie', async () => {
    await createUser({ email: 'hal@example.com' })
    const { cookie, token } = await logIn(app, 'hal@example.com')
    const [name, value] = cookie.split('=')
    const flipped = value.slice(0, 10) + (value[10] === 'A' ? 'B' : 'A') + value.slice(11)
    expect((await getToken(`${name}=${flipped}`)).body).toBe('')
    expect(await currentUserOf(app, { cookie: `${name}=${flipped}`, authorization: `Bearer ${token}` })).toBeNull()
  })

  it('ends sessions past the idle or absolute limit', async () => {
    await createUser({ email: 'ida@example.com' })
    const a = await logIn(app, 'ida@example.com')
    await db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 73 * 3_600_000) })
    expect((await getToken(a.cookie)).body).toBe('')
    expect(await db.select().from(sessions)).toEqual([])
    const b = await logIn(app, 'ida@example.com')
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) })
    expect((await getToken(b.cookie)).body).toBe('')
    expect(await db.select().from(sessions)).toEqual([])
  })
})

describe('other requests', () => {
  it('answers 400 for an unknown method and 415 for a non-JSON login', async () => {
    const unknown = await postAuth(app, { method: 'webAuthnRegister' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toMatch(/Unknown auth method "webAuthnRegister". Expected one of: login, logout/)
    expect((await app.inject({ method: 'GET', url: '/api/auth?method=login' })).statusCode).toBe(400)
    const textLogin = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ method: 'login', username: 'a@example.com', password: 'x' }),
    })
    expect(textLogin.statusCode).toBe(415)
  })
})

describe('signup', () => {
  it('creates a non-member (making the access level if missing) and signs them in', async () => {
    const response = await postAuth(app, {
      method: 'signup',
      username: 'New.Person@Example.com',
      password: 'Long-enough-1',
      firstName: 'New',
      lastName: 'Person',
    })
    expect(response.statusCode).toBe(201)
    const [user] = await db.select().from(users)
    expect(response.json()).toEqual({ id: user.id })
    expect(user).toMatchObject({ email: 'new.person@example.com', firstName: 'New', lastName: 'Person' })
    expect(user.slug).toMatch(/^new-person-[0-9a-f]{6}$/)
    expect(user.hashedPassword).toMatch(/^scrypt\$/)
    const cookie = sessionCookieOf(response)!
    const token = (await getToken(cookie)).body
    const me = await currentUserOf(app, { cookie, authorization: `Bearer ${token}` })
    expect(me.accessLevels.map((level: { name: string }) => level.name)).toEqual(['non-member'])
    expect(me.accessLevel.name).toBe('non-member')
    expect(await db.select().from(userAccessLevels)).toHaveLength(1)
  })

  it('refuses a taken e-mail, a bad e-mail and a short password, creating nothing', async () => {
    await createUser({ email: 'taken@example.com' })
    const taken = await postAuth(app, { method: 'signup', username: 'TAKEN@example.com', password: 'Long-enough-1' })
    expect(taken.json().error).toMatch(/already exists/)
    expect((await postAuth(app, { method: 'signup', username: 'not-an-email', password: 'Long-enough-1' })).json()).toEqual({
      error: 'Enter a valid email address (e.g., name@example.com)',
    })
    expect((await postAuth(app, { method: 'signup', username: 'ok@example.com', password: 'short' })).json()).toEqual({
      error: 'Password must be at least 8 characters',
    })
    expect(await db.select().from(users)).toHaveLength(1)
    expect(await db.select().from(sessions)).toEqual([])
  })
})

describe('the GraphQL current user', () => {
  it('needs the cookie and this session’s bearer token', async () => {
    await createUser({ email: 'jo@example.com', accessLevels: ['member', 'coach'], roles: ['admin'] })
    const { cookie, token } = await logIn(app, 'jo@example.com')
    const me = await currentUserOf(app, { cookie, authorization: `Bearer ${token}` })
    expect(me).toMatchObject({ email: 'jo@example.com', roles: ['admin'], isImpersonating: false, originalUserId: null })
    expect(me.accessLevel.name).toBe('member')
    expect(me.pageAccess).toEqual({ home: true, member: true })
    // The cookie alone is signed out: only the app's scripts can read the token (docs/security.md).
    expect(await currentUserOf(app, { cookie })).toBeNull()
    expect(await currentUserOf(app, { cookie, authorization: 'Bearer null' })).toBeNull()
    const other = await logIn(app, 'jo@example.com') // a second browser
    expect(await currentUserOf(app, { cookie, authorization: `Bearer ${other.token}` })).toBeNull()
    expect(await currentUserOf(app, { authorization: `Bearer ${token}` })).toBeNull()
  })

  it('acts as the role in x-current-role only when the user holds it', async () => {
    await createUser({ email: 'kim@example.com', accessLevels: ['coach', 'member'] })
    await createUser({ email: 'lee@example.com', accessLevels: ['coach', 'affiliate'] })
    const signedIn = ({ cookie, token }: { cookie: string; token: string }) => ({ cookie, authorization: `Bearer ${token}` })
    const kim = signedIn(await logIn(app, 'kim@example.com'))
    expect((await currentUserOf(app, { ...kim, 'x-current-role': 'coach' })).accessLevel.name).toBe('coach')
    expect((await currentUserOf(app, { ...kim, 'x-current-role': 'tribe-team-ro' })).accessLevel.name).toBe('member')
    const lee = signedIn(await logIn(app, 'lee@example.com'))
    const leeMe = await currentUserOf(app, { ...lee, 'x-current-role': 'tribe-team-ro' })
    expect(leeMe.accessLevel.name).toBe('coach') // no member level: the first one
    expect(leeMe.pageAccess).toEqual({ home: true, coach: true })
  })

  it('disabling a user ends their sessions on the next request', async () => {
    const user = await createUser({ email: 'max@example.com' })
    const { cookie, token } = await logIn(app, 'max@example.com')
    await logIn(app, 'max@example.com')
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id))
    expect(await currentUserOf(app, { cookie, authorization: `Bearer ${token}` })).toBeNull()
    expect(await db.select().from(sessions)).toEqual([])
  })

  it('marks impersonation and writes every impersonated request to the info log', async () => {
    const admin = await createUser({ email: 'admin@example.com', accessLevels: ['tribe-team-ro'], roles: ['admin'] })
    const member = await createUser({ email: 'mem@example.com', accessLevels: ['member'] })
    const { cookie, token } = await logIn(app, 'admin@example.com')
    await db.update(sessions).set({ userId: member.id, originalUserId: admin.id })
    const me = await currentUserOf(app, { cookie, authorization: `Bearer ${token}` })
    expect(me).toMatchObject({ id: member.id, email: 'mem@example.com', isImpersonating: true, originalUserId: admin.id })
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'impersonated-request'))
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ userId: member.id, originalUserId: admin.id })
    expect(logs[0].details).toMatchObject({ operationName: '__REDWOOD__AUTH_GET_CURRENT_USER' })
    expect(logs[0].requestId).toBeTruthy()
  })
})
