// /api/graphql: graphql-yoga on Fastify. The request's user is resolved once, then the whole
// execution runs inside the request context so services can ask `currentUser()`.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { GraphQLError } from 'graphql'
import { createYoga } from 'graphql-yoga'
import { createInMemoryAPQStore, useAPQ } from '@graphql-yoga/plugin-apq'
import { buildSchema } from '../graphql/buildSchema'
import { domains } from '../graphql'
import { writeInfoLog } from '../lib/audit'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { isProduction } from '../lib/env'
import { logger } from '../lib/logger'

type ServerContext = { req: FastifyRequest; reply: FastifyReply }

export default async function graphqlFunction(app: FastifyInstance) {
  const yoga = createYoga<ServerContext>({
    schema: buildSchema(domains),
    graphqlEndpoint: '/api/graphql',
    graphiql: !isProduction,
    landingPage: false,
    logging: {
      debug: (...args) => logger.debug(args),
      info: (...args) => logger.info(args),
      warn: (...args) => logger.warn(args),
      error: (...args) => logger.error(args),
    },
    maskedErrors: { maskError },
    // Automatic persisted queries: the web sends operations flagged `persisted` by their sha256
    // hash and the full text only once. The store is per process and bounded (a restart simply
    // makes clients send the text again), so no one can grow it without limit.
    plugins: [useAPQ({ store: createInMemoryAPQStore({ max: 1000, ttl: 24 * 60 * 60_000 }) })],
  })

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const auth = await authenticateRequest(req)
      const response = await runWithContext(
        {
          request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
          currentUser: auth?.currentUser ?? null,
          sessionIdHash: auth?.sessionIdHash ?? null,
          loaders: new Map(),
        },
        async () => {
          if (auth?.currentUser.isImpersonating) await logImpersonatedRequest(req, auth.currentUser)
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

/**
 * Every request made while an admin impersonates a user goes to the info log: who (the admin),
 * as whom, and which operation. Variables are left out: they may hold passwords or codes.
 */
async function logImpersonatedRequest(req: FastifyRequest, user: { id: number; originalUserId: number | null }) {
  const payload = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | null
  const first = Array.isArray(payload) ? payload[0] : payload
  const query = typeof first?.query === 'string' ? first.query : null
  const operationName =
    (typeof first?.operationName === 'string' && first.operationName) || /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query ?? '')?.[1] || null
  await writeInfoLog({
    action: 'impersonated-request',
    userId: user.id,
    originalUserId: user.originalUserId,
    details: { operationName, query: query?.slice(0, 2000) ?? null, method: req.method },
  })
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
