import type { InputHTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'
import { FieldMessage, useField, type FieldBase } from './FieldShell'

/** A checkbox with its label beside it; its value is true or false. */
export function CheckboxField({ name, label, validation, hint, required, className, ...input }: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const { register } = useFormContext()
  const isRequired = Boolean(required || validation?.required)
  const f = useField(name, label, hint, isRequired)
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={f.id}
          type="checkbox"
          {...f.aria}
          className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
          {...input}
          {...register(name, validation)}
        />
        <label htmlFor={f.id} className="text-sm font-medium text-slate-700">
          {label}
          {isRequired && <span className="ml-0.5 text-red-600" aria-hidden="true">*</span>}
        </label>
      </div>
      <FieldMessage hint={hint} hintId={f.hintId} message={f.message} errorId={f.errorId} />
    </div>
  )
}
