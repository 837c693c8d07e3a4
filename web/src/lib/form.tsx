// The one form wrapper every form uses: react-hook-form underneath, the server's error block on top,
// and labelled fields that announce their own errors.
import clsx from 'clsx'
import { useEffect, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type RegisterOptions,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import { Button, type ButtonProps } from '../components/Button/Button'
import { FORM_MESSAGES, formatFormError, getFieldErrors } from './errors'

/** Props of Form. */
export type FormProps<T extends FieldValues> = {
  onSubmit: SubmitHandler<T>
  /** The last server error (e.g. the mutation's error); shown above the fields, field messages on fields. */
  error?: unknown
  defaultValues?: DefaultValues<T>
  /** Extra useForm options (mode, resolver...). */
  config?: Omit<UseFormProps<T>, 'defaultValues'>
  /** Pass your own useForm() result to read or reset values outside the form. */
  formMethods?: UseFormReturn<T>
  children: ReactNode
  className?: string
  'aria-label'?: string
}

/** The server error block: title and list, from formatFormError. Renders nothing without an error. */
export function FormError({ error, className }: { error?: unknown; className?: string }) {
  const summary = formatFormError(error)
  if (!summary) return null
  return (
    <div role="alert" className={clsx('rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800', className)}>
      <p className="font-semibold">{summary.title}</p>
      {summary.messages.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {summary.messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A react-hook-form form with the FormError block above its fields; BAD_USER_INPUT messages also mark their fields. */
export function Form<T extends FieldValues>({ onSubmit, error, defaultValues, config, formMethods, children, className, ...rest }: FormProps<T>) {
  const own = useForm<T>({ ...config, defaultValues })
  const methods = formMethods ?? own

  useEffect(() => {
    for (const [field, messages] of Object.entries(getFieldErrors(error))) {
      methods.setError(field as never, { type: 'server', message: messages.join(' ') })
    }
  }, [error, methods])

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(onSubmit)} className={clsx('space-y-5', className)} {...rest}>
        <FormError error={error} />
        {children}
      </form>
    </FormProvider>
  )
}

type FieldBase = {
  name: string
  label: string
  validation?: RegisterOptions
  hint?: ReactNode
  className?: string
}

const CONTROL =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500'

function controlClass(invalid: boolean) {
  return clsx(CONTROL, invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-500')
}

/** The message for a field error: its own message, else '<Label> is required' and the other generic ones. */
export function fieldErrorMessage(label: string, error: { type?: unknown; message?: unknown } | undefined): string | undefined {
  if (!error) return undefined
  if (typeof error.message === 'string' && error.message) return error.message
  const generic = FORM_MESSAGES[error.type as keyof typeof FORM_MESSAGES] ?? FORM_MESSAGES.validate
  return `${label} ${generic}`
}

function useField(name: string, label: string) {
  const { formState, getFieldState } = useFormContext()
  const { error } = getFieldState(name, formState)
  const id = useId()
  const message = fieldErrorMessage(label, error)
  return { id, errorId: `${id}-error`, hintId: `${id}-hint`, message }
}

function FieldShell({ id, label, hint, hintId, errorId, message, required, className, children }: {
  id: string; label: string; hint?: ReactNode; hintId: string; errorId: string; message?: string; required?: boolean; className?: string; children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && <span className="ml-0.5 text-red-600" aria-hidden="true">*</span>}
      </label>
      {children}
      {hint && !message && <p id={hintId} className="mt-1.5 text-xs text-slate-500">{hint}</p>}
      {message && <p id={errorId} className="mt-1.5 text-xs font-medium text-red-600">{message}</p>}
    </div>
  )
}

function describedBy(message: string | undefined, hint: ReactNode, errorId: string, hintId: string) {
  if (message) return errorId
  return hint ? hintId : undefined
}

/** A labelled input registered with the form, with aria-invalid and its error message. */
export function TextField({ name, label, validation, hint, className, type = 'text', ...input }: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { register } = useFormContext()
  const f = useField(name, label)
  return (
    <FieldShell {...f} label={label} hint={hint} required={Boolean(validation?.required)} className={className}>
      <input
        id={f.id}
        type={type}
        aria-invalid={f.message ? true : undefined}
        aria-describedby={describedBy(f.message, hint, f.errorId, f.hintId)}
        className={controlClass(Boolean(f.message))}
        {...input}
        {...register(name, validation)}
      />
    </FieldShell>
  )
}

/** A labelled textarea registered with the form. */
export function TextAreaField({ name, label, validation, hint, className, rows = 4, ...input }: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { register } = useFormContext()
  const f = useField(name, label)
  return (
    <FieldShell {...f} label={label} hint={hint} required={Boolean(validation?.required)} className={className}>
      <textarea
        id={f.id}
        rows={rows}
        aria-invalid={f.message ? true : undefined}
        aria-describedby={describedBy(f.message, hint, f.errorId, f.hintId)}
        className={controlClass(Boolean(f.message))}
        {...input}
        {...register(name, validation)}
      />
    </FieldShell>
  )
}

/** A labelled select registered with the form; `placeholder` adds an empty first option. */
export function SelectField({ name, label, validation, hint, className, options, placeholder, ...select }: FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { options: { value: string | number; label: string }[]; placeholder?: string }) {
  const { register } = useFormContext()
  const f = useField(name, label)
  return (
    <FieldShell {...f} label={label} hint={hint} required={Boolean(validation?.required)} className={className}>
      <select
        id={f.id}
        aria-invalid={f.message ? true : undefined}
        aria-describedby={describedBy(f.message, hint, f.errorId, f.hintId)}
        className={controlClass(Boolean(f.message))}
        {...select}
        {...register(name, validation)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** The form's submit button; shows `loadingLabel` (e.g. 'Saving...') while `loading`. */
export function SubmitButton({ loading, loadingLabel, children, ...rest }: Omit<ButtonProps, 'type'>) {
  return (
    <Button type="submit" loading={loading} loadingLabel={loadingLabel} {...rest}>
      {children}
    </Button>
  )
}
