import { describe, expect, it } from 'vitest'
import {
  categoryOf,
  CONTENT_TYPE_BY_EXTENSION,
  contentTypeFor,
  fileExtension,
  formatFileSize,
  isExternalUrl,
  isInlinePreviewable,
  isStorageKey,
  isVideoLink,
  storageKeyFileName,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
} from './files'

describe('limits', () => {
  it('is 10 MB and tells the user to contact an admin', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(10_485_760)
    expect(UPLOAD_TOO_LARGE_MESSAGE).toMatch(/10mb/)
    expect(UPLOAD_TOO_LARGE_MESSAGE).toMatch(/contact an admin/)
  })
})

describe('categoryOf', () => {
  it.each([
    ['photo.JPG', 'images'],
    ['2025/03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/logo.svg', 'images'],
    ['clip.mp4', 'videos'],
    ['song.mp3', 'audio'],
    ['deck.ppt', 'presentations'],
    ['sheet.xls', 'spreadsheets'],
    ['letter.docx', 'documents'],
    ['guide.pdf', 'pdf'],
    ['bundle.zip', 'archive'],
    ['no-extension', 'webLink'],
    ['https://www.youtube.com/watch?v=x', 'videos'],
    ['www.vimeo.com/1', 'videos'],
    ['https://example.com/report.pdf', 'webLink'],
  ])('%s is %s', (value, category) => {
    expect(categoryOf(value)).toBe(category)
  })

  it('is null for an extension outside the table', () => {
    expect(categoryOf('setup.exe')).toBeNull()
    expect(categoryOf('page.html')).toBeNull()
  })
})

describe('uploadable types', () => {
  it('has a content type for every extension of the table', () => {
    for (const ext of UPLOAD_EXTENSIONS) expect(CONTENT_TYPE_BY_EXTENSION[ext], ext).toBeTruthy()
    expect(Object.keys(CONTENT_TYPE_BY_EXTENSION).sort()).toEqual([...UPLOAD_EXTENSIONS].sort())
  })
  it('maps names to types', () => {
    expect(contentTypeFor('A.PDF')).toBe('application/pdf')
    expect(contentTypeFor('a.mp3')).toBe('audio/mpeg')
    expect(contentTypeFor('a.exe')).toBeNull()
  })
  it('previews inline only images but SVG, PDF, MP4 and MP3', () => {
    expect(isInlinePreviewable('image/png')).toBe(true)
    expect(isInlinePreviewable('Application/PDF; x=1')).toBe(true)
    expect(isInlinePreviewable('video/mp4')).toBe(true)
    expect(isInlinePreviewable('audio/mpeg')).toBe(true)
    expect(isInlinePreviewable('image/svg+xml')).toBe(false)
    expect(isInlinePreviewable('text/html')).toBe(false)
    expect(isInlinePreviewable('text/plain')).toBe(false)
    expect(isInlinePreviewable('video/quicktime')).toBe(false)
    expect(isInlinePreviewable(null)).toBe(false)
  })
})

describe('keys and links', () => {
  const key = '2025/03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/Guide (final).pdf'
  it('tells storage keys from external URLs', () => {
    expect(isStorageKey(key)).toBe(true)
    expect(isExternalUrl(key)).toBe(false)
    expect(isStorageKey('https://example.com/a.pdf')).toBe(false)
    expect(isExternalUrl('https://example.com/a.pdf')).toBe(true)
    expect(isExternalUrl('HTTP://example.com')).toBe(true)
    expect(isExternalUrl('javascript:alert(1)')).toBe(false)
    expect(isExternalUrl('www.example.com')).toBe(false)
  })
  it('refuses keys that could leave their folder or are malformed', () => {
    expect(isStorageKey('2025/03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/..')).toBe(false)
    expect(isStorageKey('2025/03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/a/b.pdf')).toBe(false)
    expect(isStorageKey('2025/03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/a\\b.pdf')).toBe(false)
    expect(isStorageKey('2025/13/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/a.pdf')).toBe(false)
    expect(isStorageKey('../03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/a.pdf')).toBe(false)
    expect(isStorageKey('2025/03/not-a-uuid/a.pdf')).toBe(false)
    expect(isStorageKey('2025/03/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/a\nb.pdf')).toBe(false)
    expect(isStorageKey(null)).toBe(false)
  })
  it('reads names and extensions', () => {
    expect(storageKeyFileName(key)).toBe('Guide (final).pdf')
    expect(fileExtension('C:\\docs\\Report.DOCX')).toBe('.docx')
    expect(fileExtension('.env')).toBe('')
    expect(isVideoLink('youtube.com.txt')).toBe(false)
  })
  it('formats sizes', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(UPLOAD_LIMIT_BYTES)).toBe('10 MB')
  })
})
