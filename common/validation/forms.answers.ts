// What an answer to a staff-built form must be (/form/{slug} and submitForm): ONE zod schema,
// built from the form's own questions, checks the answers in the browser (zodResolver) and again
// in the service (parseInput), so both give the same messages under the same keys. The question
// types are common/validation/forms.ts's; the mobile rule is common/mobile.ts's; the messages are
// the spec's generic ones ('<Label> is required', 'is too long' ...) from common/formMessages.ts.
//
// The form's values are { answers: { <field name>: value }, respondent?: { name, email } }: a
// question's key never meets the respondent's own fields (a form may well ask for "name" itself).
import { z } from 'zod'
import { isValidEmail } from '../email'
import { fieldMessage } from '../formMessages'
import { cleanMobileNumber, INVALID_MOBILE_MESSAGE, isValidMobileNumber } from '../mobile'
import type { FormFieldType } from './forms'

/** A question as the member side receives it (the API's FormField). */
export type FillableField = {
  name: string
  label: string
  type: FormFieldType | string
  required: boolean
  options: readonly string[]
}

/** One stored answer: text, a number, or the picked options of a multiple choice. */
export type Answer = string | number | string[]

export const ANSWER_TEXT_MAX = 1000
export const ANSWER_LONG_TEXT_MAX = 5000
/** Numbers beyond these are typing slips, not answers (and keep the jsonb and the CSV sane). */
export const ANSWER_NUMBER_MIN = -1_000_000_000
export const ANSWER_NUMBER_MAX = 1_000_000_000
export const RESPONDENT_NAME_MIN = 2
export const RESPONDENT_NAME_MAX = 200

/**
 * Where a signed-out respondent's name is kept among the answers: form_responses has an e-mail
 * column but no name column. A question's key starts with a lowercase letter
 * (form.ts FIELD_NAME_PATTERN), so this one can never be a question's.
 */
export const RESPONDENT_NAME_KEY = '_respondentName'

/** The labels of what a signed-out respondent gives (their messages read 'Your name is required'). */
export const RESPONDENT_LABELS = { name: 'Your name', email: 'Your e-mail' } as const

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

type Checked = { value: Answer | undefined } | { message: string }

/** Empty inputs as the form gives them: '', whitespace, null, NaN, an unticked group (false or []). */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** One question's answer: the value to store (undefined when left empty), or its message. */
export function checkAnswer(field: FillableField, raw: unknown): Checked {
  if (isBlank(raw)) return field.required ? { message: fieldMessage(field.label, 'required') } : { value: undefined }
  const invalid = { message: fieldMessage(field.label, 'validate') }
  const text = typeof raw === 'string' ? raw.trim() : null
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (text === null) return invalid
      const max = field.type === 'text' ? ANSWER_TEXT_MAX : ANSWER_LONG_TEXT_MAX
      return text.length > max ? { message: fieldMessage(field.label, 'maxLength') } : { value: text }
    }
    case 'email':
      if (text === null) return invalid
      return isValidEmail(text) ? { value: text } : { message: fieldMessage(field.label, 'pattern') }
    case 'phone':
      // The spec's own message for this one, whatever the label.
      if (text === null) return invalid
      return isValidMobileNumber(text) ? { value: cleanMobileNumber(text) } : { message: INVALID_MOBILE_MESSAGE }
    case 'number': {
      const n = typeof raw === 'number' ? raw : text !== null ? Number(text) : NaN
      if (!Number.isFinite(n)) return invalid
      if (n < ANSWER_NUMBER_MIN) return { message: fieldMessage(field.label, 'min') }
      if (n > ANSWER_NUMBER_MAX) return { message: fieldMessage(field.label, 'max') }
      return { value: n }
    }
    case 'date':
      return text !== null && isCalendarDate(text) ? { value: text } : invalid
    case 'select':
    case 'radio':
      return text !== null && field.options.includes(text) ? { value: text } : invalid
    case 'checkbox': {
      // A single ticked box may come as its value alone.
      const picked = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null
      if (!picked || !picked.every((option) => typeof option === 'string' && field.options.includes(option))) return invalid
      // Stored in the form's order, once each, whatever order they were ticked in.
      return { value: field.options.filter((option) => picked.includes(option)) }
    }
    default:
      // A type this code does not know (a newer editor): refuse rather than store unchecked input.
      return invalid
  }
}

/** A further rule for one question's given answer: its message, or null when it holds. */
type ExtraCheck = (field: FillableField, value: Answer) => string | null

