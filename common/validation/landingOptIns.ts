// A landing page's opt-in form (POST /api/landing-pages/{pageId}/opt-ins): the free training's
// person fields (name, e-mail, mobile number, the honeypot) without its track, so both forms say
// exactly the same thing.
import type { z } from 'zod'
import { TRAINING_HONEYPOT, trainingRegistrationSchema } from './training'

export const LANDING_OPT_IN_HONEYPOT = TRAINING_HONEYPOT

export const landingOptInSchema = trainingRegistrationSchema.omit({ track: true })

export type LandingOptInInput = z.input<typeof landingOptInSchema>
export type LandingOptIn = z.output<typeof landingOptInSchema>
