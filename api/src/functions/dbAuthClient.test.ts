// The real web client, @redwoodjs/auth-dbauth-web 8.9, against this server on a real port:
// if the protocol drifts from what the client sends and reads, this fails.
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import makeFetchCookie from 'fetch-cookie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxEmails, sessions } from '../../../db/schema'
import { db } from '../lib/db'
import { createServer } from '../server'
import { createUser, testPassword } from '../test/factories'

const globals = globalThis as Record<string, unknown>
let app: FastifyInstance
const originalFetch = globalThis.fetch

beforeAll(async () => {
  app = await createServer()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  globals.RWJS_API_URL = `http://127.0.0.1:${port}/api`
  globals.RWJS_API_GRAPHQL_URL = `http://127.0.0.1:${port}/api/graphql`
  globals.RWJS_ENV = { RWJS_API_URL: globals.RWJS_API_URL, RWJS_API_GRAPHQL_URL: globals.RWJS_API_GRAPHQL_URL }
  // A browser's cookie jar: the client relies on the session cookie coming back.
  globalThis.fetch = makeFetchCookie(originalFetch) as typeof fetch
})

afterAll(async () => {
  globalThis.fetch = originalFetch
  await app.close()
})

/** What @redwoodjs/auth's getCurrentUser sends after getToken. */
async function fetchCurrentUser(token: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(globals.RWJS_API_GRAPHQL_URL as string, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query: 'query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }' }),
  })
  expect(response.ok).toBe(true)
  const { data } = await response.json()
  return data?.redwood?.currentUser ?? null
}

async function graphql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(globals.RWJS_API_GRAPHQL_URL as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()).data
}

describe('@redwoodjs/auth-dbauth-web against this server', () => {
  it('logs in, reads the current user, resets the password with an OTP, and logs out', async () => {
    const { createDbAuthClient } = await import('@redwoodjs/auth-dbauth-web')
    const client = createDbAuthClient()
    const user = await createUser({ email: 'tess@example.com', accessLevels: ['member', 'coach'] })

    expect(await client.getToken()).toBeNull()
    expect(await client.login({ username: 'tess@example.com', password: 'wrong-password' })).toEqual({
      error: 'Incorrect email or password.',
    })
    expect(await client.login({ username: 'tess@example.com', password: testPassword })).toEqual({ id: user.id })
    const token = await client.getToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(await client.getUserMetadata()).toBe(token)

    const me = await fetchCurrentUser(token)
    expect(me).toMatchObject({ id: user.id, email: 'tess@example.com', accessLevel: { name: 'member' }, isImpersonating: false })
    expect((await fetchCurrentUser(token, { 'x-current-role': 'coach' })).accessLevel.name).toBe('coach')

    // Forgot password -> OTP by e-mail -> validateOtp -> resetPassword.
    const forgot = await client.forgotPassword('tess@example.com')
    expect(forgot).toMatchObject({ email: 'tess@example.com', id: expect.any(Number), token: expect.any(String) })
    expect(await client.validateResetToken(forgot.token)).toMatchObject({ id: forgot.id })
    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'tess@example.com'))
    const otp = Number(/\b(\d{6})\b/.exec(mail.text)![1])
    const validation = await graphql(
      'mutation ($input: ValidateOtpInput!) { validateOtp(input: $input) { isValid message } }',
      { input: { id: forgot.id, otp } },
    )
    expect(validation.validateOtp.isValid).toBe(true)
    // The web sends the id forgotPassword answered along (its route's userId).
    const attributes = { resetToken: forgot.token, password: 'New-password-77', userId: forgot.id }
    expect(await client.resetPassword(attributes as Parameters<typeof client.resetPassword>[0])).toEqual({})
    // The reset ended the session this browser had.
    expect(await client.getToken()).toBeNull()
    expect(await db.select().from(sessions)).toEqual([])
    expect(await client.validateResetToken(forgot.token)).toEqual({
      error: 'This password reset has already been used. Request a new OTP.',
    })

    expect(await client.login({ username: 'tess@example.com', password: 'New-password-77' })).toEqual({ id: user.id })
    expect(await client.getToken()).toMatch(/^[\w-]{43}$/)
    expect(await client.logout()).toBe(true)
    expect(await client.getToken()).toBeNull()
    expect(await db.select().from(sessions)).toEqual([])
  })

  it('signs up a non-member through the client', async () => {
    const { createDbAuthClient } = await import('@redwoodjs/auth-dbauth-web')
    const client = createDbAuthClient()
    const result = await client.signup({ username: 'uma@example.com', password: 'Sign-up-pass-1', firstName: 'Uma' })
    expect(result).toEqual({ id: expect.any(Number) })
    const me = await fetchCurrentUser(await client.getToken())
    expect(me).toMatchObject({ email: 'uma@example.com', firstName: 'Uma', accessLevel: { name: 'non-member' } })
    await client.logout()
  })
})
