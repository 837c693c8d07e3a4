import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  readSessionCookie,
  sealSessionId,
  sessionCookie,
  sessionSecretProblem,
  sessionToken,
  tokenMatches,
  unsealSessionId,
} from './session'

describe('session cookie sealing', () => {
  it('round-trips a session id, with a different ciphertext each time', () => {
    const id = randomBytes(32)
    const a = sealSessionId(id)
    const b = sealSessionId(id)
    expect(a).not.toBe(b)
    expect(unsealSessionId(a)?.equals(id)).toBe(true)
    expect(unsealSessionId(b)?.equals(id)).toBe(true)
  })

  it('refuses a tampered, truncated or foreign cookie', () => {
    const sealed = sealSessionId(randomBytes(32))
    const raw = Buffer.from(sealed, 'base64url')
    for (const index of [0, 20, raw.length - 1]) {
      const tampered = Buffer.from(raw)
      tampered[index] ^= 1
      expect(unsealSessionId(tampered.toString('base64url'))).toBeNull()
    }
    expect(unsealSessionId(sealed.slice(0, -4))).toBeNull()
    expect(unsealSessionId(randomBytes(60).toString('base64url'))).toBeNull()
    expect(unsealSessionId('')).toBeNull()
  })

  it('sets an HttpOnly, SameSite=Strict cookie on / and reads it back from a Cookie header', () => {
    const cookie = sessionCookie('abc')
    expect(cookie).toMatch(/^tribe_session=abc; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+/)
    expect(cookie).not.toContain('Secure') // tests are not production
    expect(readSessionCookie('a=1; tribe_session=xyz; b=2')).toBe('xyz')
    expect(readSessionCookie('tribe_sessionx=1')).toBeNull()
  })

  it('derives the bearer token from the session id, and only that session matches it', () => {
    const id = randomBytes(32)
    const token = sessionToken(id)
    expect(tokenMatches(id, token)).toBe(true)
    expect(tokenMatches(randomBytes(32), token)).toBe(false)
    expect(tokenMatches(id, token.slice(1))).toBe(false)
    expect(tokenMatches(id, 'null')).toBe(false)
  })

  it('refuses a default or short SESSION_SECRET in production only', () => {
    expect(sessionSecretProblem('development-only-secret-change-me-0123456789', true)).toMatch(/development default/)
    expect(sessionSecretProblem('short', true)).toMatch(/at least 32/)
    expect(sessionSecretProblem(undefined, true)).toMatch(/not set/)
    expect(sessionSecretProblem(randomBytes(32).toString('hex'), true)).toBeNull()
    expect(sessionSecretProblem('development-only-secret-change-me-0123456789', false)).toBeNull()
  })
})
