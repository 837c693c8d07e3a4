// What this guards against (docs/security.md, "Cross-site requests (CSRF) and CORS"): any origin's preflight was granted with credentials, a text/plain POST ran
// as JSON, and a request without an Authorization header was judged by its cookie alone.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../../server'
import { currentUserOf, logIn, sessionCookieOf } from '../../test/auth'
import { createUser, testPassword } from '../../test/factories'

const appOrigin = 'https://app.example.com'
const currentUserQuery = JSON.stringify({ query: '{ redwood { currentUser } }' })

describe('cross-site requests', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer({ edge: { appOrigins: [appOrigin] } })
  })
  afterAll(async () => {
    await app.close()
  })

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/graphql',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    })

  it('grants no preflight to another origin', async () => {
    const response = await preflight('https://evil.example')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('grants the app’s own origin (APP_ORIGIN)', async () => {
    const response = await preflight(appOrigin)
    expect(response.headers['access-control-allow-origin']).toBe(appOrigin)
    expect(response.headers['access-control-allow-credentials']).toBe('true')
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/)
  })

  it('refuses a text/plain (or form) POST to /api/graphql with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': contentType }, payload: currentUserQuery })
      expect({ contentType, status: response.statusCode }).toEqual({ contentType, status: 415 })
    }
  })

  it('still reads the dbAuth client’s text/plain logout on /api/auth, and nothing else as text', async () => {
    const logout = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: '{"method":"logout"}' })
    expect(logout.statusCode).toBe(200)
    const login = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'text/plain' }, payload: '{"method":"login"}' })
    expect(login.statusCode).toBe(415)
  })

  it('refuses a POST whose Origin is another site, on /api/graphql and /api/auth', async () => {
    const graphql = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: currentUserQuery,
    })
    expect(graphql.statusCode).toBe(403)
    const auth = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ method: 'login', username: 'a@example.com', password: 'whatever-1' }),
    })
    expect(auth.statusCode).toBe(403)
  })

  it('accepts the app’s origin, the origin of the host it was sent to, and no Origin at all', async () => {
    const status = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: currentUserQuery }))
        .statusCode
    expect(await status({ origin: appOrigin })).toBe(200)
    expect(await status({ origin: 'http://127.0.0.1:8920', host: '127.0.0.1:8920' })).toBe(200)
    expect(await status({ origin: 'http://127.0.0.1:8920', host: '127.0.0.1:8921' })).toBe(403)
    expect(await status({})).toBe(200)
  })

  it('a cookie without the bearer token getToken gives is signed out', async () => {
    await createUser({ email: 'csrf@example.com', accessLevels: ['member'] })
    const { cookie, token } = await logIn(app, 'csrf@example.com')
    expect(await currentUserOf(app, { cookie })).toBeNull()
    expect(await currentUserOf(app, { cookie, authorization: 'Bearer ' })).toBeNull()
    expect(await currentUserOf(app, { cookie, authorization: `Bearer ${token}` })).toMatchObject({ email: 'csrf@example.com' })
    // Signing in from the app's own origin still works (and answers the session cookie).
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', origin: appOrigin },
      payload: JSON.stringify({ method: 'login', username: 'csrf@example.com', password: testPassword }),
    })
    expect(login.statusCode).toBe(200)
    expect(sessionCookieOf(login)).toMatch(/^tribe_session=/)
  })
})
