// How much of a request body the server reads (docs/security.md). Fastify refuses a larger body
// with 413 as soon as Content-Length says so, or the moment the stream passes the limit, before
// anything parses it.
export const BODY_LIMIT_BYTES = {
  /** A GraphQL document is at most 1000 tokens (graphqlLimits.ts) plus its variables; a login is a few hundred bytes. */
  graphqlAndAuth: 100 * 1024,
  /** Every other route (file uploads will set their own). */
  default: 1024 * 1024,
} as const
