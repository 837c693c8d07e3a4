// /api/graphql: graphql-yoga on Fastify. The request's user is resolved once, then the whole
// execution runs inside the request context so services can ask `currentUser()`.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { GraphQLError } from 'graphql'
import { createYoga } from 'graphql-yoga'
import { buildSchema } from '../graphql/buildSchema'
import { domains } from '../graphql'
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
          loaders: new Map(),
        },
        () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }),
      )
      response.headers.forEach((value, key) => void reply.header(key, value))
      reply.status(response.status)
      reply.send(response.body)
      return reply
    },
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
