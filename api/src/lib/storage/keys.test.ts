import { describe, expect, it } from 'vitest'
import { isStorageKey } from '../../../../common/files'
import { MAX_FILE_NAME_LENGTH, newStorageKey, sanitizeFileName } from './keys'
import { parseRangeHeader } from './range'

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\My Notes.txt', 'My Notes.txt'],
    ['a<b>c:d"e|f?g*h.png', 'a_b_c_d_e_f_g_h.png'],
    ['  spaced   out  .docx', 'spaced out .docx'],
    ['.hidden.txt', 'hidden.txt'],
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
    ['line\nbreak.csv', 'line_break.csv'],
    ['..', 'file'],
    ['', 'file'],
    ['CON', 'file'],
    ['Ñino résumé.pdf', 'Ñino résumé.pdf'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected)
  })

  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.pptx`)
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH)
    expect(name.endsWith('.pptx')).toBe(true)
  })
})

describe('newStorageKey', () => {
  it('is <yyyy>/<mm>/<uuid>/<sanitized name>, unique, and a storage key', () => {
    const a = newStorageKey('../x/Guide?.pdf', new Date('2025-11-30T23:59:59Z'))
    const b = newStorageKey('../x/Guide?.pdf', new Date('2025-11-30T23:59:59Z'))
    expect(a).toMatch(/^2025\/11\/[0-9a-f-]{36}\/Guide_\.pdf$/)
    expect(a).not.toBe(b)
    expect(isStorageKey(a)).toBe(true)
  })
})

describe('parseRangeHeader', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['bytes=0-99', { kind: 'range', range: { start: 0, end: 99 } }],
    ['bytes=100-', { kind: 'range', range: { start: 100, end: 999 } }],
    ['bytes=-200', { kind: 'range', range: { start: 800, end: 999 } }],
    ['bytes=-5000', { kind: 'range', range: { start: 0, end: 999 } }],
    ['bytes=900-5000', { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'none' }],
    ['bytes=0-1,5-6', { kind: 'none' }],
    ['items=0-1', { kind: 'none' }],
  ])('%s', (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected)
  })
})

describe('sanitizeFileName with long names', () => {
  it('cuts many-byte names by bytes too, and ignores an absurd "extension"', () => {
    const name = sanitizeFileName(`${'日'.repeat(200)}.pdf`)
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200)
    expect(name.endsWith('.pdf')).toBe(true)
    const huge = sanitizeFileName(`a.${'b'.repeat(100_000)}`)
    expect([...huge].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH)
  })
})
