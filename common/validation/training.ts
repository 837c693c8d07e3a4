// The free-training registration (/free-training, POST /api/free-training/registrations): one
// schema for the web form (zodResolver) and the API's route, so both say exactly the same thing.
// The mobile number follows the spec's rule (common/mobile.ts): typed with spaces or dashes,
// stored without them.
import { z } from 'zod'
import { isValidEmail } from '../email'
import { cleanMobileNumber, INVALID_MOBILE_MESSAGE, isValidMobileNumber } from '../mobile'

/** The two tracks of the training: each has its own page, /free-training-<track>. */
export const TRAINING_TRACKS = ['beginner', 'experienced'] as const
export type TrainingTrack = (typeof TRAINING_TRACKS)[number]

/** Where the form posts its JSON body. */
export const TRAINING_REGISTRATION_URL = '/api/free-training/registrations'

/** The honeypot field: hidden from people, filled by bots. */
export const TRAINING_HONEYPOT = 'website'

export const TRAINING_NAME_MIN = 2
export const TRAINING_NAME_MAX = 100

/** The registrations one client address may send per window before it is refused (429). */
export const TRAINING_RATE_LIMIT = { max: 10, minutes: 10 } as const

export const trainingMessages = {
  name: `Enter your name (${TRAINING_NAME_MIN} to ${TRAINING_NAME_MAX} characters)`,
  email: 'Enter a valid email address (e.g., name@example.com)',
  mobile: INVALID_MOBILE_MESSAGE,
  track: 'Choose Beginner or Experienced',
  /** A body that is not the form's fields at all (not a JSON object). */
  form: 'Send your name, email, mobile number and track',
  tooMany: `Too many registrations from your address. Try again in ${TRAINING_RATE_LIMIT.minutes} minutes.`,
  /** For the web: the request did not get an answer (network, server error). */
  failed: 'Your registration did not go through. Try again.',
}

export const trainingRegistrationSchema = z.object(
  {
    name: z.string({ error: trainingMessages.name }).trim().min(TRAINING_NAME_MIN, trainingMessages.name).max(TRAINING_NAME_MAX, trainingMessages.name),
    // Stored lower-cased: one registration per mailbox, whatever the case typed.
    email: z.string({ error: trainingMessages.email }).trim().toLowerCase().refine(isValidEmail, trainingMessages.email),
    // '0917 123-4567' is kept as '09171234567'.
    mobileNumber: z.string({ error: trainingMessages.mobile }).trim().overwrite(cleanMobileNumber).refine(isValidMobileNumber, trainingMessages.mobile),
    track: z.enum(TRAINING_TRACKS, { error: trainingMessages.track }),
    // The honeypot: people never see it, so anything in it means a bot (the route answers as if
    // registered and keeps nothing).
    [TRAINING_HONEYPOT]: z.string().optional(),
  },
  { error: trainingMessages.form },
)

export type TrainingRegistrationInput = z.input<typeof trainingRegistrationSchema>
export type TrainingRegistration = z.output<typeof trainingRegistrationSchema>
