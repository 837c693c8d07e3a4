import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { BugReportForm, CREATE_BUG_REPORT } from './BugReportForm'

const sent = (variables: Record<string, unknown>) => ({
  request: { query: CREATE_BUG_REPORT, variables },
  result: { data: { createBugReport: { __typename: 'BugReport', id: 1 } } },
})

describe('BugReportForm, signed out', () => {
  it("says what is missing with the server's own messages and sends nothing", async () => {
    const onSent = vi.fn()
    renderWithProviders(<BugReportForm onSent={onSent} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }))
    expect(await screen.findByText('Enter your email so we can reply')).toBeInTheDocument()
    expect(screen.getByText('Description is required')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('What happened?'), 'It broke')
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }))
    expect(await screen.findByText('Description must be at least 10 characters')).toBeInTheDocument()
    expect(onSent).not.toHaveBeenCalled()
  })

  it('sends the trimmed report with the e-mail lower-cased, and says where the reply goes', async () => {
    const onSent = vi.fn()
    renderWithProviders(<BugReportForm onSent={onSent} />, {
      mocks: [sent({ description: 'The code never came.', pageUrl: null, contactEmail: 'visitor@example.com' })],
    })
    await userEvent.type(screen.getByLabelText('Your email'), ' Visitor@Example.com ')
    await userEvent.type(screen.getByLabelText('What happened?'), '  The code never came.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('visitor@example.com'))
  })
})
