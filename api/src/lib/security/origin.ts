// Cross-site requests (docs/security.md "CSRF"). The session cookie is SameSite=Strict, GraphQL
// needs the bearer token getToken gives (authenticate.ts), and on top of that:
//   - a browser request whose Origin is another site is refused (403) before it is read;
//   - CORS is granted only to APP_ORIGIN (yoga's default answered any origin, with credentials);
//   - /api/graphql reads only application/json (the content type a cross-site form cannot send
//     without a preflight), see functions/graphql.ts.
// A request without an Origin header is not a browser's cross-site request (browsers send Origin
// on every cross-origin request and on same-origin POSTs): scripts and servers may call.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { EdgeSettings } from './edgeSettings'
import { sendProblem } from './errorHandler'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The app's own origins: APP_ORIGIN, and the origin of the host the request was sent to (a page
 * served by this server calling it back, whatever name or port it was opened on: localhost or
 * 127.0.0.1, the dev port or the e2e port). A cross-site page cannot make a browser send another
 * site's Origin, nor our Host with its own Origin.
 */
export function isOwnOrigin(origin: string, host: string | undefined, settings: Pick<EdgeSettings, 'appOrigins'>): boolean {
  if (settings.appOrigins.includes(origin)) return true
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase()
  } catch {
    return false // "null" (sandboxed frames, file://) and anything else that is not an origin
  }
}

/** Fastify onRequest hook: refuses a state-changing request sent from another site's page. */
export function refuseCrossSiteRequests(settings: EdgeSettings) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return
    const origin = req.headers.origin
    if (origin !== undefined && !isOwnOrigin(origin, req.host, settings)) {
      return sendProblem(req, reply, 403, 'Cross-site requests are not allowed.', 'FORBIDDEN')
    }
  }
}

/** The headers a browser may send to /api/graphql from APP_ORIGIN (the dbAuth client's). */
const ALLOWED_HEADERS = ['content-type', 'authorization', 'auth-provider', 'x-current-role']

/** yoga's `cors` option: preflights are granted to APP_ORIGIN only; any other origin gets no CORS headers. */
export function corsFor(settings: EdgeSettings) {
  return (request: Request) => {
    const origin = request.headers.get('origin')
    if (!origin || !settings.appOrigins.includes(origin)) return false as const
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ALLOWED_HEADERS, maxAge: 600 }
  }
}

/** `application/json` with or without parameters (charset). */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0].trim().toLowerCase() === 'application/json'
}
