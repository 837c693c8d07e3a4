// /api/graphql: graphql-yoga on Fastify. The request's user is resolved once, then the whole
// execution runs inside the request context so services can ask `currentUser()`.
// The edge of this route (docs/security.md): JSON bodies only, at most 100 KB, a per-address rate
// limit, CORS for APP_ORIGIN only, and the document limits of lib/security/graphqlLimits.ts.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { GraphQLError } from 'graphql'
import { createYoga } from 'graphql-yoga'
import { createInMemoryAPQStore, useAPQ } from '@graphql-yoga/plugin-apq'
import { buildSchema } from '../graphql/buildSchema'
import { domains } from '../graphql'
import { logImpersonatedRequest } from '../lib/audit'
import { authenticateRequest, bearerToken } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { logger } from '../lib/logger'
import { operationMetricsPlugin } from '../lib/metrics'
import { BODY_LIMIT_BYTES } from '../lib/security/bodyLimits'
import type { EdgeSettings } from '../lib/security/edgeSettings'
import { sendProblem } from '../lib/security/errorHandler'
import { graphqlLimitPlugins } from '../lib/security/graphqlLimits'
import { corsFor, isJsonContentType } from '../lib/security/origin'

type ServerContext = { req: FastifyRequest; reply: FastifyReply }

export default async function graphqlFunction(app: FastifyInstance, edge: EdgeSettings) {
  const yoga = createYoga<ServerContext>({
    schema: buildSchema(domains),
    graphqlEndpoint: '/api/graphql',
    graphiql: !edge.production,
    landingPage: false,
    cors: corsFor(edge),
    logging: {
      debug: (...args) => logger.debug(args),
      info: (...args) => logger.info(args),
      warn: (...args) => logger.warn(args),
      error: (...args) => logger.error(args),
    },
    maskedErrors: { maskError },
    plugins: [
      ...graphqlLimitPlugins({ production: edge.production }),
      // Automatic persisted queries: the web sends operations flagged `persisted` by their sha256
      // hash and the full text only once. The store is per process and bounded (a restart simply
      // makes clients send the text again), so no one can grow it without limit. A document
      // loaded from it goes through the same limits as one sent in full.
      useAPQ({ store: createInMemoryAPQStore({ max: 1000, ttl: 24 * 60 * 60_000 }) }),
      // Each operation's duration by name and outcome (lib/metrics.ts).
      operationMetricsPlugin(),
    ],
  })

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: BODY_LIMIT_BYTES.graphqlAndAuth,
    // Development's GraphiQL page runs inline scripts from a CDN; production serves no page here.
    ...(edge.production ? {} : { helmet: { contentSecurityPolicy: false } }),
    config: {
      rateLimit: edge.graphqlRequestsPerMinute
        ? {
            max: edge.graphqlRequestsPerMinute,
            timeWindow: 60_000,
            errorResponseBuilder: (_req, { after, statusCode }) =>
              Object.assign(new Error(`Too many requests from your address. Try again in ${after}.`), { statusCode }),
          }
        : false,
    },
    // A form or text/plain POST is what another site can send without a CORS preflight: refused
    // before the body is read. Apollo and the dbAuth client send application/json.
    onRequest: async (req, reply) => {
      if (req.method === 'POST' && !isJsonContentType(req.headers['content-type'])) {
        return sendProblem(req, reply, 415, 'Send GraphQL requests as application/json.')
      }
    },
    handler: async (req, reply) => {
      // Signed in only with the bearer token getToken gives: only the app's own scripts can read
      // it (getToken is same-origin), so the cookie alone, which a browser attaches by itself, is
      // signed out. The web always sends it (web/src/lib/apollo.ts, web/src/auth.ts).
      const auth = bearerToken(req) ? await authenticateRequest(req) : null
      const response = await runWithContext(
        {
          request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
          currentUser: auth?.currentUser ?? null,
          sessionIdHash: auth?.sessionIdHash ?? null,
          factsStamp: auth?.factsStamp ?? null,
          loaders: new Map(),
        },
        async () => {
          await logImpersonatedRequest(auth?.currentUser ?? null, impersonatedOperation(req))
          return yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
        },
      )
      response.headers.forEach((value, key) => void reply.header(key, value))
      reply.status(response.status)
      reply.send(response.body)
      return reply
    },
  })
}

/** What the impersonation log keeps of a GraphQL request: the operation, never its variables. */
function impersonatedOperation(req: FastifyRequest): Record<string, unknown> {
  const payload = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | null
  const first = Array.isArray(payload) ? payload[0] : payload
  const query = typeof first?.query === 'string' ? first.query : null
  const operationName =
    (typeof first?.operationName === 'string' && first.operationName) || /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query ?? '')?.[1] || null
  return { operationName, query, method: req.method }
}

/**
 * Errors the services mean to show (AppError and GraphQL's own validation errors) pass through;
 * anything unexpected is logged with an id and the client sees only that id.
 */
export function maskError(error: unknown): Error {
  const graphqlError = error instanceof GraphQLError ? error : null
  const original = graphqlError?.originalError
  if (graphqlError && (!original || original instanceof GraphQLError)) {
    return original instanceof GraphQLError ? withPath(original, graphqlError) : graphqlError
  }
  const errorId = randomUUID()
  logger.error({ err: original ?? error, errorId }, 'unexpected error in a GraphQL operation')
  return new GraphQLError(`Something went wrong (error id ${errorId})`, {
    path: graphqlError?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
  })
}

function withPath(original: GraphQLError, wrapper: GraphQLError) {
  return new GraphQLError(original.message, {
    path: wrapper.path,
    nodes: wrapper.nodes,
    extensions: original.extensions,
  })
}
