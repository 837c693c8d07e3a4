// A bug report: what happened and where. Stored with createBugReport; the link to this page from
// the menus carries the page the user was on (?pageUrl=...).
import { useState } from 'react'
import { gql, useMutation } from '@apollo/client'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, navigate, routes } from '@redwoodjs/router'
import { Button } from '../../components/Button/Button'
import { formatFormError } from '../../lib/errors'
import { AuthHeading, FieldMessage, inputClass, labelClass, linkClass } from '../../shell/auth/AuthCard'

// Input written inline: the web does not depend on the server's input type name.
export const CREATE_BUG_REPORT = gql`
  mutation CreateBugReport($description: String!, $pageUrl: String) {
    createBugReport(input: { description: $description, pageUrl: $pageUrl }) {
      id
    }
  }
`

type BugReportForm = { description: string; pageUrl: string }

export const BUG_REPORT_THANKS = 'Thanks! Your report was sent to the team.'

export default function BugReportPage({ pageUrl = '' }: { pageUrl?: string }) {
  const [createBugReport] = useMutation(CREATE_BUG_REPORT)
  const [serverError, setServerError] = useState<ReturnType<typeof formatFormError>>(null)
  const { register, handleSubmit, formState } = useForm<BugReportForm>({ defaultValues: { description: '', pageUrl } })
  const { errors, isSubmitting } = formState

  const onSubmit = async (form: BugReportForm) => {
    setServerError(null)
    try {
      await createBugReport({ variables: { description: form.description.trim(), pageUrl: form.pageUrl.trim() || null } })
      toast.success(BUG_REPORT_THANKS)
      navigate(routes.home())
    } catch (error) {
      setServerError(formatFormError(error))
    }
  }

  return (
    <>
      <AuthHeading
        title="Report a bug"
        subtitle="Tell us what went wrong. The more detail, the faster we can fix it."
      />
      {serverError && (
        <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <p className="font-medium">{serverError.title}</p>
          {serverError.messages.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {serverError.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <div>
          <label htmlFor="bug-description" className={labelClass}>
            What happened?
          </label>
          <textarea
            id="bug-description"
            rows={6}
            placeholder="What you did, what you expected, and what happened instead"
            aria-invalid={!!errors.description}
            aria-describedby={errors.description ? 'bug-description-error' : undefined}
            className={inputClass(!!errors.description)}
            {...register('description', { validate: (v) => !!v.trim() || 'Describe what happened' })}
          />
          <FieldMessage id="bug-description-error" message={errors.description?.message} />
        </div>
        <div>
          <label htmlFor="bug-page-url" className={labelClass}>
            Page or URL <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input id="bug-page-url" type="text" placeholder="/courses/my-courses" className={inputClass()} {...register('pageUrl')} />
        </div>
        <Button type="submit" loading={isSubmitting} loadingLabel="Sending..." className="w-full">
          Send Report
        </Button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link to={routes.home()} className={linkClass}>
          Back to Home
        </Link>
      </p>
    </>
  )
}
