import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { UPLOAD_LIMIT_BYTES, UPLOAD_TOO_LARGE_MESSAGE, type UploadedFile } from '@common/files'
import { resourceFileMessages } from '@common/validation/resources'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { NEW_RESOURCE_FILE_VALUES, ResourceFileForm } from './ResourceFileForm'

// The upload endpoint answers what it stored (helper 1's FileUpload calls uploadFile).
const stored: UploadedFile = {
  id: 31,
  key: '2025/05/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/Income Tracker.xlsx',
  fileName: 'Income Tracker.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sizeBytes: 48_128,
  category: 'spreadsheets',
}
const upload = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/FileUpload/uploadFile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/ui/FileUpload/uploadFile')>()),
  uploadFile: upload,
}))

const renderForm = (props: Partial<Parameters<typeof ResourceFileForm>[0]> = {}) => {
  const onSave = vi.fn()
  renderWithProviders(<ResourceFileForm defaultValues={NEW_RESOURCE_FILE_VALUES} onSave={onSave} loading={false} {...props} />, {
    user: testUser({ pageAccess: { newResourceFile: true } }),
    route: '/resource-files/new',
  })
  return onSave
}

describe('ResourceFileForm', () => {
  beforeEach(() => {
    upload.mockReset()
    upload.mockResolvedValue(stored)
  })

  it('asks for a title and a file, and sends nothing without them', async () => {
    const onSave = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(resourceFileMessages.titleRequired))
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(resourceFileMessages.fileRequired)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the key of the uploaded file and shows the category its extension gives', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Title/), 'Freelance Income Tracker')
    await userEvent.upload(screen.getByLabelText(/^File/), new File(['a,b\n1,2\n'], 'Income Tracker.xlsx'))
    expect(await screen.findByText('Spreadsheets')).toBeInTheDocument()
    expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ purpose: 'resource-file' }))
    await userEvent.selectOptions(screen.getByLabelText(/^Audience/), 'affiliate')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({
      title: 'Freelance Income Tracker',
      description: null,
      source: 'upload',
      fileKey: stored.key,
      url: null,
      audience: 'affiliate',
      isPublished: true,
    })
  })

  it('refuses a file over 10mb at once with the spec note, uploading nothing', async () => {
    const onSave = renderForm()
    const big = new File(['x'], 'Webinar.mp4')
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 })
    await userEvent.upload(screen.getByLabelText(/^File/), big)
    expect(await screen.findByText(UPLOAD_TOO_LARGE_MESSAGE)).toBeInTheDocument()
    expect(upload).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText(/^Title/), 'Webinar')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid'))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('takes a web link instead, naming the category a video-site link gets', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Title/), 'Free Training Replay')
    await userEvent.click(screen.getByRole('radio', { name: 'A web link' }))
    await userEvent.type(screen.getByLabelText(/^Link/), 'https://youtu.be/abc123')
    expect(screen.getByLabelText(/^Link/)).toHaveAccessibleDescription(/Category: Videos/)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({ source: 'link', url: 'https://youtu.be/abc123', fileKey: null })
  })

  it('keeps the current file when editing, and shows a server message under the file', () => {
    const error = {
      graphQLErrors: [
        { message: 'Errors prevented this form from being saved', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { fileKey: ['Upload the file again: only a file you uploaded can be attached'] } } } },
      ],
    }
    renderForm({
      defaultValues: { ...NEW_RESOURCE_FILE_VALUES, title: 'BIR Guide', fileKey: '2025/01/0f8fad5b-d9cb-469f-a165-70867728950e/BIR Guide.pdf' },
      currentFile: { key: '2025/01/0f8fad5b-d9cb-469f-a165-70867728950e/BIR Guide.pdf', fileName: 'BIR Guide.pdf', sizeBytes: 120_000, href: '/api/files/resource-files/1' },
      error,
    })
    expect(screen.getByRole('link', { name: 'BIR Guide.pdf' })).toHaveAttribute('href', '/api/files/resource-files/1')
    expect(screen.getByText('PDF')).toBeInTheDocument()
    expect(screen.getByText('Upload the file again: only a file you uploaded can be attached', { selector: '[role="alert"]' })).toBeInTheDocument()
  })
})
