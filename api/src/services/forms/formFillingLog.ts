// The info-log row of a response: which form, which response, and who (the signed-in user, with
// the admin behind an impersonated session; or the address a signed-out respondent gave). The
// answers themselves stay in form_responses: the log is no second copy of personal data.
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import type { Executor } from '../../lib/db'

export function logFormResponse(executor: Executor, form: { id: number; slug: string }, responseId: number, respondentEmail: string | null) {
  const user = currentUser()
  return writeInfoLog(
    {
      action: 'form-response-submitted',
      userId: user?.id ?? null,
      originalUserId: user?.originalUserId ?? null,
      entityType: 'form',
      entityId: form.id,
      details: { slug: form.slug, responseId, ...(respondentEmail ? { respondentEmail } : {}) },
    },
    executor,
  )
}
