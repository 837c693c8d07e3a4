// A single choice as radio buttons, or a multiple choice as checkboxes: a fieldset whose legend is
// the question, one labelled control per option, and the field's message under them. The form
// wrapper's fields are one control each; these are the two questions that are several.
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { FieldMessage, useField } from '@/components/ui/Form/FieldShell'

type Props = { name: string; label: string; options: readonly string[]; multiple: boolean; required?: boolean; hint?: string }

export function ChoiceGroup({ name, label, options, multiple, required = false, hint }: Props) {
  const { register } = useFormContext()
  const f = useField(name, label, hint, required)
  const legendId = useId()
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={f.aria['aria-describedby']} aria-invalid={f.aria['aria-invalid']}>
      <legend id={legendId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && <span className="ml-0.5 text-red-600" aria-hidden="true">*</span>}
      </legend>
      <div className="space-y-2">
        {options.map((option, i) => {
          const id = `${f.id}-${i}`
          return (
            <div key={option} className="flex items-start gap-2">
              <input
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                value={option}
                className={`mt-0.5 h-4 w-4 shrink-0 border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500 ${multiple ? 'rounded' : ''}`}
                {...register(name)}
              />
              <label htmlFor={id} className="break-words text-sm text-slate-700">
                {option}
              </label>
            </div>
          )
        })}
      </div>
      <FieldMessage hint={hint} hintId={f.hintId} message={f.message} errorId={f.errorId} />
    </fieldset>
  )
}
