// Webhook signatures, PayMongo style: the header `Paymongo-Signature: t=<unix seconds>,te=<hex>,li=<hex>`
// where the signature is HMAC-SHA256(secret, `${t}.${rawBody}`) in hex; `te` is set by test-mode
// events, `li` by live ones. It is checked on the RAW body (the exact bytes received, never a
// re-serialised JSON), compared in constant time, and a timestamp older (or further in the future)
// than the tolerance is refused, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'paymongo-signature'
/** Five minutes, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export const signatureMessages = {
  missing: 'Missing webhook signature',
  malformed: 'Malformed webhook signature',
  stale: 'Webhook timestamp is outside the allowed window',
  mismatch: 'Webhook signature does not match',
} as const

export type SignatureMode = 'test' | 'live'

export function hmacHex(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')
}

/** The header value for `rawBody` signed at `timestamp` (seconds): what our test provider and tests send. */
export function signatureHeader(secret: string, rawBody: string | Buffer, timestamp = Math.floor(Date.now() / 1000), mode: SignatureMode = 'test'): string {
  const signature = hmacHex(secret, timestamp, rawBody)
  return mode === 'test' ? `t=${timestamp},te=${signature},li=` : `t=${timestamp},te=,li=${signature}`
}

function parseHeader(header: string): { t: number; te: string; li: string } | null {
  const parts = new Map<string, string>()
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=')
    if (at <= 0) return null
    parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim())
  }
  const t = Number(parts.get('t'))
  if (!Number.isInteger(t) || t <= 0) return null
  return { t, te: parts.get('te') ?? '', li: parts.get('li') ?? '' }
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given)) return false
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(given, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** null when the signature is good, else the reason it is refused. */
export function checkSignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
  options: { nowSeconds?: number; toleranceSeconds?: number; mode?: SignatureMode } = {},
): string | null {
  if (!header) return signatureMessages.missing
  const parsed = parseHeader(header)
  if (!parsed) return signatureMessages.malformed
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (Math.abs(now - parsed.t) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return signatureMessages.stale
  const given = (options.mode ?? 'test') === 'live' ? parsed.li : parsed.te
  if (!given) return signatureMessages.mismatch
  return sameHex(hmacHex(secret, parsed.t, rawBody), given) ? null : signatureMessages.mismatch
}
