import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import type { ResourceView } from '../types'
import { ResourceDetails } from './ResourceDetails'

const resource = (over: Partial<ResourceView> = {}): ResourceView => ({
  id: 9,
  title: 'BIR Registration Guide',
  description: 'Step by step.',
  category: 'pdf',
  fileName: 'bir-guide.pdf',
  contentType: 'application/pdf',
  sizeBytes: 180_000,
  isLink: false,
  url: '/api/files/resource-files/9',
  previewUrl: '/api/files/resource-files/9?inline=1',
  createdAt: '2026-01-05T00:00:00.000Z',
  ...over,
})

describe('ResourceDetails', () => {
  it('previews a PDF in a frame and downloads the file', () => {
    renderWithProviders(<ResourceDetails resource={resource()} />)
    expect(screen.getByTitle('BIR Registration Guide: preview')).toHaveAttribute('src', '/api/files/resource-files/9?inline=1')
    const download = screen.getByRole('link', { name: 'Download BIR Registration Guide' })
    expect(download).toHaveAttribute('href', '/api/files/resource-files/9')
    expect(download).toHaveAttribute('download', 'bir-guide.pdf')
    expect(screen.getByText('bir-guide.pdf · 176 KB · Added Mon, 01/05/2026')).toBeInTheDocument()
  })

  it('plays audio and shows pictures', () => {
    const { unmount } = renderWithProviders(<ResourceDetails resource={resource({ category: 'audio', fileName: 'ep12.mp3' })} />)
    expect(screen.getByLabelText('BIR Registration Guide: preview').tagName).toBe('AUDIO')
    unmount()
    renderWithProviders(<ResourceDetails resource={resource({ category: 'images', title: 'Workspace Setup' })} />)
    expect(screen.getByRole('img', { name: 'Workspace Setup' })).toHaveAttribute('src', '/api/files/resource-files/9?inline=1')
  })

  it('embeds a video link and opens other links in a new tab', () => {
    const { unmount } = renderWithProviders(<ResourceDetails resource={resource({ category: 'videos', isLink: true, url: 'https://youtu.be/dQw4w9WgXcQ', previewUrl: null, fileName: null })} />)
    expect(screen.getByTitle('BIR Registration Guide: preview')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'))
    unmount()
    renderWithProviders(<ResourceDetails resource={resource({ category: 'webLink', isLink: true, url: 'https://www.onlinejobs.ph', previewUrl: null, fileName: null })} />)
    expect(screen.getByRole('link', { name: /Open link/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByText('This resource is a link to another site.')).toBeInTheDocument()
  })

  it('says a file without a preview must be downloaded', () => {
    renderWithProviders(<ResourceDetails resource={resource({ category: 'spreadsheets', previewUrl: null, fileName: 'tracker.xlsx' })} />)
    expect(screen.getByText('Your browser cannot show this file here. Download it to open it.')).toBeInTheDocument()
  })
})
