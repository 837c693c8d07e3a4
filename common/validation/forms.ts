// What a form must be (/forms: the "New form" dialog and the editor on /forms/{id}; createForm and
// updateForm): one schema for the web form and the service (parseInput), so both say exactly the
// same thing. The question types are the ones the member side renders at /form/{slug}
// (db/schema/forms.ts FormField: the service's types check that the two lists agree).
import { z } from 'zod'

export const FORM_FIELD_TYPES = ['text', 'textarea', 'number', 'email', 'phone', 'date', 'select', 'radio', 'checkbox'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** How the editor names each type. */
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Long text',
  number: 'Number',
  email: 'E-mail',
  phone: 'Phone (mobile number)',
  date: 'Date',
  select: 'Single choice (dropdown)',
  radio: 'Single choice (buttons)',
  checkbox: 'Multiple choice',
}

/** The types whose answers are picked from options. */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox']
export const isChoiceType = (type: string) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type)

/** The slug of the Journey Form (db/schema/forms.ts JOURNEY_FORM_SLUG; the journey-form gate sends members to it). */
export const JOURNEY_FORM_SLUG = 'journey-form'

export const FORM_SLUG_MAX = 100
export const FORM_TITLE_MAX = 200
export const FORM_DESCRIPTION_MAX = 5000
export const FORM_FIELDS_MAX = 100
export const FIELD_LABEL_MAX = 300
export const FIELD_NAME_MAX = 60
export const FIELD_HELP_MAX = 500
export const FIELD_OPTIONS_MAX = 50
export const FIELD_OPTION_MAX = 200

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const FIELD_NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/

export const formMessages = {
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug must be lowercase letters and digits separated by single dashes (e.g. journey-form)',
  slugTooLong: `Slug must be at most ${FORM_SLUG_MAX} characters`,
  slugTaken: 'Another form already uses this slug',
  journeySlugFixed: `The Journey Form keeps the slug ${JOURNEY_FORM_SLUG}: the journey-form dialog sends members to it`,
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${FORM_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${FORM_DESCRIPTION_MAX} characters`,
  tooManyFields: `A form can have at most ${FORM_FIELDS_MAX} questions`,
  labelRequired: 'Question is required',
  labelTooLong: `Question must be at most ${FIELD_LABEL_MAX} characters`,
  nameRequired: 'Answer key is required',
  nameInvalid: 'Answer key must start with a lowercase letter and use only letters and digits',
  nameTooLong: `Answer key must be at most ${FIELD_NAME_MAX} characters`,
  nameTaken: 'Another question already uses this answer key',
  typeInvalid: 'Choose a type from the list',
  optionsRequired: 'Give at least one option, one per line',
  optionsTooMany: `At most ${FIELD_OPTIONS_MAX} options`,
  optionTooLong: `Each option must be at most ${FIELD_OPTION_MAX} characters`,
  optionsRepeated: 'Each option must be different',
  helpTextTooLong: `Help text must be at most ${FIELD_HELP_MAX} characters`,
}

/** 'Journey Form 2025!' -> 'journey-form-2025': the slug the new-form dialog suggests. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FORM_SLUG_MAX)
    .replace(/-+$/g, '')
}

/**
 * 'What do you do for work right now?' -> 'whatDoYouDoForWorkRightNow': a new question's answer
 * key, from its label (letters and digits, camelCase, at most FIELD_NAME_MAX), made unique among
 * `taken` with a number ('goal2'). A label without letters gives 'question'.
 */
export function fieldNameFromLabel(label: string, taken: Iterable<string> = []): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  let name = words
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('')
  if (!name) name = 'question'
  // An answer key starts with a letter: '2nd choice' -> 'q2ndChoice'.
  if (/^[0-9]/.test(name)) name = `q${name}`
  name = name.slice(0, FIELD_NAME_MAX - 3)
  const used = new Set(taken)
  if (!used.has(name)) return name
  for (let n = 2; ; n++) if (!used.has(`${name}${n}`)) return `${name}${n}`
}

const slug = z
  .string({ error: formMessages.slugRequired })
  .trim()
  .min(1, { error: formMessages.slugRequired, abort: true })
  .max(FORM_SLUG_MAX, { error: formMessages.slugTooLong, abort: true })
  .regex(SLUG_PATTERN, formMessages.slugInvalid)

const title = z
  .string({ error: formMessages.titleRequired })
  .trim()
  .min(1, formMessages.titleRequired)
  .max(FORM_TITLE_MAX, formMessages.titleTooLong)

/** The new-form dialog: a title and a slug; the form starts unpublished, without questions. */
export const newFormSchema = z.object({ title, slug })
export type NewFormInput = z.input<typeof newFormSchema>

/** Options as the editor's textarea gives them (one per line) or as a list: trimmed, blanks dropped. */
const options = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value.split('\n') : (value ?? [])).map((option) => option.trim()).filter(Boolean))

/** One question. */
export const formFieldSchema = z
  .object({
    label: z
      .string({ error: formMessages.labelRequired })
      .trim()
      .min(1, formMessages.labelRequired)
      .max(FIELD_LABEL_MAX, formMessages.labelTooLong),
    name: z
      .string({ error: formMessages.nameRequired })
      .trim()
      .min(1, { error: formMessages.nameRequired, abort: true })
      .max(FIELD_NAME_MAX, { error: formMessages.nameTooLong, abort: true })
      .regex(FIELD_NAME_PATTERN, formMessages.nameInvalid),
    type: z.enum(FORM_FIELD_TYPES, formMessages.typeInvalid),
    required: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    options,
    helpText: z
      .string()
      .trim()
      .max(FIELD_HELP_MAX, formMessages.helpTextTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .transform((field, ctx) => {
    if (!isChoiceType(field.type)) return { ...field, options: [] }
    const problem =
      field.options.length === 0
        ? formMessages.optionsRequired
        : field.options.length > FIELD_OPTIONS_MAX
          ? formMessages.optionsTooMany
          : field.options.some((option) => option.length > FIELD_OPTION_MAX)
            ? formMessages.optionTooLong
            : new Set(field.options).size !== field.options.length
              ? formMessages.optionsRepeated
              : null
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: problem })
      return z.NEVER
    }
    return field
  })

export type FormFieldInput = z.input<typeof formFieldSchema>
export type FormFieldValues = z.output<typeof formFieldSchema>

/** The whole form, as the editor on /forms/{id} sends it. */
export const formSchema = z.object({
  slug,
  title,
  description: z
    .string()
    .trim()
    .max(FORM_DESCRIPTION_MAX, formMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  isPublic: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  isPublished: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  fields: z
    .array(formFieldSchema)
    .max(FORM_FIELDS_MAX, formMessages.tooManyFields)
    .nullish()
    .transform((fields) => fields ?? [])
    .superRefine((fields, ctx) => {
      // Answers are stored by key: two questions with one key would overwrite each other's answers.
      const seen = new Set<string>()
      fields.forEach((field, i) => {
        if (seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: formMessages.nameTaken })
        seen.add(field.name)
      })
    }),
})

export type FormInput = z.input<typeof formSchema>
export type FormValues = z.output<typeof formSchema>
