// Auth test helpers: users with passwords and access levels, and signing in through
// /api/auth on an injected server.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { accessLevels, userAccessLevels, users } from '../../../db/schema'
import { hashPassword } from '../lib/auth/password'
import { db } from '../lib/db'

export const testPassword = 'Correct-horse-9'

export async function createUser(
  options: { email?: string; password?: string | null; accessLevels?: string[]; roles?: string[]; disabled?: boolean } = {},
) {
  const email = options.email ?? `user${Math.random().toString(36).slice(2, 8)}@example.com`
  const [user] = await db
    .insert(users)
    .values({
      email,
      hashedPassword: options.password === null ? null : await hashPassword(options.password ?? testPassword),
      firstName: 'Test',
      lastName: 'User',
      slug: email.replace(/[^a-z0-9]/g, '-'),
      roles: options.roles ?? [],
      disabledAt: options.disabled ? new Date() : null,
    })
    .returning()
  for (const name of options.accessLevels ?? []) {
    await db.insert(accessLevels).values({ name, label: name, pageAccess: { home: true, [name]: true } }).onConflictDoNothing()
    const level = (await db.select().from(accessLevels)).find((row) => row.name === name)!
    await db.insert(userAccessLevels).values({ userId: user.id, accessLevelId: level.id })
  }
  return user
}

/** The `name=value` part of the response's session cookie (for a Cookie header). */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie']
  const first = Array.isArray(header) ? header[0] : header
  return first ? first.split(';')[0] : null
}

export function postAuth(app: FastifyInstance, body: Record<string, unknown>, cookie?: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  })
}

export async function logIn(app: FastifyInstance, email: string, password = testPassword) {
  const response = await postAuth(app, { method: 'login', username: email, password })
  const cookie = sessionCookieOf(response)
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  const token = (await app.inject({ method: 'GET', url: '/api/auth?method=getToken', headers: { cookie } })).body
  return { cookie, token }
}

export async function currentUserOf(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', ...headers },
    payload: JSON.stringify({ query: 'query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }' }),
  })
  return response.json().data?.redwood?.currentUser ?? null
}