/** The answers object of a form: every question checked by checkAnswer (then `extra`), unknown keys dropped. */
export function formAnswersSchema(fields: readonly FillableField[], extra?: ExtraCheck) {
  const shape: Record<string, z.ZodType<Answer | undefined>> = {}
  for (const field of fields) {
    // optional() first: a missing key still reaches the check (and gets 'is required' when it must be answered).
    shape[field.name] = z.unknown().optional().transform((raw, ctx) => {
      const checked = checkAnswer(field, raw)
      const message = 'message' in checked ? checked.message : checked.value !== undefined && extra ? extra(field, checked.value) : null
      if (message) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return 'value' in checked ? checked.value : undefined
    })
  }
  // Answers left empty are not stored: the CSV and the responses page show them as blank.
  return z
    .object(shape)
    .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Record<string, Answer>)
}

/** Who answers a public form while signed out: a name and an address to reach them. */
export const respondentSchema = z.object({
  name: z
    .string({ error: fieldMessage(RESPONDENT_LABELS.name, 'required') })
    .trim()
    .min(1, { error: fieldMessage(RESPONDENT_LABELS.name, 'required'), abort: true })
    .min(RESPONDENT_NAME_MIN, fieldMessage(RESPONDENT_LABELS.name, 'minLength'))
    .max(RESPONDENT_NAME_MAX, fieldMessage(RESPONDENT_LABELS.name, 'maxLength')),
  email: z
    .string({ error: fieldMessage(RESPONDENT_LABELS.email, 'required') })
    .trim()
    .toLowerCase()
    .min(1, { error: fieldMessage(RESPONDENT_LABELS.email, 'required'), abort: true })
    .refine(isValidEmail, fieldMessage(RESPONDENT_LABELS.email, 'pattern')),
})

/** Labels that ask for the person's name, compared without case and trailing ':', '?' or '*'. */
const NAME_LABELS = ['name', 'full name', 'your name', 'your full name', 'complete name']
/** Answer keys that hold the person's name. */
const NAME_KEYS = ['name', 'fullName', 'yourName', 'completeName']

const plainLabel = (label: string) => label.trim().toLowerCase().replace(/[\s:?*]+$/, '')

/**
 * The form's own questions that ask who the respondent is (so a form is not asked twice: the waitlist used to ask "Your
 * name" and then its own "Full name"): the first e-mail question, and the first text question
 * named or labelled as a name ("Full name", "Your name" ...; not "Company name"). A signed-out
 * visitor answers these once and they are the respondent; only what the form does not ask is asked
 * besides. Signed in, the page fills them in from the user.
 */
export function identityQuestions(fields: readonly FillableField[]): { name: FillableField | null; email: FillableField | null } {
  return {
    name: fields.find((field) => field.type === 'text' && (NAME_KEYS.includes(field.name) || NAME_LABELS.includes(plainLabel(field.label)))) ?? null,
    email: fields.find((field) => field.type === 'email') ?? null,
  }
}

/**
 * The whole submission of a form: its answers, plus who answers when signed out (signed in, the
 * user is the respondent and any respondent sent is dropped). Signed out, the form's own name and
 * e-mail questions (identityQuestions) must be answered and give the respondent; `respondent`
 * carries only what the form does not ask (it may be left out when the form asks both).
 */
export function formSubmissionSchema(fields: readonly FillableField[], { signedIn }: { signedIn: boolean }) {
  if (signedIn) return z.object({ answers: formAnswersSchema(fields) }).transform(({ answers }) => ({ answers, respondent: null }))
  const identity = identityQuestions(fields)
  // The respondent must be reachable: the identity questions are required signed out, whatever the editor said.
  const asked = fields.map((field) => (field === identity.name || field === identity.email ? { ...field, required: true } : field))
  const respondent = z.object({
    name: identity.name ? z.unknown().optional() : respondentSchema.shape.name,
    email: identity.email ? z.unknown().optional() : respondentSchema.shape.email,
  })
  // The name question's answer is held to the respondent name's bounds, in the question's words.
  const nameBounds: ExtraCheck = (field, value) => {
    if (field.name !== identity.name?.name || typeof value !== 'string') return null
    if (value.length < RESPONDENT_NAME_MIN) return fieldMessage(field.label, 'minLength')
    return value.length > RESPONDENT_NAME_MAX ? fieldMessage(field.label, 'maxLength') : null
  }
  return z
    .object({
      answers: formAnswersSchema(asked, nameBounds),
      respondent: identity.name && identity.email ? respondent.nullish() : respondent,
    })
    .transform(({ answers, respondent: given }) => ({
      answers,
      respondent: {
        name: identity.name ? String(answers[identity.name.name]) : String(given!.name),
        email: identity.email ? String(answers[identity.email.name]).toLowerCase() : String(given!.email),
      },
    }))
}

export type FormSubmissionValues = { answers: Record<string, unknown>; respondent?: { name?: string; email?: string } }
