import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { answerText } from './answerText'
import { exportUrl, FormResponses } from './FormResponses'

const fields = [
  { __typename: 'FormField' as const, name: 'currentWork', label: 'What do you do for work?', type: 'text', required: true, options: [], helpText: null },
  { __typename: 'FormField' as const, name: 'niche', label: 'Which services?', type: 'checkbox', required: true, options: ['VA', 'Bookkeeping'], helpText: null },
]

const responses = [
  {
    __typename: 'FormResponse' as const,
    id: 9,
    email: 'member@tribe.test',
    submittedAt: '2025-01-07T11:00:00.000Z',
    answers: { currentWork: 'Call-centre agent', niche: ['VA', 'Bookkeeping'], oldQuestion: 'kept' },
    user: { __typename: 'FormRespondent' as const, id: 4, firstName: 'Maricel', lastName: 'dela Cruz', email: 'member@tribe.test' },
  },
  { __typename: 'FormResponse' as const, id: 8, email: 'guest@example.com', submittedAt: '2025-01-06T11:00:00.000Z', answers: { currentWork: 'Student' }, user: null },
]

describe('FormResponses', () => {
  it('shows who answered, when in Manila, and each answer under its question', () => {
    renderWithProviders(<FormResponses formId={3} fields={fields} responses={responses} totalCount={12} />, {
      user: testUser({ pageAccess: { form: true } }),
      role: 'tribe-team-ro',
      route: '/forms/3?t=1',
    })
    const rows = within(screen.getByRole('table', { name: 'Responses' })).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Jan 7, 2025 7:00 PM')
    expect(rows[1]).toHaveTextContent('Maricel dela Cruz')
    expect(rows[1]).toHaveTextContent('Which services?VA, Bookkeeping')
    expect(rows[1]).toHaveTextContent('oldQuestion (removed question)kept')
    expect(rows[2]).toHaveTextContent('guest@example.com')
    expect(rows[2]).toHaveTextContent('Which services?No answer')
    expect(screen.getByText('12 responses, newest first.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/form-responses-export/3?as=tribe-team-ro')
  })

  it('writes answers and export addresses as expected', () => {
    expect(answerText(['a', 'b'])).toBe('a, b')
    expect(answerText(5)).toBe('5')
    expect(answerText(undefined)).toBe('')
    expect(exportUrl(7, null)).toBe('/api/form-responses-export/7')
  })
})
