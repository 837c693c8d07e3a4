// /api/auth: the server side of @redwoodjs/auth-dbauth-web 8.9's protocol, a thin HTTP adapter
// over the flows in services/auth/ (one file each; docs/auth.md has the rules).
//   POST { method: 'login' | 'logout' | 'signup' | 'forgotPassword' | 'resetPassword' | 'validateResetToken', ... }
//   GET  ?method=getToken  -> the session's bearer token as text ('' when signed out)
// Answers are JSON; failures are `{ error }` with a 4xx status, which is what the client's
// callers read (it returns response.json() whatever the status).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { clearedSessionCookie, readSessionCookie } from '../lib/auth/session'
import { runWithContext } from '../lib/context'
import { BODY_LIMIT_BYTES } from '../lib/security/bodyLimits'
import { isJsonContentType } from '../lib/security/origin'
import type { AuthBody, AuthFailure, AuthOutcome } from '../services/auth/flow'
import { forgotPassword } from '../services/auth/forgotPassword'
import { getToken } from '../services/auth/getToken'
import { login } from '../services/auth/login'
import { logout } from '../services/auth/logout'
import { authMessages } from '../services/auth/messages'
import { resetPassword } from '../services/auth/resetPassword'
import { readVisitorId } from '../services/affiliates/visits'
import { signup } from '../services/auth/signup'
import { validateResetToken } from '../services/auth/validateResetToken'

const flows: Record<string, (body: AuthBody, sealedSession: string | null) => Promise<AuthOutcome<unknown>>> = {
  login,
  logout,
  signup,
  forgotPassword,
  resetPassword,
  validateResetToken,
}
const METHODS = Object.keys(flows)

const failureStatus: Record<AuthFailure['reason'], number> = { invalid: 400, disabled: 403, throttled: 429 }

/** The request as the flows see it: who calls from where, nobody signed in yet. */
const requestContext = (req: FastifyRequest) => ({
  request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'], visitorId: readVisitorId(req.headers.cookie) },
  currentUser: null,
  loaders: new Map(),
})

export default async function authFunction(app: FastifyInstance) {
  // The dbAuth web client posts its logout body as JSON without a JSON content type. Read here
  // only (server.ts registers this function in its own context); the route accepts it for logout.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {})
    } catch {
      done(null, body)
    }
  })

  app.get('/api/auth', async (req, reply) => {
    const method = (req.query as Record<string, unknown>).method
    if (method !== 'getToken') {
      return reply.status(400).send({ error: `Unknown auth method "${String(method ?? '')}" for GET: only getToken.` })
    }
    const sealedSession = readSessionCookie(req.headers.cookie)
    const { token, ended } = await runWithContext(requestContext(req), () => getToken(sealedSession))
    if (ended) reply.header('set-cookie', clearedSessionCookie())
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(token ?? '')
  })

  app.post('/api/auth', { bodyLimit: BODY_LIMIT_BYTES.graphqlAndAuth }, async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : null) as AuthBody | null
    const method = body?.method
    if (!body || typeof method !== 'string' || !Object.hasOwn(flows, method)) {
      return reply.status(400).send({ error: `Unknown auth method "${String(method ?? '')}". Expected one of: ${METHODS.join(', ')}.` })
    }
    // Only logout may arrive as text/plain (the client sends it so). Everything else must be
    // JSON, which a cross-site page cannot send without a CORS preflight (no login CSRF).
    if (method !== 'logout' && !isJsonContentType(req.headers['content-type'])) {
      return reply.status(415).send({ error: authMessages.jsonRequired })
    }

    const sealedSession = readSessionCookie(req.headers.cookie)
    const outcome = await runWithContext(requestContext(req), () => flows[method](body, sealedSession))
    reply.header('cache-control', 'no-store')
    if (!outcome.ok) return reply.status(failureStatus[outcome.reason]).send({ error: outcome.error })
    if (outcome.session) reply.header('set-cookie', outcome.session === 'ended' ? clearedSessionCookie() : outcome.session.cookie)
    return reply.status(method === 'signup' ? 201 : 200).send(outcome.data)
  })
}
