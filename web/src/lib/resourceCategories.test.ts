import { describe, expect, it } from 'vitest'
import { groupByCategory, resourcePreview } from './resourceCategories'

describe('groupByCategory', () => {
  it('groups in the shown order, keeping each group in its given order', () => {
    const items = [
      { id: 1, category: 'pdf' },
      { id: 2, category: 'images' },
      { id: 3, category: 'webLink' },
      { id: 4, category: 'pdf' },
    ]
    expect(groupByCategory(items)).toEqual([
      { category: 'images', items: [{ id: 2, category: 'images' }] },
      { category: 'pdf', items: [{ id: 1, category: 'pdf' }, { id: 4, category: 'pdf' }] },
      { category: 'webLink', items: [{ id: 3, category: 'webLink' }] },
    ])
  })
})

describe('resourcePreview', () => {
  const upload = { isLink: false, url: '/api/files/resource-files/4', previewUrl: '/api/files/resource-files/4?inline=1' }
  it('previews what a browser can show', () => {
    expect(resourcePreview({ ...upload, category: 'images' })).toEqual({ kind: 'image', src: upload.previewUrl })
    expect(resourcePreview({ ...upload, category: 'pdf' })).toEqual({ kind: 'pdf', src: upload.previewUrl })
    expect(resourcePreview({ ...upload, category: 'videos' })).toEqual({ kind: 'video', src: upload.previewUrl })
    expect(resourcePreview({ ...upload, category: 'audio' })).toEqual({ kind: 'audio', src: upload.previewUrl })
  })

  it('embeds video-site links and previews nothing else', () => {
    expect(resourcePreview({ category: 'videos', isLink: true, url: 'https://youtu.be/dQw4w9WgXcQ', previewUrl: null })).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&playsinline=1',
    })
    expect(resourcePreview({ category: 'webLink', isLink: true, url: 'https://canva.com', previewUrl: null })).toEqual({ kind: 'none' })
    expect(resourcePreview({ ...upload, category: 'spreadsheets', previewUrl: null })).toEqual({ kind: 'none' })
  })
})
