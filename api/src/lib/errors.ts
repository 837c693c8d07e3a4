// The one application error type family. Services throw these; the GraphQL layer passes
// their message and code to the client. Anything else is masked (see functions/graphql.ts).
import { GraphQLError } from 'graphql'

export type FieldMessages = Record<string, string[]>

export class AppError extends GraphQLError {
  constructor(message: string, code: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } })
  }
}

/**
 * Bad input: one message, and per-field messages under extensions.properties.messages
 * (the shape the web's form error block reads, as Redwood's does). Services validate with
 * parseInput (lib/validation.ts), which throws this with zod's messages.
 */
export class UserInputError extends AppError {
  constructor(message: string, fields: FieldMessages = {}) {
    super(message, 'BAD_USER_INPUT', { properties: { messages: fields } })
  }
}

/** Not signed in, or the session ended. */
export class AuthenticationError extends AppError {
  constructor(message = "You don't have permission to do that.") {
    super(message, 'UNAUTHENTICATED')
  }
}

/** Signed in, but the current role may not do this. */
export class ForbiddenError extends AppError {
  constructor(message = "You don't have access to do that.") {
    super(message, 'FORBIDDEN')
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND')
  }
}

/** The Postgres error of a failed statement, looked for through Drizzle's wrapper (`cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e
  }
  return undefined
}

/** A unique_violation (23505), of `constraint` when one is named: a race the service's own check lost. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error)
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint)
}

/** A restricting foreign key: 23001 (restrict_violation) or 23503 (foreign_key_violation), by server version. */
export function isRestrictViolation(error: unknown): boolean {
  return ['23001', '23503'].includes(pgError(error)?.code ?? '')
}
