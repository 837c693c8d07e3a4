import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import FillForm, { SUBMIT_FORM, type FillableFormData } from './FillForm'

const field = (name: string, label: string, type: string, extra: Partial<FillableFormData['fields'][number]> = {}) => ({
  __typename: 'FormField' as const,
  name,
  label,
  type,
  required: false,
  options: [] as string[],
  helpText: null,
  ...extra,
})

const journey: FillableFormData = {
  __typename: 'Form',
  id: 1,
  slug: 'journey-form',
  title: 'Journey Form',
  description: 'Tell us where you are.\nTake your time.',
  isPublic: false,
  myLastResponse: null,
  fields: [
    field('currentWork', 'Current work', 'text', { required: true, helpText: 'Your job today' }),
    field('story', 'Your story', 'textarea'),
    field('hours', 'Hours per week', 'number', { required: true }),
    field('contactEmail', 'Contact e-mail', 'email'),
    field('mobile', 'Mobile number', 'phone', { required: true }),
    field('startedOn', 'Started on', 'date'),
    field('niche', 'Niche', 'select', { required: true, options: ['General VA', 'Bookkeeping'] }),
    field('laptop', 'Laptop', 'radio', { options: ['Yes', 'Not yet'] }),
    field('tools', 'Tools', 'checkbox', { required: true, options: ['Canva', 'Trello', 'Slack'] }),
  ],
}

const member = testUser({ isBatch17: true, isJourneyFormCompleted: false })

