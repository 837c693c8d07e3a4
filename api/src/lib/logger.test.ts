import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { db } from './db'
import { enqueueEmail } from './mailer'
import { loggerOptions } from './logger'

/** A logger like the app's, writing its lines to an array. */
function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { log: pino({ ...loggerOptions, level: 'info', transport: undefined }, stream), lines }
}

describe('logger', () => {
  it('never writes a failed query’s parameters (an OTP e-mail’s text, a password hash)', async () => {
    // A failing insert inside a rolled-back transaction: Drizzle's error message lists the params.
    const error = await db
      .transaction(async (tx) => {
        await enqueueEmail({ to: null as unknown as string, subject: 'Your password reset code', text: 'Your one-time password (OTP) is 493817.\n\nUse it soon.' }, tx)
      })
      .catch((caught: unknown) => caught)
    expect(String((error as Error).message)).toContain('493817')

    const { log, lines } = capture()
    log.error({ err: error, errorId: 'x' }, 'unexpected error in a GraphQL operation')
    const written = lines.join('')
    expect(written).toContain('Failed query')
    expect(written).not.toContain('493817')
    expect(written).not.toContain('Use it soon')
  })

  it('still redacts password, otp and token fields', () => {
    const { log, lines } = capture()
    log.info({ body: { password: 'Secret-pass-1', otp: '123456', resetToken: 'tok' } }, 'x')
    expect(lines.join('')).not.toMatch(/Secret-pass-1|123456|"tok"/)
  })
})
