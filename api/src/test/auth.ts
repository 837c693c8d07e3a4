// Signing in over HTTP in tests: /api/auth and /api/graphql on an injected server, with the
// session cookie a browser would keep. Users come from factories.ts (createUser, testPassword).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { testPassword } from './factories'

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