describe('FillForm', () => {
  it('renders every question type by its label, with the required marks and help text', () => {
    renderWithProviders(<FillForm form={journey} />, { user: member })
    expect(screen.getByRole('heading', { name: 'Journey Form' })).toBeInTheDocument()
    expect(screen.getByText(/Tell us where you are\.\s+Take your time\./)).toBeInTheDocument()
    expect(screen.getByLabelText('Current work*')).toHaveAttribute('type', 'text')
    expect(screen.getByText('Your job today')).toBeInTheDocument()
    expect(screen.getByLabelText('Your story').tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText('Hours per week*')).toHaveAttribute('type', 'number')
    expect(screen.getByLabelText('Contact e-mail')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Mobile number*')).toHaveAttribute('type', 'tel')
    expect(screen.getByLabelText('Started on')).toHaveAttribute('type', 'date')
    expect(within(screen.getByLabelText('Niche*')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose one', 'General VA', 'Bookkeeping'])
    const laptop = screen.getByRole('group', { name: 'Laptop' })
    expect(within(laptop).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Yes', 'Not yet'])
    const tools = screen.getByRole('group', { name: 'Tools' })
    expect(within(tools).getAllByRole('checkbox')).toHaveLength(3)
    // Signed in: the user is the respondent, no name or e-mail is asked.
    expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument()
  })

  it("shows the spec's messages under the fields and sends nothing while any is wrong", async () => {
    const submitted = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<FillForm form={journey} />, { user: member, mocks: [{ request: { query: SUBMIT_FORM }, variableMatcher: () => true, result: submitted }] })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    for (const message of ['Current work is required', 'Hours per week is required', 'Mobile number is required', 'Niche is required', 'Tools is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Current work*')).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText('Mobile number*'), '0917 123 45')
    await user.type(screen.getByLabelText('Contact e-mail'), 'me@')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid mobile number!')).toBeInTheDocument()
    expect(screen.getByText('Contact e-mail is not formatted correctly')).toBeInTheDocument()
    expect(submitted).not.toHaveBeenCalled()
  })

  it('sends the cleaned answers, shows the thank-you and refreshes currentUser (the journey-form gate)', async () => {
    const variables = vi.fn()
    const user = userEvent.setup()
    const { auth } = renderWithProviders(<FillForm form={journey} />, {
      user: member,
      mocks: [
        {
          request: { query: SUBMIT_FORM },
          variableMatcher: (vars) => {
            variables(vars)
            return true
          },
          result: { data: { submitForm: { __typename: 'FormSubmission', id: 9, formSlug: 'journey-form', submittedAt: '2025-01-01T00:00:00Z' } } },
        },
      ],
    })
    await user.type(screen.getByLabelText('Current work*'), '  Teacher ')
    await user.type(screen.getByLabelText('Hours per week*'), '10')
    await user.type(screen.getByLabelText('Mobile number*'), '0917-123-4567')
    await user.selectOptions(screen.getByLabelText('Niche*'), 'Bookkeeping')
    await user.click(screen.getByLabelText('Not yet'))
    await user.click(screen.getByLabelText('Slack'))
    await user.click(screen.getByLabelText('Canva'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!Your response to Journey Form has been received.')
    expect(variables).toHaveBeenCalledWith({
      slug: 'journey-form',
      // The form's e-mail question starts as the account's address (each fact is asked once).
      input: {
        answers: { currentWork: 'Teacher', hours: 10, contactEmail: 'maria@example.com', mobile: '09171234567', niche: 'Bookkeeping', laptop: 'Not yet', tools: ['Canva', 'Slack'] },
        respondent: null,
      },
    })
    await waitFor(() => expect(auth.reauthenticate).toHaveBeenCalled())
  })

  it("fills in a returnee's last answers and says they are kept", () => {
    const answered = { ...journey, myLastResponse: { __typename: 'MyFormResponse' as const, answers: { currentWork: 'Nurse', hours: 8, tools: ['Trello'], laptop: 'Yes' }, submittedAt: '2025-03-03T02:00:00Z' } }
    renderWithProviders(<FillForm form={answered} />, { user: member })
    expect(screen.getByRole('note')).toHaveTextContent('You answered this form on Mon, 03/03/2025.')
    expect(screen.getByLabelText('Current work*')).toHaveValue('Nurse')
    expect(screen.getByLabelText('Hours per week*')).toHaveValue(8)
    expect(screen.getByLabelText('Trello')).toBeChecked()
    expect(screen.getByLabelText('Canva')).not.toBeChecked()
    expect(screen.getByLabelText('Yes')).toBeChecked()
  })

  it('signed out, a public form asks for a name and an e-mail with their messages', async () => {
    const user = userEvent.setup()
    renderWithProviders(<FillForm form={{ ...journey, isPublic: true, fields: [field('mobile', 'Mobile number', 'phone')] }} />)
    await user.type(screen.getByLabelText('Your name*'), 'L')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Your name is too short')).toBeInTheDocument()
    expect(screen.getByText('Your e-mail is required')).toBeInTheDocument()
  })

  // The seed's waitlist asked "Your name" and "Your e-mail", then its own "Full name" and "E-mail".
  const waitlist: FillableFormData = {
    ...journey,
    slug: 'waitlist',
    title: 'Enrollment Waitlist',
    isPublic: true,
    fields: [field('name', 'Full name', 'text', { required: true }), field('email', 'E-mail', 'email', { required: true }), field('mobile', 'Mobile number', 'phone')],
  }

  it("signed out, a form with its own name and e-mail questions asks each fact once, and they are the respondent's", async () => {
    const variables = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<FillForm form={waitlist} />, {
      mocks: [
        {
          request: { query: SUBMIT_FORM },
          variableMatcher: (vars) => {
            variables(vars)
            return true
          },
          result: { data: { submitForm: { __typename: 'FormSubmission', id: 9, formSlug: 'waitlist', submittedAt: '2025-01-01T00:00:00Z' } } },
        },
      ],
    })
    expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Your e-mail/)).not.toBeInTheDocument()
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['answers.name', 'answers.email', 'answers.mobile'])
    await user.type(screen.getByLabelText('Full name*'), 'L')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Full name is too short')).toBeInTheDocument()
    expect(screen.getByText('E-mail is required')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Full name*'), 'ovely Tan')
    await user.type(screen.getByLabelText('E-mail*'), 'lovely@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!')
    expect(variables).toHaveBeenCalledWith({
      slug: 'waitlist',
      input: { answers: { name: 'Lovely Tan', email: 'lovely@example.com' }, respondent: null },
    })
  })

  it('signed in, the name and e-mail questions start filled in from the account', () => {
    renderWithProviders(<FillForm form={waitlist} />, { user: testUser({ firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com' }) })
    expect(screen.getByLabelText('Full name*')).toHaveValue('Maria Santos')
    expect(screen.getByLabelText('E-mail*')).toHaveValue('maria@example.com')
    expect(screen.getByLabelText('Mobile number')).toHaveValue('')
  })
})
