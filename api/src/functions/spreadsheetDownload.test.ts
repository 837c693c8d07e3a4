// Which encoding a download answers with: br, else gzip, else none; q=0 refuses one.
import { describe, expect, it } from 'vitest'
import { downloadEncoding } from './spreadsheetDownload'

describe('downloadEncoding', () => {
  it('prefers br, then gzip, as the browser accepts them', () => {
    expect(downloadEncoding('gzip, deflate, br')).toBe('br')
    expect(downloadEncoding('gzip, deflate')).toBe('gzip')
    expect(downloadEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(downloadEncoding('*')).toBe('br')
    expect(downloadEncoding('*;q=0, gzip')).toBe('gzip')
  })

  it('answers none when nothing it can write is accepted', () => {
    expect(downloadEncoding(undefined)).toBeNull()
    expect(downloadEncoding('')).toBeNull()
    expect(downloadEncoding('identity')).toBeNull()
    expect(downloadEncoding('deflate')).toBeNull()
    expect(downloadEncoding('gzip;q=0, br;q=0')).toBeNull()
  })
})
