// The fields a public form asks of a visitor (the free-training registration, a landing page's
// opt-in): name, e-mail and mobile number, with one set of rules and messages so every form says
// the same thing. The mobile number follows the spec's rule (common/mobile.ts): typed with spaces
// or dashes, stored without them.
import { z } from 'zod'
import { isValidEmail } from '../email'
import { cleanMobileNumber, INVALID_MOBILE_MESSAGE, isValidMobileNumber } from '../mobile'

export const PERSON_NAME_MIN = 2
export const PERSON_NAME_MAX = 100

/** The honeypot field of a public form: hidden from people, filled by bots. */
export const PUBLIC_FORM_HONEYPOT = 'website'

/** The forms one client address may send per window before it is refused (429), per form. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, minutes: 10 } as const

export const personMessages = {
  name: `Enter your name (${PERSON_NAME_MIN} to ${PERSON_NAME_MAX} characters)`,
  email: 'Enter a valid email address (e.g., name@example.com)',
  mobile: INVALID_MOBILE_MESSAGE,
}

/** The shape to spread into a form's schema: name, email (lower-cased), mobileNumber (cleaned), and the honeypot. */
export const personFields = {
  name: z.string({ error: personMessages.name }).trim().min(PERSON_NAME_MIN, personMessages.name).max(PERSON_NAME_MAX, personMessages.name),
  // Stored lower-cased: one row per mailbox, whatever the case typed.
  email: z.string({ error: personMessages.email }).trim().toLowerCase().refine(isValidEmail, personMessages.email),
  // '0917 123-4567' is kept as '09171234567'.
  mobileNumber: z.string({ error: personMessages.mobile }).trim().overwrite(cleanMobileNumber).refine(isValidMobileNumber, personMessages.mobile),
  // The honeypot: people never see it, so anything in it means a bot (the route answers as if
  // the form were kept, and keeps nothing).
  [PUBLIC_FORM_HONEYPOT]: z.string().optional(),
}
