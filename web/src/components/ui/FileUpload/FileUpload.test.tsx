import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { UPLOAD_LIMIT_BYTES, UPLOAD_TOO_LARGE_MESSAGE, type UploadedFile } from '@common/files'
import { setActiveRoleId } from '@/lib/currentRole'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Form, SubmitButton } from '../Form/Form'
import { FileUpload, FileUploadField } from './FileUpload'
import { uploadFile, UploadFailedError } from './uploadFile'

/** A stand-in for the browser's XMLHttpRequest: records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | null = null
  static count = 0
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  aborted = false
  constructor() {
    FakeXhr.last = this
    FakeXhr.count += 1
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

const stored: UploadedFile = {
  id: 12,
  key: '2025/05/0b7c4f1e-9d2a-4c3b-8e5f-6a7b8c9d0e1f/Guide.pdf',
  fileName: 'Guide.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  category: 'pdf',
}

const pdf = (name = 'Guide.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })

/** A file that reports `size` bytes without holding them. */
function fileOfSize(name: string, size: number) {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

beforeEach(() => {
  FakeXhr.last = null
  FakeXhr.count = 0
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => {
  vi.unstubAllGlobals()
  setActiveRoleId(null)
})

async function waitForRequest() {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull())
  return FakeXhr.last!
}

describe('FileUpload', () => {
  it('uploads the picked file with the sign-in headers, shows progress, then the stored file', async () => {
    const onUploaded = vi.fn()
    renderWithProviders(<FileUpload label="Resource file" purpose="resource-file" onUploaded={onUploaded} />, { user: testUser(), role: 'tribe-team-ro' })
    const input = screen.getByLabelText('Resource file')
    expect(input).toHaveAccessibleDescription(/up to 10mb/)
    await userEvent.upload(input, pdf())

    const xhr = await waitForRequest()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/api/upload-file')
    expect(xhr.headers).toEqual({ 'auth-provider': 'dbAuth', authorization: 'Bearer test-token', 'x-current-role': 'tribe-team-ro' })
    expect((xhr.body!.get('file') as File).name).toBe('Guide.pdf')
    expect(xhr.body!.get('purpose')).toBe('resource-file')
    expect(input).toBeDisabled()

    act(() => xhr.progress(512, 1024))
    const bar = screen.getByRole('progressbar', { name: 'Uploading Guide.pdf' })
    expect(bar).toHaveAttribute('aria-valuenow', '50')
    expect(screen.getByText('Uploading Guide.pdf… 50%')).toBeInTheDocument()

    act(() => xhr.answer(201, stored))
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored))
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded Guide.pdf (2 KB)')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(input).toBeEnabled()
  })

  it('refuses a file over 10 MB at once, with the note to contact an admin, sending nothing', async () => {
    const onUploaded = vi.fn()
    renderWithProviders(<FileUpload label="Resource file" onUploaded={onUploaded} />, { user: testUser() })
    const input = screen.getByLabelText('Resource file')
    await userEvent.upload(input, fileOfSize('huge.pdf', UPLOAD_LIMIT_BYTES + 1))
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE_MESSAGE)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(UPLOAD_TOO_LARGE_MESSAGE)
    expect(FakeXhr.count).toBe(0)
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('accepts exactly 10 MB', async () => {
    renderWithProviders(<FileUpload label="Resource file" onUploaded={vi.fn()} />, { user: testUser() })
    await userEvent.upload(screen.getByLabelText('Resource file'), fileOfSize('exact.pdf', UPLOAD_LIMIT_BYTES))
    expect(await waitForRequest()).toBeTruthy()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a type the field does not take', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<FileUpload label="Lesson video" accept={['.mp4']} onUploaded={vi.fn()} />, { user: testUser() })
    const input = screen.getByLabelText('Lesson video')
    expect(input).toHaveAttribute('accept', '.mp4')
    await user.upload(input, pdf())
    expect(screen.getByRole('alert')).toHaveTextContent('.pdf files cannot be uploaded here. Allowed types: .mp4.')
    expect(FakeXhr.count).toBe(0)
  })

  it("shows the server's message when it refuses, and lets the person pick again", async () => {
    const onUploaded = vi.fn()
    renderWithProviders(<FileUpload label="Resource file" onUploaded={onUploaded} />, { user: testUser() })
    const input = screen.getByLabelText('Resource file')
    await userEvent.upload(input, pdf('invoice.pdf'))
    const message = '"invoice.pdf" is not a real .pdf file (its content is a .exe file). Save or export it as .pdf, or give it its right extension, then upload it again.'
    act(() => FakeXhr.last!.answer(415, { error: message }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(onUploaded).not.toHaveBeenCalled()

    FakeXhr.last = null
    await userEvent.upload(input, pdf('fixed.pdf'))
    act(() => FakeXhr.last!.answer(201, { ...stored, fileName: 'fixed.pdf' }))
    await waitFor(() => expect(onUploaded).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("shows the daily quota's message (429) as the server words it, and keeps nothing", async () => {
    const onUploaded = vi.fn()
    renderWithProviders(<FileUpload label="Image" purpose="win-image" onUploaded={onUploaded} />, { user: testUser() })
    await userEvent.upload(screen.getByLabelText('Image'), pdf('win.pdf'))
    const message = 'You have uploaded 99.5 MB in the last 24 hours, and your upload limit is 100 MB a day. You can upload this file from Tue, 05/05/2026 2:00 PM (Manila time).'
    act(() => FakeXhr.last!.answer(429, { error: message }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('says so when the connection fails, and when the server answers without a message', async () => {
    renderWithProviders(<FileUpload label="Resource file" onUploaded={vi.fn()} />, { user: testUser() })
    const input = screen.getByLabelText('Resource file')
    await userEvent.upload(input, pdf())
    act(() => FakeXhr.last!.onerror!())
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed: check your connection and try again.')
    await userEvent.upload(input, pdf())
    act(() => FakeXhr.last!.answer(502, '<html>Bad gateway</html>'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed (error 502). Try again, or contact an admin if it keeps failing.')
  })

  it('cancels an upload in progress', async () => {
    const onUploaded = vi.fn()
    renderWithProviders(<FileUpload label="Resource file" onUploaded={onUploaded} />, { user: testUser() })
    await userEvent.upload(screen.getByLabelText('Resource file'), pdf())
    const xhr = await waitForRequest()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(xhr.aborted).toBe(true)
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload cancelled.')
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('shows the current file until another is uploaded', () => {
    renderWithProviders(
      <FileUpload label="Resource file" current={{ fileName: 'Old guide.pdf', href: '/api/files/resource-files/3' }} onUploaded={vi.fn()} />,
      { user: testUser() },
    )
    expect(screen.getByRole('link', { name: 'Old guide.pdf' })).toHaveAttribute('href', '/api/files/resource-files/3')
  })
})

describe('FileUploadField', () => {
  const schema = z.object({ fileUrl: z.string().min(1, 'Upload a file') })

  it("puts the stored file's key into the form field, and shows the field's error", async () => {
    const onSubmit = vi.fn()
    const onUploaded = vi.fn()
    renderWithProviders(
      <Form schema={schema} onSubmit={onSubmit} defaultValues={{ fileUrl: '' }}>
        <FileUploadField name="fileUrl" label="File" onUploaded={onUploaded} />
        <SubmitButton>Save</SubmitButton>
      </Form>,
      { user: testUser() },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a file')
    expect(screen.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.upload(screen.getByLabelText('File'), pdf())
    act(() => FakeXhr.last!.answer(201, stored))
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0]).toEqual({ fileUrl: stored.key })
  })
})

describe('uploadFile', () => {
  it('reports progress and resolves with the stored file', async () => {
    const onProgress = vi.fn()
    const done = uploadFile(pdf(), { getToken: () => 'tok', getRoleId: () => null, onProgress })
    const xhr = await waitForRequest()
    expect(xhr.headers).toEqual({ 'auth-provider': 'dbAuth', authorization: 'Bearer tok' })
    xhr.progress(256, 1024)
    expect(onProgress).toHaveBeenCalledWith({ loaded: 256, total: 1024, fraction: 0.25 })
    xhr.answer(201, stored)
    await expect(done).resolves.toEqual(stored)
  })

  it('rejects with the status and message', async () => {
    const done = uploadFile(pdf(), { getToken: () => 'tok', getRoleId: () => null })
    ;(await waitForRequest()).answer(413, { error: UPLOAD_TOO_LARGE_MESSAGE })
    await expect(done).rejects.toEqual(new UploadFailedError(UPLOAD_TOO_LARGE_MESSAGE, 413))
    await expect(uploadFile(fileOfSize('a.pdf', UPLOAD_LIMIT_BYTES + 1), { getToken: () => 'tok' })).rejects.toMatchObject({ status: 0, message: UPLOAD_TOO_LARGE_MESSAGE })
  })
})
