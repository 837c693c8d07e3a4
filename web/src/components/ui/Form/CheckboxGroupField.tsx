// Checkboxes for a list of choices, registered as one field that holds the ticked ids (as text): a
// course's products, a product's courses, a member's access levels. Under them the hint, or the
// field's error in its place.
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { fieldErrorMessage } from './FieldShell'

type CheckboxGroupFieldProps = {
  name: string
  legend: string
  hint: ReactNode
  hintId: string
  choices: { id: number | string; label: ReactNode }[]
  /** The grid's columns (and height), whole class names for Tailwind, e.g. 'sm:grid-cols-2'. */
  gridClassName: string
  /** Each box centred on a one-line label, rather than level with the first line of one that wraps. */
  centered?: boolean
  disabled?: boolean
}

export function CheckboxGroupField({ name, legend, hint, hintId, choices, gridClassName, centered = false, disabled }: CheckboxGroupFieldProps) {
  const { register, getFieldState, formState } = useFormContext()
  const message = fieldErrorMessage(legend, getFieldState(name, formState).error)
  return (
    <fieldset disabled={disabled} aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={clsx('mt-2 grid gap-2', gridClassName)}>
        {choices.map((choice) => (
          <label key={choice.id} className={clsx('flex gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700', centered ? 'items-center' : 'items-start')}>
            <input
              type="checkbox"
              value={String(choice.id)}
              {...register(name)}
              className={clsx(!centered && 'mt-0.5', 'h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500')}
            />
            <span className="min-w-0 break-words">{choice.label}</span>
          </label>
        ))}
      </div>
      {message ? (
        <p className="mt-1.5 text-xs font-medium text-red-600">{message}</p>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  )
}
