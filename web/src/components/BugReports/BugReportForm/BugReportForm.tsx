// The bug report form: what happened and where. Stored with createBugReport; a link may fill in
// the page it is about (pageUrl), otherwise the user types it. Signed out, the server needs an
// e-mail to reply to (contactEmail); signed in, it knows who is writing and the user goes home.
import { gql } from '@apollo/client'
import toast from 'react-hot-toast'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { useMutationOnDemand } from '@/lib/graphqlClient'
import type { CreateBugReportMutation, CreateBugReportMutationVariables } from '@/types/graphql'
import { AuthHeading, linkClass } from '@/components/ui/AuthCard/AuthCard'
import { bugReportSchema, guestBugReportSchema, type BugReportInput } from '@common/validation/bugReports'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'

// Input written inline: the web does not depend on the server's input type name.
export const CREATE_BUG_REPORT = gql`
  mutation CreateBugReport($description: String!, $pageUrl: String, $contactEmail: String) {
    createBugReport(input: { description: $description, pageUrl: $pageUrl, contactEmail: $contactEmail }) {
      id
    }
  }
`

/** The boxes: contactEmail only signed out, which is why it is optional here. */
type BugReportValues = Partial<Pick<BugReportInput, 'contactEmail' | 'pageUrl'>> & Pick<BugReportInput, 'description'>
/** What the schema hands over: trimmed, blank page URL as null, the e-mail lower-cased (signed out only). */
type BugReportSubmitted = { description: string; pageUrl: string | null; contactEmail?: string }

export const BUG_REPORT_THANKS = 'Thanks! Your report was sent to the team.'

type Props = {
  pageUrl?: string
  /** A signed-out visitor's report went out; the e-mail the team will reply to. */
  onSent: (contactEmail: string) => void
}

export function BugReportForm({ pageUrl = '', onSent }: Props) {
  const { isAuthenticated } = useAuth()
  // On demand: the page renders, signed out too, before Apollo's code has arrived (lib/graphqlClient.tsx).
  const [createBugReport, { error, loading }] = useMutationOnDemand<CreateBugReportMutation, CreateBugReportMutationVariables>(
    CREATE_BUG_REPORT,
  )

  const onSubmit = async (form: BugReportSubmitted) => {
    try {
      await createBugReport({
        variables: { description: form.description, pageUrl: form.pageUrl, contactEmail: form.contactEmail ?? null },
      })
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    toast.success(BUG_REPORT_THANKS)
    if (isAuthenticated) navigate(routes.home())
    else onSent(form.contactEmail ?? '')
  }

  return (
    <>
      <AuthHeading title="Report a bug" subtitle="Tell us what went wrong. The more detail, the faster we can fix it." />
      {/* The same schema the server validates with (common/validation/bugReports.ts). */}
      <Form<BugReportValues, BugReportSubmitted>
        schema={isAuthenticated ? bugReportSchema : guestBugReportSchema}
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
          />
        )}
        <TextAreaField
          name="description"
          label="What happened?"
          rows={6}
          placeholder="What you did, what you expected, and what happened instead"
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
