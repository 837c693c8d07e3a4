import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Form, SubmitButton } from '@/components/ui/Form/Form'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { FileOrLinkField } from './FileOrLinkField'

const KEY = '2026/05/123e4567-e89b-12d3-a456-426614174000/cover.png'

function renderField(value: string) {
  const onSubmit = vi.fn()
  renderWithProviders(
    <Form<{ thumbnailUrl: string }> defaultValues={{ thumbnailUrl: value }} onSubmit={onSubmit}>
      <FileOrLinkField name="thumbnailUrl" label="Thumbnail" uploadLabel="Image" linkLabel="Image link" purpose="course-thumbnail" currentFileId={42} previewImage />
      <SubmitButton>Save</SubmitButton>
    </Form>,
    { user: testUser({ accessLevel: { id: 9, name: 'tribe-team-ro', label: 'Admin' } }) },
  )
  return onSubmit
}

describe('FileOrLinkField', () => {
  it('shows the current upload with its preview through the uploads route, as the acting role', () => {
    renderField(KEY)
    expect(screen.getByRole('radio', { name: 'Upload a file' })).toBeChecked()
    expect(screen.getByRole('link', { name: 'cover.png' })).toHaveAttribute('href', '/api/files/uploads/42?inline=1&as=tribe-team-ro')
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', '/api/files/uploads/42?inline=1&as=tribe-team-ro')
  })

  it('switching to a link clears the upload; switching back restores it', async () => {
    const onSubmit = renderField(KEY)
    await userEvent.click(screen.getByRole('radio', { name: 'Use a link' }))
    expect(screen.getByLabelText('Image link')).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toEqual({ thumbnailUrl: '' })
    await userEvent.click(screen.getByRole('radio', { name: 'Upload a file' }))
    expect(screen.getByRole('link', { name: 'cover.png' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(onSubmit.mock.calls[1][0]).toEqual({ thumbnailUrl: KEY })
  })

  it('starts on the link box for a web address, previewing it', () => {
    renderField('https://cdn.example.com/cover.png')
    expect(screen.getByLabelText('Image link')).toHaveValue('https://cdn.example.com/cover.png')
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', 'https://cdn.example.com/cover.png')
  })
})
