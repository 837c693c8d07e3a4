// The spec's generic form messages (part 1 section 5), shown after a field's label: 'Phone is
// required'. One copy for the web's form wrapper (web/src/lib/errors.ts re-exports it, keyed by
// react-hook-form's error types) and the answers schema of staff-built forms (validation/forms.answers.ts).
export const FORM_MESSAGES = {
  required: 'is required',
  pattern: 'is not formatted correctly',
  minLength: 'is too short',
  maxLength: 'is too long',
  min: 'is too low',
  max: 'is too high',
  validate: 'is not valid',
} as const

/** '<Label> <generic message>': `fieldMessage('Phone', 'required')` -> 'Phone is required'. */
export const fieldMessage = (label: string, kind: keyof typeof FORM_MESSAGES) => `${label} ${FORM_MESSAGES[kind]}`
