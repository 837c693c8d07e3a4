// The free-training registration (/free-training, POST /api/free-training/registrations): one
// schema for the web form (zodResolver) and the API's route, so both say exactly the same thing.
// The person's fields and their rules are the public forms' own (personFields.ts).
import { z } from 'zod'
import { PERSON_NAME_MAX, PERSON_NAME_MIN, personFields, personMessages, PUBLIC_FORM_HONEYPOT, PUBLIC_FORM_RATE_LIMIT } from './personFields'

/** The two tracks of the training: each has its own page, /free-training-<track>. */
export const TRAINING_TRACKS = ['beginner', 'experienced'] as const
export type TrainingTrack = (typeof TRAINING_TRACKS)[number]

/** Where the form posts its JSON body. */
export const TRAINING_REGISTRATION_URL = '/api/free-training/registrations'

/** The honeypot field: hidden from people, filled by bots. */
export const TRAINING_HONEYPOT = PUBLIC_FORM_HONEYPOT

export const TRAINING_NAME_MIN = PERSON_NAME_MIN
export const TRAINING_NAME_MAX = PERSON_NAME_MAX

/** The registrations one client address may send per window before it is refused (429). */
export const TRAINING_RATE_LIMIT = PUBLIC_FORM_RATE_LIMIT

export const trainingMessages = {
  ...personMessages,
  track: 'Choose Beginner or Experienced',
  /** A body that is not the form's fields at all (not a JSON object). */
  form: 'Send your name, email, mobile number and track',
  tooMany: `Too many registrations from your address. Try again in ${TRAINING_RATE_LIMIT.minutes} minutes.`,
  /** For the web: the request did not get an answer (network, server error). */
  failed: 'Your registration did not go through. Try again.',
}

export const trainingRegistrationSchema = z.object(
  {
    // name, email, mobileNumber and the honeypot: the public forms' shared fields.
    ...personFields,
    track: z.enum(TRAINING_TRACKS, { error: trainingMessages.track }),
  },
  { error: trainingMessages.form },
)

export type TrainingRegistrationInput = z.input<typeof trainingRegistrationSchema>
export type TrainingRegistration = z.output<typeof trainingRegistrationSchema>
