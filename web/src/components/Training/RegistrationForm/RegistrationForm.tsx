// The free training's registration (POST /api/free-training/registrations: common/validation/training.ts).
// The same schema checks the fields here first; the server's answer is the same whether the e-mail
// is new, already registered or has an account, so the form never says which. `website` is a
// honeypot: off-screen and out of the tab order and the accessibility tree, filled only by bots.
import { useState } from 'react'
import { navigate } from '@redwoodjs/router'
import { TRAINING_TRACK_PATHS } from '@common/publicPages'
import {
  TRAINING_HONEYPOT,
  TRAINING_REGISTRATION_URL,
  trainingRegistrationSchema,
  type TrainingRegistrationInput,
  type TrainingTrack,
} from '@common/validation/training'
import { Form, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { markRegistered } from '../registered'

const TRACK_OPTIONS = [
  { value: 'beginner', label: 'I am new to freelancing (Beginner)' },
  { value: 'experienced', label: 'I already freelance (Experienced)' },
]

/** Sends the registration; a refusal (bad input, too many tries) in the server's words. */
async function register(values: unknown): Promise<TrainingTrack> {
  const answer = await fetch(TRAINING_REGISTRATION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(values),
  })
  const body = (await answer.json().catch(() => ({}))) as { track?: TrainingTrack; error?: string }
  if (!answer.ok || !body.track) throw new Error(body.error ?? `The registration could not be sent (${answer.status}). Try again.`)
  return body.track
}

export function RegistrationForm() {
  const [error, setError] = useState<unknown>(null)
  const [sending, setSending] = useState(false)
  return (
    <Form<TrainingRegistrationInput>
      aria-label="Register for the free training"
      schema={trainingRegistrationSchema}
      defaultValues={{ name: '', email: '', mobileNumber: '', track: undefined, [TRAINING_HONEYPOT]: '' }}
      error={error}
      onSubmit={async (values) => {
        setError(null)
        setSending(true)
        try {
          const track = await register(values)
          markRegistered()
          navigate(`${TRAINING_TRACK_PATHS[track]}?registered=1`)
        } catch (failure) {
          setError(failure)
          setSending(false)
        }
      }}
    >
      <TextField name="name" label="Your name" autoComplete="name" required />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextField name="mobileNumber" label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" placeholder="e.g. 09171234567" required />
      <SelectField name="track" label="Your experience" options={TRACK_OPTIONS} placeholder="Choose one" required />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <TextField name={TRAINING_HONEYPOT} label="Leave this empty" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton loading={sending} loadingLabel="Registering..." className="w-full">
        Watch the free training
      </SubmitButton>
    </Form>
  )
}

export default RegistrationForm
