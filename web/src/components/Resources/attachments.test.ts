import { describe, expect, it } from 'vitest'
import { ATTACHMENT_EXTENSIONS, classifyAttachment, fileExtension, isVideoLink } from './attachments'

describe('classifyAttachment', () => {
  it.each([
    ['photo.JPG', 'images'],
    ['logo.svg', 'images'],
    ['clip.mkv', 'videos'],
    ['song.mp3', 'audio'],
    ['deck.pptx', 'presentations'],
    ['leads.csv', 'spreadsheets'],
    ['notes.txt', 'documents'],
    ['guide.pdf', 'pdf'],
    ['bundle.rar', 'archive'],
    ['README', 'webLink'],
  ])('%s is %s', (name, kind) => {
    expect(classifyAttachment(name)).toBe(kind)
  })

  it('recognises links from the usual video sites as videos', () => {
    expect(classifyAttachment('https://www.youtube.com/watch?v=abc')).toBe('videos')
    expect(classifyAttachment('https://youtu.be/abc')).toBe('videos')
    expect(classifyAttachment('https://player.vimeo.com/video/1')).toBe('videos')
    expect(classifyAttachment('https://www.loom.com/share/x')).toBe('videos')
    expect(classifyAttachment('https://acme.wistia.com/medias/x')).toBe('videos')
    expect(classifyAttachment('https://www.facebook.com/page/videos/123')).toBe('videos')
  })

  it('treats other links as web links, even when they end in a file extension', () => {
    expect(classifyAttachment('https://example.com/guide')).toBe('webLink')
    expect(classifyAttachment('https://example.com/guide.pdf')).toBe('webLink')
    expect(classifyAttachment('https://www.facebook.com/groups/tribe')).toBe('webLink')
    expect(classifyAttachment('https://notyoutube.com/watch')).toBe('webLink')
  })

  it('returns null for an extension outside the lists', () => {
    expect(classifyAttachment('setup.exe')).toBeNull()
  })

  it('keeps the spec lists verbatim', () => {
    expect(ATTACHMENT_EXTENSIONS.images).toEqual(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.svg', '.webp'])
    expect(ATTACHMENT_EXTENSIONS.documents).toEqual(['.doc', '.docx', '.txt', '.xml'])
  })
})

describe('helpers', () => {
  it('reads extensions without query strings', () => {
    expect(fileExtension('uploads/a.b/file.PDF?x=1')).toBe('.pdf')
    expect(fileExtension('.env')).toBe('')
  })
  it('is not fooled by a file named like a host', () => {
    expect(isVideoLink('youtube.com.txt')).toBe(false)
  })
})
