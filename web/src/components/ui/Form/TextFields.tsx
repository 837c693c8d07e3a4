import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'
import { controlClass, FieldShell, useField, type FieldBase } from './FieldShell'

/** A labelled input registered with the form, with aria-invalid and its error message. */
export function TextField({ name, label, validation, hint, required, className, type = 'text', ...input }: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { register } = useFormContext()
  const isRequired = Boolean(required || validation?.required)
  const f = useField(name, label, hint, isRequired)
  return (
    <FieldShell {...f} label={label} hint={hint} required={isRequired} className={className}>
      <input id={f.id} type={type} {...f.aria} className={controlClass(Boolean(f.message))} {...input} {...register(name, validation)} />
    </FieldShell>
  )
}

/** A labelled textarea registered with the form. */
export function TextAreaField({ name, label, validation, hint, required, className, rows = 4, ...input }: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { register } = useFormContext()
  const isRequired = Boolean(required || validation?.required)
  const f = useField(name, label, hint, isRequired)
  return (
    <FieldShell {...f} label={label} hint={hint} required={isRequired} className={className}>
      <textarea id={f.id} rows={rows} {...f.aria} className={controlClass(Boolean(f.message))} {...input} {...register(name, validation)} />
    </FieldShell>
  )
}
