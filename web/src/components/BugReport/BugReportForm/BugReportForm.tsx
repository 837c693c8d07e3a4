// The bug report form: what happened and where. Stored with createBugReport; a link may fill in
// the page it is about (pageUrl), otherwise the user types it. Signed out, the server needs an
// e-mail to reply to (contactEmail); signed in, it knows who is writing and the user goes home.
import { gql, useMutation } from '@apollo/client'
import toast from 'react-hot-toast'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useAuth } from '../../../auth'
import type { CreateBugReportMutation, CreateBugReportMutationVariables } from '../../../types/graphql'
import { AuthHeading, linkClass } from '../../Auth/AuthCard/AuthCard'
import { emailError, normalizeEmail } from '../../Auth/emailRules'
import { Form, SubmitButton, TextAreaField, TextField } from '../../ui/Form/Form'

// Input written inline: the web does not depend on the server's input type name.
export const CREATE_BUG_REPORT = gql`
  mutation CreateBugReport($description: String!, $pageUrl: String, $contactEmail: String) {
    createBugReport(input: { description: $description, pageUrl: $pageUrl, contactEmail: $contactEmail }) {
      id
    }
  }
`

type BugReportValues = { description: string; pageUrl: string; contactEmail: string }

export const BUG_REPORT_THANKS = 'Thanks! Your report was sent to the team.'
/** The server's own message for a missing contact e-mail, used before sending too. */
export const CONTACT_EMAIL_REQUIRED = 'Enter your email so we can reply'

type Props = {
  pageUrl?: string
  /** A signed-out visitor's report went out; the e-mail the team will reply to. */
  onSent: (contactEmail: string) => void
}

export function BugReportForm({ pageUrl = '', onSent }: Props) {
  const { isAuthenticated } = useAuth()
  const [createBugReport, { error, loading }] = useMutation<CreateBugReportMutation, CreateBugReportMutationVariables>(
    CREATE_BUG_REPORT,
  )

  const onSubmit = async (form: BugReportValues) => {
    try {
      await createBugReport({
        variables: {
          description: form.description.trim(),
          pageUrl: form.pageUrl.trim() || null,
          contactEmail: isAuthenticated ? null : normalizeEmail(form.contactEmail),
        },
      })
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    toast.success(BUG_REPORT_THANKS)
    if (isAuthenticated) navigate(routes.home())
    else onSent(normalizeEmail(form.contactEmail))
  }

  return (
    <>
      <AuthHeading title="Report a bug" subtitle="Tell us what went wrong. The more detail, the faster we can fix it." />
      <Form<BugReportValues>
        onSubmit={onSubmit}
        error={error}
        defaultValues={{ description: '', pageUrl, contactEmail: '' }}
        aria-label="Report a bug"
      >
        {!isAuthenticated && (
          <TextField
            name="contactEmail"
            label="Your email"
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            hint="We only use it to reply about this report."
            validation={{ validate: (v: string) => emailError(v, CONTACT_EMAIL_REQUIRED) ?? true }}
          />
        )}
        <TextAreaField
          name="description"
          label="What happened?"
          rows={6}
          placeholder="What you did, what you expected, and what happened instead"
          validation={{ validate: (v: string) => !!v.trim() || 'Describe what happened' }}
        />
        <TextField name="pageUrl" label="Page or URL (optional)" placeholder="/courses/my-courses" />
        <SubmitButton loading={loading} loadingLabel="Sending..." className="w-full">
          Send Report
        </SubmitButton>
      </Form>
      <p className="mt-8 text-center text-sm">
        <Link to={isAuthenticated ? routes.home() : routes.login()} className={linkClass}>
          {isAuthenticated ? 'Back to Home' : 'Back to Login'}
        </Link>
      </p>
    </>
  )
}
