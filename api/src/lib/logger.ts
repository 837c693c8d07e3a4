// Structured logs (pino). Fastify shares this logger and adds a request id to each line.
// Secrets never reach a log: the paths below are redacted wherever they appear, and errors are
// serialized without the parameters of a failed query (serializeError).
import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { stdSerializers, type LoggerOptions } from 'pino'
import { isProduction, setting } from './env'

/**
 * Drizzle's query error spells out every bound parameter in its message ("params: ..."), and
 * pino would also copy its `params`: an outbox insert's OTP text, a password hash, an e-mail.
 * Those are cut from every error in the chain (causes and wrapped originals); the SQL stays.
 */
export function serializeError(error: unknown) {
  const serialized = stdSerializers.err(error as Error) as unknown
  const leaked: string[] = []
  const seen = new Set<unknown>()
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    const candidate = value as { query?: unknown; params?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown }
    if (typeof candidate.query === 'string' && Array.isArray(candidate.params)) leaked.push(`\nparams: ${candidate.params}`)
    collect(candidate.cause)
    collect(candidate.originalError)
    if (Array.isArray(candidate.errors)) candidate.errors.forEach(collect)
  }
  collect(error)
  if (!leaked.length) return serialized
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return leaked.reduce((text, part) => text.split(part).join('\nparams: [redacted]'), value)
    if (!value || typeof value !== 'object' || depth > 5) return value
    if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1))
    const copy: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'raw' || (key === 'params' && 'query' in value)) continue
      copy[key] = scrub(inner, depth + 1)
    }
    return copy
  }
  return scrub(serialized, 0)
}

/**
 * Fields added to every line logged inside `withLogFields`: a background job's lines carry the id
 * of the request that queued it (and the job's own), whichever module writes them.
 */
const logFields = new AsyncLocalStorage<Record<string, unknown>>()

export function withLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  return logFields.run({ ...logFields.getStore(), ...fields }, work)
}

export const loggerOptions: LoggerOptions = {
  level: setting('LOG_LEVEL', 'info'),
  mixin: () => logFields.getStore() ?? {},
  serializers: { err: serializeError },
  redact: {
    paths: [
      'password',
      '*.password',
      '*.*.password',
      'newPassword',
      '*.newPassword',
      'otp',
      '*.otp',
      'resetToken',
      '*.resetToken',
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
  ...(isProduction || process.env.VITEST
    ? {}
    : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }),
}

export const logger = pino(loggerOptions)
