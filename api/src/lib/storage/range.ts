// HTTP Range requests on stored objects (RFC 9110 section 14): what makes seeking in an MP4 work.
// One range is served (206); a header asking for several, or one we cannot read, is ignored and
// the whole object is sent (200), which the RFC allows; a range past the end is 416.
import type { ByteRange } from './types'

export type RangeRequest = { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' }

/** The byte range `header` asks of an object of `size` bytes. */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' }
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'none' }
  const [, first, last] = match
  if (first === '') {
    // bytes=-500: the last 500 bytes.
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } }
  }
  const start = Number(first)
  if (!Number.isSafeInteger(start)) return { kind: 'none' }
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return { kind: 'none' }
  return { kind: 'range', range: { start, end } }
}
