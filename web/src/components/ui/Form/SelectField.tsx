import type { SelectHTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'
import { controlClass, SelectOptions } from './controls'
import { FieldShell, useField, type FieldBase } from './FieldShell'

/** A labelled select registered with the form; `placeholder` adds an empty first option. Values are submitted as text. */
export function SelectField({ name, label, validation, hint, required, className, options, placeholder, ...select }: FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { options: { value: string | number; label: string }[]; placeholder?: string }) {
  const { register } = useFormContext()
  const isRequired = Boolean(required || validation?.required)
  const f = useField(name, label, hint, isRequired)
  return (
    <FieldShell {...f} label={label} hint={hint} required={isRequired} className={className}>
      <select id={f.id} {...f.aria} className={controlClass(Boolean(f.message))} {...select} {...register(name, validation)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <SelectOptions options={options} />
      </select>
    </FieldShell>
  )
}
