// The jobs table: each job in words, its state and runs, its last error; Retry only for a job that
// failed for good and Discard only for one that has not finished, each asked first and refetching.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { DISCARD_JOB, Jobs, RETRY_JOB, type JobRow } from './Jobs'

const job = (values: Partial<JobRow>): JobRow => ({
  __typename: 'BackgroundJob',
  id: '0b6f-1',
  name: 'mail-sweep',
  state: 'completed',
  payloadSummary: '{}',
  attempts: 1,
  maxAttempts: 4,
  error: null,
  requestId: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  startAfter: '2026-11-27T02:00:00.000Z',
  startedAt: '2026-11-27T02:00:01.000Z',
  finishedAt: '2026-11-27T02:00:02.000Z',
  ...values,
})

const rows = [
  job({ id: 'a', name: 'upload-import', state: 'failed', payloadSummary: '{"uploadJobId":12}', attempts: 1, maxAttempts: 1, error: 'The file is gone' }),
  job({ id: 'b', name: 'checkout-expiry', state: 'waiting', attempts: 0, startedAt: null, finishedAt: null }),
  job({ id: 'c' }),
]
const list = { __typename: 'BackgroundJobList' as const, items: rows, totalCount: 3, page: 1, pageSize: 10 }
const user = testUser({ pageAccess: { jobs: true } })
// A row by its job's words (the first match: the row's buttons repeat them for screen readers).
const rowOf = (text: string) => screen.getAllByText(text)[0].closest('tr')!

describe('Jobs', () => {
  it('names each job in words, with its state, runs and last error, and only the actions its state allows', () => {
    renderWithProviders(<Jobs list={list} />, { user })
    const failed = rowOf('Spreadsheet import')
    expect(within(failed).getByText('upload-import {"uploadJobId":12}')).toBeInTheDocument()
    expect(within(failed).getByText('Failed')).toBeInTheDocument()
    expect(within(failed).getByText('1 of 1')).toBeInTheDocument()
    expect(within(failed).getByText('The file is gone')).toBeInTheDocument()
    expect(within(failed).getByRole('button', { name: 'Retry Spreadsheet import' })).toBeInTheDocument()
    expect(within(failed).getByRole('button', { name: 'Discard Spreadsheet import' })).toBeInTheDocument()

    const waiting = rowOf('Expire abandoned checkouts')
    expect(within(waiting).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument()
    expect(within(waiting).getByRole('button', { name: 'Discard Expire abandoned checkouts' })).toBeInTheDocument()

    const done = rowOf('Send queued e-mail')
    expect(within(done).getByText('Completed')).toBeInTheDocument()
    expect(within(done).queryByRole('button')).not.toBeInTheDocument()
  })

  it('retries a failed job once confirmed', async () => {
    let retried = false
    const mocks = [
      {
        request: { query: RETRY_JOB, variables: { id: 'a' } },
        result: () => {
          retried = true
          return { data: { retryJob: { __typename: 'BackgroundJob', id: 'a', state: 'waiting', attempts: 1, error: 'The file is gone' } } }
        },
      },
    ]
    renderWithProviders(<Jobs list={list} />, { user, mocks })
    await userEvent.click(screen.getByRole('button', { name: 'Retry Spreadsheet import' }))
    const dialog = await screen.findByRole('dialog', { name: 'Retry "Spreadsheet import"?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(retried).toBe(true))
    expect(await screen.findByText('Job queued again')).toBeInTheDocument()
  })

  it('keeps the dialog open and says why when the job moved on meanwhile', async () => {
    const mocks = [{ request: { query: DISCARD_JOB, variables: { id: 'b' } }, result: { errors: [{ message: 'This job has already finished.' }] } }]
    renderWithProviders(<Jobs list={list} />, { user, mocks })
    await userEvent.click(screen.getByRole('button', { name: 'Discard Expire abandoned checkouts' }))
    const dialog = await screen.findByRole('dialog', { name: 'Discard "Expire abandoned checkouts"?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }))
    expect(await screen.findByText('This job has already finished.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Discard "Expire abandoned checkouts"?' })).toBeInTheDocument()
  })
})
