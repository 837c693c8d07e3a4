import type { InputHTMLAttributes } from 'react'
import type { RegisterOptions } from 'react-hook-form'
import type { FieldBase } from './FieldShell'
import { TextField } from './TextFields'

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
export function NumberField({ validation, ...props }: Omit<FieldBase, 'validation'> & {
  validation?: Omit<RegisterOptions, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'pattern'>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  return <TextField inputMode="decimal" {...props} type="number" validation={{ ...validation, setValueAs: numberOrNull }} />
}
