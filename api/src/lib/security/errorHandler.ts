// The one error handler of every Fastify route (docs/security.md). A client error (4xx: a body
// too large, bad JSON, too many requests) says what was wrong with the request; anything else is
// logged with an id and the client sees only the id: an error's message can carry SQL and its
// bound parameters (a Drizzle error spells them out, and the outbox insert's hold a reset code).
// GraphQL's own errors are masked the same way by functions/graphql.ts (maskError).
import { randomUUID } from 'node:crypto'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { logger } from '../logger'

const codes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
}

/** Answers an error in the shape the caller reads: GraphQL's `{ errors }` on /api/graphql, `{ error }` elsewhere (the dbAuth client's). */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, status: number, message: string, code = codes[status] ?? 'BAD_REQUEST') {
  const graphql = req.url === '/api/graphql' || req.url.startsWith('/api/graphql?')
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(graphql ? { errors: [{ message, extensions: { code } }] } : { error: message })
}

export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return sendProblem(req, reply, status, error.message)
  const errorId = randomUUID()
  logger.error({ err: error, errorId, reqId: req.id, method: req.method, url: req.url.split('?')[0] }, 'unexpected error')
  return sendProblem(req, reply, 500, `Something went wrong (error id ${errorId})`, 'INTERNAL_SERVER_ERROR')
}
