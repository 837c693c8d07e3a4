// Password hashing: scrypt (node:crypto) with a random 16-byte salt per hash, stored as the
// self-describing string `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the cost can be
// raised later without breaking stored hashes.
//
// Cost: N=2^17, r=8, p=1, the OWASP minimum for scrypt. That needs 128 * N * r = 128 MiB, above
// node's default 32 MiB `maxmem`, so maxmem is raised to 256 MiB. Hashes below N=2^17 are refused
// (neither made nor accepted), except in the test runner: AUTH_TEST_SCRYPT_LOG2N (read only when
// NODE_ENV=test and VITEST are both set) lowers N so the suite stays fast.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export const MIN_PASSWORD_LENGTH = 8
/** scrypt's cost grows with the input; a cap keeps a 1 MB "password" from being a cheap DoS. */
export const MAX_PASSWORD_LENGTH = 256

const MIN_LOG2N = 17
const MAX_LOG2N = 20
const R = 8
const P = 1
const KEY_LENGTH = 32
const MAXMEM = 256 * 1024 * 1024

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

function isTestRun() {
  return process.env.NODE_ENV === 'test' && Boolean(process.env.VITEST)
}

/** The smallest N accepted: 2^17, or in the test runner whatever AUTH_TEST_SCRYPT_LOG2N allows. */
function minimumLog2N(): number {
  const lowered = Number(process.env.AUTH_TEST_SCRYPT_LOG2N)
  return isTestRun() && Number.isInteger(lowered) && lowered >= 1 ? Math.min(lowered, MIN_LOG2N) : MIN_LOG2N
}

function hashLog2N(): number {
  return minimumLog2N()
}

/** Hashes a password for storage in users.hashedPassword. */
export async function hashPassword(password: string): Promise<string> {
  const log2N = hashLog2N()
  if (log2N < minimumLog2N()) throw new Error(`scrypt N=2^${log2N} is below the minimum`)
  const N = 2 ** log2N
  const salt = randomBytes(16)
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAXMEM })
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; hash: Buffer }

function parse(stored: string): Parsed | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const log2N = Math.log2(N)
  if (!Number.isInteger(log2N) || log2N < minimumLog2N() || log2N > MAX_LOG2N) return null
  if (r !== R || p !== P) return null
  const salt = Buffer.from(parts[4], 'base64url')
  const hash = Buffer.from(parts[5], 'base64url')
  if (salt.length < 16 || hash.length !== KEY_LENGTH) return null
  return { N, r, p, salt, hash }
}

/**
 * True when `password` matches `stored`. Constant-time comparison; a malformed or too-weak
 * stored hash never matches. With `stored` null (no such user, or no password set yet) it still
 * runs one full scrypt against a dummy hash, so the time taken does not tell whether the
 * e-mail exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null
  if (!parsed) {
    await dummyVerification(password)
    return false
  }
  const candidate = await scrypt(password, parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: MAXMEM,
  })
  return timingSafeEqual(candidate, parsed.hash)
}

let dummy: Promise<Parsed> | undefined

async function dummyVerification(password: string) {
  dummy ??= hashPassword(randomBytes(16).toString('hex')).then((stored) => parse(stored)!)
  const parsed = await dummy
  const candidate = await scrypt(password, parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: MAXMEM,
  })
  timingSafeEqual(candidate, parsed.hash)
}

/** The server-side password rule (the web's checklist is advice; this is the rule). */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Password is required'
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`
  return null
}
