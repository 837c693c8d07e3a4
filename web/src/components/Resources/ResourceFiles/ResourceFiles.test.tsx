import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { ResourceFiles, type ResourceFileRow } from './ResourceFiles'

const rows: ResourceFileRow[] = [
  {
    __typename: 'ResourceFile',
    id: 2,
    title: 'Free Training Replay',
    category: 'videos',
    fileUrl: 'https://www.youtube.com/watch?v=abc123',
    fileName: null,
    sizeBytes: null,
    audience: 'public',
    isPublished: true,
    isLink: true,
    downloadUrl: 'https://www.youtube.com/watch?v=abc123',
    createdAt: '2025-01-02T01:30:00.000Z',
  },
  {
    __typename: 'ResourceFile',
    id: 1,
    title: 'BIR Registration Guide',
    category: 'pdf',
    fileUrl: '2025/01/0f8fad5b-d9cb-469f-a165-70867728950e/BIR Guide.pdf',
    fileName: 'BIR Guide.pdf',
    sizeBytes: 1_572_864,
    audience: 'member',
    isPublished: false,
    isLink: false,
    downloadUrl: '/api/files/resource-files/1',
    createdAt: '2025-01-01T01:30:00.000Z',
  },
]

describe('ResourceFiles', () => {
  it('shows each resource with its category, file or link, size, audience and publication', () => {
    renderWithProviders(<ResourceFiles resourceFiles={rows} totalCount={2} />, { user: testUser(), route: '/resource-files' })
    const [link, upload] = within(screen.getByRole('table', { name: 'Resources' })).getAllByRole('row').slice(1)
    expect(link).toHaveTextContent('Videos')
    expect(link).toHaveTextContent('youtube.com')
    expect(link).toHaveTextContent('Everyone (public)')
    expect(upload).toHaveTextContent('PDF')
    expect(upload).toHaveTextContent('BIR Guide.pdf')
    expect(upload).toHaveTextContent('1.5 MB')
    expect(upload).toHaveTextContent('Draft')
    expect(screen.getByRole('link', { name: 'Show BIR Registration Guide' })).toHaveAttribute('href', '/resource-files/1')
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
  })

  it('offers Edit with the editResourceFile page flag', () => {
    renderWithProviders(<ResourceFiles resourceFiles={rows} totalCount={2} />, {
      user: testUser({ pageAccess: { editResourceFile: true } }),
      route: '/resource-files',
    })
    expect(screen.getByRole('link', { name: 'Edit Free Training Replay' })).toHaveAttribute('href', '/resource-files/2/edit')
  })
})
