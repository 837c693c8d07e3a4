import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { DELETE_RESOURCE_FILE, ResourceFile, SET_RESOURCE_FILE_PUBLISHED, type ResourceFileRecord } from './ResourceFile'

const pdf: ResourceFileRecord = {
  __typename: 'ResourceFile',
  id: 1,
  title: 'BIR Registration Guide',
  description: 'Step by step.',
  category: 'pdf',
  fileUrl: '2025/01/0f8fad5b-d9cb-469f-a165-70867728950e/BIR Guide.pdf',
  fileName: 'BIR Guide.pdf',
  contentType: 'application/pdf',
  sizeBytes: 120_000,
  audience: 'member',
  isPublished: true,
  isLink: false,
  downloadUrl: '/api/files/resource-files/1?as=tribe-team-ro',
  previewUrl: '/api/files/resource-files/1?inline=1&as=tribe-team-ro',
  createdById: null,
  createdAt: '2025-01-01T01:30:00.000Z',
  updatedAt: '2025-01-01T01:30:00.000Z',
}
const video: ResourceFileRecord = {
  ...pdf,
  id: 2,
  title: 'Free Training Replay',
  category: 'videos',
  fileUrl: 'https://www.youtube.com/watch?v=abc123',
  fileName: null,
  contentType: null,
  sizeBytes: null,
  isLink: true,
  downloadUrl: 'https://www.youtube.com/watch?v=abc123',
  previewUrl: null,
}
const editor = testUser({ pageAccess: { resourceFiles: true, resourceFile: true, editResourceFile: true } })

describe('ResourceFile', () => {
  it('previews an upload inline and downloads it, with no actions without the editResourceFile page flag', () => {
    const { container } = renderWithProviders(<ResourceFile resourceFile={pdf} />, { user: testUser({ pageAccess: { resourceFile: true } }), route: '/resource-files/1' })
    expect(screen.getByRole('heading', { name: 'BIR Registration Guide' })).toBeInTheDocument()
    expect(container.querySelector('iframe')).toHaveAttribute('src', pdf.previewUrl)
    const download = screen.getByRole('link', { name: 'Download' })
    expect(download).toHaveAttribute('href', pdf.downloadUrl)
    expect(download).toHaveAttribute('download', 'BIR Guide.pdf')
    expect(screen.getByText('117.2 KB')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('embeds a video-site link with the privacy-friendly player and opens the link', () => {
    renderWithProviders(<ResourceFile resourceFile={video} />, { user: editor, route: '/resource-files/2' })
    expect(screen.getByTitle('Free Training Replay: preview')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/abc123'))
    expect(screen.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', video.fileUrl)
  })

  it('unpublishes, and deletes only once confirmed', async () => {
    const unpublished = vi.fn(() => ({ data: { setResourceFilePublished: { __typename: 'ResourceFile', id: 1, isPublished: false, updatedAt: '2025-01-02T00:00:00.000Z' } } }))
    const deleted = vi.fn(() => ({ data: { deleteResourceFile: { __typename: 'ResourceFile', id: 1 } } }))
    renderWithProviders(<ResourceFile resourceFile={pdf} />, {
      user: editor,
      route: '/resource-files/1',
      mocks: [
        { request: { query: SET_RESOURCE_FILE_PUBLISHED, variables: { id: 1, isPublished: false } }, result: unpublished },
        { request: { query: DELETE_RESOURCE_FILE, variables: { id: 1 } }, result: deleted },
      ],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }))
    expect(await screen.findByText('Resource unpublished')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete BIR Registration Guide?' })
    expect(deleted).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(window.location.pathname).toBe('/resource-files'))
    expect(deleted).toHaveBeenCalledTimes(1)
  })
})
