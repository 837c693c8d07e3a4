import type { InputHTMLAttributes } from 'react'
import { useController, useFormContext, type RegisterOptions } from 'react-hook-form'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import { controlClass, FieldShell, useField, type FieldBase } from './FieldShell'
import { TextField } from './TextFields'

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'defaultValue'>

/** A calendar date input: 'YYYY-MM-DD' (the API's Date scalar), or null when left empty. */
export function DateField({ validation, ...props }: Omit<FieldBase, 'validation'> & {
  validation?: Omit<RegisterOptions, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'pattern'>
} & DateInputProps) {
  return <TextField {...props} type="date" validation={{ ...validation, setValueAs: (v: unknown) => (v === '' || v === undefined ? null : v) }} />
}

const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm'

/** An instant as the wall-clock time in Manila that a datetime-local input shows. */
export function toManilaInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  const d = dayjs(value)
  return d.isValid() ? d.tz(MANILA_TZ).format(LOCAL_MINUTE) : ''
}

/** A datetime-local input's wall-clock time, read in Manila, as an ISO instant; null when empty. */
export function fromManilaInput(value: string): string | null {
  return value ? dayjs.tz(value, MANILA_TZ).toISOString() : null
}

/**
 * A date and time, typed and shown as Manila time whatever the browser's zone (business times are
 * Manila's), held in the form as an ISO instant (the API's DateTime scalar), or null when empty.
 */
export function DateTimeField({ name, label, validation, hint, required, className, ...input }: Omit<FieldBase, 'validation'> & {
  validation?: Omit<RegisterOptions, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'pattern' | 'disabled'>
} & DateInputProps) {
  const { control } = useFormContext()
  const { field } = useController({ name, control, rules: validation })
  const isRequired = Boolean(required || validation?.required)
  const f = useField(name, label, hint, isRequired)
  return (
    <FieldShell {...f} label={label} hint={hint} required={isRequired} className={className}>
      <input
        id={f.id}
        type="datetime-local"
        {...f.aria}
        className={controlClass(Boolean(f.message))}
        {...input}
        ref={field.ref}
        name={field.name}
        value={toManilaInput(field.value)}
        onChange={(event) => field.onChange(fromManilaInput(event.target.value))}
        onBlur={field.onBlur}
      />
    </FieldShell>
  )
}
