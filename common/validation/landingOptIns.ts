// A landing page's opt-in (or, while its funnel is closed, waitlist) form: POST
// common/landingPages.ts landingOptInUrl(pageId) with { name, email, mobileNumber, website }. The
// same fields and rules as the free-training registration (personFields.ts), one schema for the
// web form and the API's route.
import { z } from 'zod'
import { personFields, personMessages, PUBLIC_FORM_HONEYPOT, PUBLIC_FORM_RATE_LIMIT } from './personFields'

export const LANDING_OPT_IN_HONEYPOT = PUBLIC_FORM_HONEYPOT

/** The opt-ins one client address may send per window (the training registration's own limit). */
export const LANDING_OPT_IN_RATE_LIMIT = PUBLIC_FORM_RATE_LIMIT

export const landingOptInMessages = {
  ...personMessages,
  /** A body that is not the form's fields at all (not a JSON object). */
  form: 'Send your name, email and mobile number',
  tooMany: `Too many sign-ups from your address. Try again in ${PUBLIC_FORM_RATE_LIMIT.minutes} minutes.`,
  /** For the web: the request did not get an answer (network, server error). */
  failed: 'Your details did not go through. Try again.',
}

export const landingOptInSchema = z.object(personFields, { error: landingOptInMessages.form })

export type LandingOptInInput = z.input<typeof landingOptInSchema>
export type LandingOptInValues = z.output<typeof landingOptInSchema>
