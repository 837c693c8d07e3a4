import { describe, expect, it } from 'vitest'
import { fileDownloadUrl } from './files.downloads'

describe('keys and links', () => {
  it('builds download addresses', () => {
    expect(fileDownloadUrl('resource-files', 4)).toBe('/api/files/resource-files/4')
    expect(fileDownloadUrl('uploads', 9, { inline: true, as: 'tribe-team-ro' })).toBe('/api/files/uploads/9?inline=1&as=tribe-team-ro')
  })
})
