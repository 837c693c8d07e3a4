// A published form, answered: its questions, a name and an e-mail when signed out (only those the
// form does not ask itself: its own "Full name" and "E-mail" questions are the respondent, so each
// fact is asked once; signed in, they start filled in from the account), and the thank-you once
// stored. The answers are checked here by the schema the service checks them with,
// built from the same questions (common/validation/forms.answers.ts). A returnee sees what they
// answered last time, and sends a new response (the old ones are kept).
import { gql, useMutation } from '@apollo/client'
import { useMemo, useState } from 'react'
import { useAuth, useCurrentUser, type CurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { FillableFormQuery, SubmitFormMutation, SubmitFormMutationVariables } from '@/types/graphql'
import { formSubmissionSchema, identityQuestions, RESPONDENT_LABELS, type FormSubmissionValues } from '@common/validation/forms.answers'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { fullName } from '@/lib/fullName'
import { FormQuestion } from '../FormQuestion/FormQuestion'
import { FormThankYou } from '../FormThankYou/FormThankYou'

export const SUBMIT_FORM = gql`
  mutation SubmitForm($slug: String!, $input: FormSubmissionInput!) {
    submitForm(slug: $slug, input: $input) {
      id
      formSlug
      submittedAt
    }
  }
`

export type FillableFormData = NonNullable<FillableFormQuery['form']>

/**
 * The boxes' starting values: the last answers, else empty (a multiple choice as no options); for
 * a signed-in `user`, the form's own name and e-mail questions start as theirs.
 */
export function initialValues(form: FillableFormData, user?: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'> | null): FormSubmissionValues {
  const last = (form.myLastResponse?.answers ?? {}) as Record<string, unknown>
  const identity = identityQuestions(form.fields)
  const fromAccount = new Map<string, string>()
  if (user && identity.name) fromAccount.set(identity.name.name, fullName(user))
  if (user && identity.email) fromAccount.set(identity.email.name, user.email)
  const answers: Record<string, unknown> = {}
  for (const field of form.fields) {
    const previous = last[field.name] ?? fromAccount.get(field.name)
    if (field.type === 'checkbox') answers[field.name] = Array.isArray(previous) ? previous : []
    else if (field.type === 'number' || field.type === 'date') answers[field.name] = previous ?? null
    else answers[field.name] = previous === undefined || previous === null ? '' : String(previous)
  }
  // Only what the form does not ask itself (a respondent left out entirely when it asks both).
  const respondent = { ...(identity.name ? {} : { name: '' }), ...(identity.email ? {} : { email: '' }) }
  return Object.keys(respondent).length ? { answers, respondent } : { answers }
}

export default function FillForm({ form }: { form: FillableFormData }) {
  const { isAuthenticated, reauthenticate } = useAuth()
  const currentUser = useCurrentUser()
  const [sent, setSent] = useState(false)
  const [submitForm, { loading, error }] = useMutation<SubmitFormMutation, SubmitFormMutationVariables>(SUBMIT_FORM)
  const schema = useMemo(() => formSubmissionSchema(form.fields, { signedIn: isAuthenticated }), [form.fields, isAuthenticated])
  const identity = useMemo(() => identityQuestions(form.fields), [form.fields])
  // Signed out, the form's own name and e-mail questions must be answered: they say who responds.
  const asksRespondent = (field: FillableFormData['fields'][number]) => !isAuthenticated && (field === identity.name || field === identity.email)

  const onSubmit = async (values: { answers: Record<string, unknown>; respondent: { name: string; email: string } | null }) => {
    try {
      // The server takes the respondent from the form's own questions when it asks them.
      const respondent = identity.name && identity.email ? null : values.respondent
      await submitForm({ variables: { slug: form.slug, input: { answers: values.answers, respondent } } })
    } catch {
      // The mutation's `error`: the form shows it, field messages on their fields.
      return
    }
    setSent(true)
    window.scrollTo({ top: 0 })
    // currentUser.isJourneyFormCompleted comes from the responses: refresh it, so the journey-form
    // dialog is gone on the next page.
    if (isAuthenticated) await reauthenticate()
  }

  if (sent) return <FormThankYou title={form.title} signedIn={isAuthenticated} onAnswerAgain={form.isPublic && !isAuthenticated ? () => setSent(false) : undefined} />

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="break-words text-2xl font-semibold text-slate-900 sm:text-3xl">{form.title}</h1>
        {/* Plain text, as the editor says ("Shown above the questions."); its line breaks kept. */}
        {form.description && <p className="whitespace-pre-line break-words text-slate-600">{form.description}</p>}
      </header>
      {form.myLastResponse && (
        <p role="note" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
          You answered this form on {formatDate(form.myLastResponse.submittedAt)}. Your answers are filled in below: change what is new and
          submit again. Your earlier responses are kept.
        </p>
      )}
      <Form
        schema={schema}
        onSubmit={onSubmit}
        error={error}
        defaultValues={initialValues(form, isAuthenticated ? currentUser : null)}
        aria-label={form.title}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {!isAuthenticated && !(identity.name && identity.email) && (
          <div className="grid gap-5 sm:grid-cols-2">
            {!identity.name && <TextField name="respondent.name" label={RESPONDENT_LABELS.name} required autoComplete="name" />}
            {!identity.email && <TextField name="respondent.email" label={RESPONDENT_LABELS.email} type="email" required autoComplete="email" />}
          </div>
        )}
        {form.fields.map((field) => (
          <FormQuestion key={field.name} field={asksRespondent(field) ? { ...field, required: true } : field} />
        ))}
        <SubmitButton loading={loading} loadingLabel="Submitting...">
          Submit
        </SubmitButton>
      </Form>
    </div>
  )
}
