// submitForm(slug, input): stores one response to a published form. Signed in, the response is
// the user's (their address kept with it); signed out, only a public form can be answered and the
// respondent gives a name and an e-mail: through the form's own name and e-mail questions when it
// asks them (common/validation/forms.answers.ts identityQuestions), so each is asked once. The answers are checked by the schema built from the
// form's own questions (common/validation/forms.answers.ts), the same one the page checks with.
//
// Every submission is a new row: responses are history (a returnee's past Journey Form answers
// stay), and currentUser.isJourneyFormCompleted is derived from their existence
// (api/src/lib/auth/communityFacts.ts). The insert moves the user's facts stamp by trigger
// (db/migrations/0003_*), so the journey-form gate is gone on the very next request.
//
// Abuse: a public form can be posted to by anyone, like the signed-out bug report, so it is
// throttled the same way (docs/security.md): per address signed out, per user signed in.
//
// Statements: 1 (the form) + 1 (the throttle check) + 3 in one transaction (the response, the
// throttle count, the info log) = 5, plus the transaction's begin and commit: 7 round trips,
// whatever the form holds (statements.test.ts).
import { and, eq } from 'drizzle-orm'
import { formSubmissionSchema, RESPONDENT_NAME_KEY } from '../../../../common/validation/forms.answers'
import { formResponses, forms } from '../../../../db/schema'
import { policies, recordEvent, retryText, waitFor, type ThrottlePolicy } from '../../lib/auth/throttle'
import { context, currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { AppError, AuthenticationError, NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { toFormField } from './forms'
import { SIGN_IN_TO_ANSWER_MESSAGE } from './fillableForm'
import { logFormResponse } from './formFillingLog'

export const FORM_NOT_FOUND_MESSAGE = 'Form not found'

/** Signed-out responses per address: 10 an hour (a household or an office may share one), then a growing wait. */
export const signedOutResponsePolicy: ThrottlePolicy = { ...policies.signupAddress, limit: 10 }
/** Signed-in responses per user: 30 an hour; a member never gets near it. */
export const signedInResponsePolicy: ThrottlePolicy = { ...policies.signupAddress, limit: 30 }

export const submitForm = (async ({ slug, input }) => {
  const user = currentUser()
  const [row] = await db
    .select({ id: forms.id, slug: forms.slug, fields: forms.fields, isPublic: forms.isPublic })
    .from(forms)
    .where(and(eq(forms.slug, slug), eq(forms.isPublished, true)))
  if (!row) throw new NotFoundError(FORM_NOT_FOUND_MESSAGE)
  if (!user && !row.isPublic) throw new AuthenticationError(SIGN_IN_TO_ANSWER_MESSAGE)

  const { answers, respondent } = parseInput(formSubmissionSchema(row.fields.map(toFormField), { signedIn: Boolean(user) }), input)

  const request = context().request
  const throttleKey = user ? `form-response-user:${user.id}` : `form-response-ip:${request.ip}`
  const wait = await waitFor([throttleKey])
  if (wait > 0) throw new AppError(`Too many responses in a short time. Try again in ${retryText(wait)}.`, 'TOO_MANY_REQUESTS')

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(formResponses)
      .values({
        formId: row.id,
        userId: user?.id ?? null,
        email: user ? user.email : respondent!.email,
        // The signed-out respondent's name goes with the answers: the table has no column of its own for it.
        answers: respondent ? { ...answers, [RESPONDENT_NAME_KEY]: respondent.name } : answers,
      })
      .returning({ id: formResponses.id, submittedAt: formResponses.submittedAt })
    await recordEvent(throttleKey, user ? signedInResponsePolicy : signedOutResponsePolicy, new Date(), tx)
    await logFormResponse(tx, row, created.id, respondent?.email ?? null)
    return { id: created.id, formSlug: row.slug, submittedAt: created.submittedAt.toISOString() }
  })
}) satisfies MutationResolvers['submitForm']
