import { useState } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { BugReportSent } from '../BugReportSent/BugReportSent'
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
    // As BugReportPage puts them together: the form, then what was sent and where the reply goes.
    function SignedOutReport() {
      const [sentTo, setSentTo] = useState<string | null>(null)
      return sentTo ? <BugReportSent contactEmail={sentTo} /> : <BugReportForm onSent={setSentTo} />
    }
    // The mock answers only these exact variables: anything untrimmed or in capitals is an error.
    renderWithProviders(<SignedOutReport />, {
      mocks: [sent({ description: 'The code never came.', pageUrl: null, contactEmail: 'visitor@example.com' })],
    })
    await userEvent.type(screen.getByLabelText('Your email'), ' Visitor@Example.com ')
    await userEvent.type(screen.getByLabelText('What happened?'), '  The code never came.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }))
    expect(await screen.findByRole('heading', { name: 'Report sent' })).toBeInTheDocument()
    expect(screen.getByText(/We will reply to/)).toHaveTextContent('We will reply to visitor@example.com.')
    expect(screen.queryByRole('button', { name: 'Send Report' })).toBeNull()
  })
})
