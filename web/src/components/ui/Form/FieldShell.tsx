// What every field of the form wrapper shares: a label, a hint or the error message under the control,
// and the ids and ARIA that tie them together.
import { useId, type ReactNode } from 'react'
import { useFormContext, type RegisterOptions } from 'react-hook-form'
import { FORM_MESSAGES } from '@/lib/errors'
import { controlClass } from './controls'

export { controlClass }

/** Props every field takes. With a `schema` on the Form, `validation` is not needed: the schema decides. */
export type FieldBase = {
  name: string
  label: string
  validation?: RegisterOptions
  hint?: ReactNode
  /** Shows the required mark (implied by validation.required); a schema's rules cannot be read from here. */
  required?: boolean
  className?: string
}

/** The message for a field error: its own message, else '<Label> is required' and the other generic ones. */
export function fieldErrorMessage(label: string, error: { type?: unknown; message?: unknown } | undefined): string | undefined {
  if (!error) return undefined
  if (typeof error.message === 'string' && error.message) return error.message
  const generic = FORM_MESSAGES[error.type as keyof typeof FORM_MESSAGES] ?? FORM_MESSAGES.validate
  return `${label} ${generic}`
}

/** A field's ids, its error message and the ARIA attributes of its control. */
export function useField(name: string, label: string, hint: ReactNode, required: boolean) {
  const { formState, getFieldState } = useFormContext()
  const { error } = getFieldState(name, formState)
  const id = useId()
  const message = fieldErrorMessage(label, error)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = message ? errorId : hint ? hintId : undefined
  return {
    id,
    errorId,
    hintId,
    message,
    aria: {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
  }
}

/** The hint, or the error message in its place. */
export function FieldMessage({ hint, hintId, message, errorId }: { hint?: ReactNode; hintId: string; message?: string; errorId: string }) {
  if (message) return <p id={errorId} className="mt-1.5 text-xs font-medium text-red-600">{message}</p>
  if (hint) return <p id={hintId} className="mt-1.5 text-xs text-slate-500">{hint}</p>
  return null
}

/** A field's label, with the required mark. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
      {label}
      {required && <span className="ml-0.5 text-red-600" aria-hidden="true">*</span>}
    </label>
  )
}

/** The label above a control, the hint or error under it. */
export function FieldShell({ id, label, hint, hintId, errorId, message, required, className, children }: {
  id: string; label: string; hint?: ReactNode; hintId: string; errorId: string; message?: string; required?: boolean; className?: string; children: ReactNode
}) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {children}
      <FieldMessage hint={hint} hintId={hintId} message={message} errorId={errorId} />
    </div>
  )
}
