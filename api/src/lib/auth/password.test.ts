import { describe, expect, it, afterEach } from 'vitest'
import { hashPassword, passwordProblem, verifyPassword } from './password'

describe('password hashing', () => {
  const lowered = process.env.AUTH_TEST_SCRYPT_LOG2N
  afterEach(() => {
    process.env.AUTH_TEST_SCRYPT_LOG2N = lowered
  })

  it('makes a self-describing scrypt hash with a fresh salt each time, and verifies it', async () => {
    const first = await hashPassword('Secret-pass-1')
    const second = await hashPassword('Secret-pass-1')
    expect(first).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(first).not.toBe(second)
    expect(await verifyPassword('Secret-pass-1', first)).toBe(true)
    expect(await verifyPassword('Secret-pass-2', first)).toBe(false)
    expect(await verifyPassword('', first)).toBe(false)
  })

  it('uses N=2^17 outside the test override, and then refuses hashes below it', async () => {
    const weak = await hashPassword('Secret-pass-1') // N=2^10 under the test override
    delete process.env.AUTH_TEST_SCRYPT_LOG2N
    const strong = await hashPassword('Secret-pass-1')
    expect(strong.split('$')[1]).toBe(String(2 ** 17))
    expect(await verifyPassword('Secret-pass-1', strong)).toBe(true)
    expect(await verifyPassword('Secret-pass-1', weak)).toBe(false)
  })

  it('never matches a missing, malformed or tampered hash', async () => {
    const stored = await hashPassword('Secret-pass-1')
    const parts = stored.split('$')
    const flipped = parts[5][0] === 'A' ? 'B' : 'A'
    expect(await verifyPassword('Secret-pass-1', [...parts.slice(0, 5), flipped + parts[5].slice(1)].join('$'))).toBe(false)
    expect(await verifyPassword('Secret-pass-1', null)).toBe(false)
    expect(await verifyPassword('Secret-pass-1', 'plaintext')).toBe(false)
    expect(await verifyPassword('Secret-pass-1', stored.replace('$8$', '$1$'))).toBe(false)
  })

  it('states the server-side password rule', () => {
    expect(passwordProblem('')).toBe('Password is required')
    expect(passwordProblem('short7!')).toBe('Password must be at least 8 characters')
    expect(passwordProblem('long-enough')).toBeNull()
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/)
  })
})
