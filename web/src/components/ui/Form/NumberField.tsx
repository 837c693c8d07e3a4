import type { InputHTMLAttributes } from 'react'
import { useFormContext, type RegisterOptions } from 'react-hook-form'
import { controlClass, FieldShell, useField, type FieldBase } from './FieldShell'

/**
 * The value of a number input: a number, or null when empty. (react-hook-form's valueAsNumber would
 * give NaN for an empty box, which neither a schema's nullable() nor GraphQL's Int accepts.)
 */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value
  if (typeof value !== 'string' || value.trim() === '') return null
  const n = Number(value)
  return Number.isNaN(n) ? null : n
}

/** A labelled number input whose value is a number, or null when left empty. */
export function NumberField({ name, label, validation, hint, required, className, ...input }: Omit<FieldBase, 'validation'> & {
  validation?: Omit<RegisterOptions, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'pattern'>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const { register } = useFormContext()
  const isRequired = Boolean(required || validation?.required)
  const f = useField(name, label, hint, isRequired)
  return (
    <FieldShell {...f} label={label} hint={hint} required={isRequired} className={className}>
      <input
        id={f.id}
        type="number"
        inputMode="decimal"
        {...f.aria}
        className={controlClass(Boolean(f.message))}
        {...input}
        {...register(name, { ...validation, setValueAs: numberOrNull })}
      />
    </FieldShell>
  )
}
