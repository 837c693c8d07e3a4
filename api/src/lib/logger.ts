// Structured logs (pino). Fastify shares this logger and adds a request id to each line.
// Secrets never reach a log: the paths below are redacted wherever they appear.
import pino from 'pino'
import { isProduction, setting } from './env'

export const logger = pino({
  level: setting('LOG_LEVEL', 'info'),
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
})
