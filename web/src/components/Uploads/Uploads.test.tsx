// The bulk import page's rules: which files may be sent (10 MB, .xlsx or .csv), the mode sent for
// members, the problems shown with their sheet, row and column, and Import only for a clean preview.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UPLOAD_TOO_LARGE_MESSAGE } from '@common/files'
import { uploadMessages } from '@common/validation/uploads'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { TemplateLinks } from './TemplateLinks/TemplateLinks'
import { UploadForm } from './UploadForm/UploadForm'
import { IMPORT_UPLOAD, place, UploadJobView, type UploadJobData } from './UploadJobCell/UploadJobView'
import { canImport, filesProblem, progressFraction, statusBadge, unchangedRows } from './uploadJob'

const user = () => testUser({ pageAccess: { uploadContents: true } })

const job = (values: Partial<UploadJobData> = {}): UploadJobData => ({
  __typename: 'UploadJob',
  id: 7,
  type: 'members',
  mode: 'upsert',
  status: 'succeeded',
  dryRun: true,
  fileName: 'members.xlsx',
  totalRows: 3,
  processedRows: 3,
  createdRows: 2,
  updatedRows: 0,
  failedRows: 0,
  errors: [],
  failureMessage: null,
  createdByName: 'Ula Uploader',
  createdAt: '2026-11-22T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...values,
})

describe('uploadJob rules', () => {
  it('refuses no file, over 10 MB together, other types and a mix', () => {
    expect(filesProblem([])).toBe(uploadMessages.noFile)
    expect(filesProblem([{ name: 'a.csv', size: 6 * 1024 * 1024 }, { name: 'b.csv', size: 5 * 1024 * 1024 }])).toBe(UPLOAD_TOO_LARGE_MESSAGE)
    expect(filesProblem([{ name: 'members.xls', size: 10 }])).toBe(uploadMessages.wrongType('members.xls'))
    expect(filesProblem([{ name: 'members.xlsx', size: 10 }, { name: 'b.csv', size: 10 }])).toBe(uploadMessages.mixed)
    expect(filesProblem([{ name: 'members.csv', size: 10 }, { name: 'members-subscriptions.csv', size: 10 }])).toBeNull()
  })

  it('says where a job is and whether it may be imported', () => {
    expect(statusBadge(job())).toEqual({ label: 'Ready to import', tone: 'success' })
    expect(statusBadge(job({ errors: [{ __typename: 'UploadRowError', sheet: 'Members', row: 2, column: 'Email', message: 'x' }] })).label).toBe('Problems found')
    expect(statusBadge(job({ status: 'running', dryRun: false })).label).toBe('Importing')
    expect(progressFraction(job({ status: 'running', totalRows: 4, processedRows: 1 }))).toBe(0.25)
    expect(canImport(job())).toBe(true)
    expect(canImport(job({ failedRows: 1 }))).toBe(false)
    expect(canImport(job({ dryRun: false }))).toBe(false)
    expect(unchangedRows(job({ processedRows: 10, createdRows: 2, updatedRows: 3 }))).toBe(5)
    expect(place({ sheet: 'Members', row: 4, column: 'Mobile Number' })).toBe('Members sheet, row 4, Mobile Number')
    expect(place({ row: 0 })).toBe('The file')
  })
})

describe('UploadForm', () => {
  it('refuses a file over 10 MB at once with the note to contact an admin, sending nothing', async () => {
    const send = vi.fn()
    renderWithProviders(<UploadForm kind="members" onQueued={vi.fn()} send={send} />, { user: user() })
    const big = new File(['x'], 'members.xlsx')
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })
    await userEvent.upload(screen.getByLabelText('File'), big)
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE_MESSAGE)
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the files as a preview in the chosen mode and opens the job', async () => {
    const send = vi.fn(async () => ({ id: 42 }))
    const onQueued = vi.fn()
    renderWithProviders(<UploadForm kind="members" onQueued={onQueued} send={send} />, { user: user() })
    await userEvent.click(screen.getByRole('radio', { name: /Add new only/ }))
    const file = new File(['Tribe ID,Email'], 'members.csv', { type: 'text/csv' })
    await userEvent.upload(screen.getByLabelText('File'), file)
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    await waitFor(() => expect(onQueued).toHaveBeenCalledWith(42))
    expect(send).toHaveBeenCalledWith('members', 'create', [file], true)
  })

  it('shows the server refusal', async () => {
    const send = vi.fn(async () => {
      throw new Error(UPLOAD_TOO_LARGE_MESSAGE)
    })
    renderWithProviders(<UploadForm kind="groups" onQueued={vi.fn()} send={send} />, { user: user() })
    expect(screen.queryByRole('radio')).toBeNull()
    await userEvent.upload(screen.getByLabelText('File'), new File(['x'], 'groups.xlsx'))
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE_MESSAGE)
    expect(send).toHaveBeenCalledWith('groups', 'upsert', expect.any(Array), true)
  })
})

describe('UploadJobView', () => {
  it('lists every problem with its sheet, row and column, and offers no Import', () => {
    renderWithProviders(
      <UploadJobView
        job={job({
          failedRows: 1,
          createdRows: 1,
          errors: [{ __typename: 'UploadRowError', sheet: 'Members', row: 3, column: 'Mobile Number', message: uploadMessages.badMobile('12345') }],
        })}
        onImported={vi.fn()}
      />,
      { user: user() },
    )
    const problems = screen.getByRole('list', { name: 'Problems' })
    expect(problems).toHaveTextContent('Members sheet, row 3, Mobile Number')
    expect(problems).toHaveTextContent(uploadMessages.badMobile('12345'))
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
  })

  it('imports a clean preview and follows the new job', async () => {
    const onImported = vi.fn()
    renderWithProviders(<UploadJobView job={job()} onImported={onImported} />, {
      user: user(),
      mocks: [{ request: { query: IMPORT_UPLOAD, variables: { id: 7 } }, result: { data: { importUpload: { __typename: 'UploadJob', id: 8, status: 'queued' } } } }],
    })
    expect(screen.getByText('Would add')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(8))
  })

  it('shows an import that ran with nothing to add as 0 added, all unchanged', () => {
    renderWithProviders(<UploadJobView job={job({ dryRun: false, createdRows: 0, updatedRows: 0 })} onImported={vi.fn()} />, { user: user() })
    const rows = screen.getByLabelText('Row counts')
    expect(rows).toHaveTextContent('Added0')
    expect(rows).toHaveTextContent('Unchanged3')
    expect(screen.getByText('Imported')).toBeInTheDocument()
  })
})

describe('TemplateLinks', () => {
  it('offers the workbook and one CSV per sheet', () => {
    renderWithProviders(<TemplateLinks kind="members" />, { user: user() })
    expect(screen.getByRole('link', { name: 'members.xlsx' })).toHaveAttribute('href', expect.stringMatching(/^\/api\/uploads\/templates\/members\.xlsx/))
    expect(screen.getByRole('link', { name: 'members-subscriptions.csv' })).toBeInTheDocument()
    expect(screen.getByText(/A CSV file carries one sheet only/)).toBeInTheDocument()
  })
})
