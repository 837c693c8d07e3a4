// A landing page's opt-in (POST /api/landing-pages/{pageId}/opt-ins): name, e-mail and mobile
// number, checked here by the same rules the server uses. The answer is the same whether the e-mail
// is new, sent before or has an account, so the form never says which. `website` is a honeypot:
// off-screen and out of the tab order and the accessibility tree, filled only by bots. On a closed
// funnel's page the same form is its waitlist. Its own chunk: it loads after the page's first paint.
import { useState } from 'react'
import { landingOptInUrl } from '@common/landingPages'
import { landingOptInSchema, LANDING_OPT_IN_HONEYPOT, type LandingOptInInput } from '@common/validation/landingOptIns'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'

async function send(pageId: number, values: unknown): Promise<void> {
  const answer = await fetch(landingOptInUrl(pageId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(values),
  })
  if (answer.ok) return
  const body = (await answer.json().catch(() => ({}))) as { error?: string }
  throw new Error(body.error ?? `Your details could not be sent (${answer.status}). Try again.`)
}

export type OptInFormProps = {
  pageId: number
  buttonLabel: string
  successMessage: string
  /** In the builder: shown, never sent. */
  editing?: boolean
}

export function OptInForm({ pageId, buttonLabel, successMessage, editing }: OptInFormProps) {
  const [error, setError] = useState<unknown>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-800">
        {successMessage}
      </p>
    )
  }
  return (
    <Form<LandingOptInInput>
      aria-label={buttonLabel}
      schema={landingOptInSchema}
      defaultValues={{ name: '', email: '', mobileNumber: '', [LANDING_OPT_IN_HONEYPOT]: '' }}
      error={error}
      onSubmit={async (values) => {
        if (editing) return
        setError(null)
        setSending(true)
        try {
          await send(pageId, values)
          setSent(true)
        } catch (failure) {
          setError(failure)
        } finally {
          setSending(false)
        }
      }}
    >
      <TextField name="name" label="Your name" autoComplete="name" required />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextField name="mobileNumber" label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" placeholder="e.g. 09171234567" required />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <TextField name={LANDING_OPT_IN_HONEYPOT} label="Leave this empty" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton loading={sending} loadingLabel="Sending..." className="w-full" disabled={editing}>
        {buttonLabel}
      </SubmitButton>
    </Form>
  )
}

export default OptInForm
