// One question in the form editor: the question, its type, required, options (choice types, one a
// line), help text, and Up, Down and Remove. A new question's answer key follows its question as it
// is typed (fieldNameFromLabel); a saved question keeps its key, since its answers are stored under it.
import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELD_TYPES,
  fieldNameFromLabel,
  isChoiceType,
  type FormInput,
} from '@common/validation/forms'
import { Button } from '@/components/ui/Button/Button'
import { CheckboxField, SelectField, TextAreaField, TextField, fieldErrorMessage } from '@/components/ui/Form/Form'

type Question = NonNullable<FormInput['fields']>[number]

/** A new question's starting values. */
export const blankQuestion = (): Question => ({ label: '', name: '', type: 'text', required: false, options: '', helpText: '' })

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((type) => ({ value: type, label: FORM_FIELD_TYPE_LABELS[type] }))

export type QuestionEditorProps = {
  index: number
  count: number
  /** The answer keys the form has on the server. */
  savedNames: ReadonlySet<string>
  onMove: (to: number) => void
  onRemove: () => void
}

export function QuestionEditor({ index, count, savedNames, onMove, onRemove }: QuestionEditorProps) {
  const { control, getValues, setValue, getFieldState, formState } = useFormContext<FormInput>()
  const prefix = `fields.${index}` as const
  const label = useWatch({ control, name: `${prefix}.label` })
  const name = useWatch({ control, name: `${prefix}.name` })
  const type = useWatch({ control, name: `${prefix}.type` })
  const locked = Boolean(name) && savedNames.has(name ?? '')

  useEffect(() => {
    if (locked) return
    const others = (getValues('fields') ?? []).filter((_, i) => i !== index).map((field) => field.name ?? '')
    const next = label?.trim() ? fieldNameFromLabel(label, [...others, ...savedNames]) : ''
    if (next !== name) setValue(`${prefix}.name`, next, { shouldValidate: formState.isSubmitted })
  }, [label, locked, index, name, prefix, savedNames, getValues, setValue, formState.isSubmitted])

  const keyError = fieldErrorMessage('Answer key', getFieldState(`${prefix}.name`, formState).error)
  const number = index + 1

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="sr-only">Question {number}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-700">Question {number}</p>
        <div className="flex flex-wrap gap-1.5">
          <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index - 1)}>
            Up<span className="sr-only"> (question {number})</span>
          </Button>
          <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            Down<span className="sr-only"> (question {number})</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove<span className="sr-only"> question {number}</span>
          </Button>
        </div>
      </div>
      <TextField name={`${prefix}.label`} label="Question" required maxLength={300} />
      <p className="-mt-2 text-xs text-slate-500">
        Answer key: <code className="text-slate-700">{name || '(from the question)'}</code>
        {locked && ' (kept: answers are stored under it)'}
      </p>
      {keyError && <p className="text-xs font-medium text-red-600">{keyError}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name={`${prefix}.type`} label="Type" options={TYPE_OPTIONS} />
        <CheckboxField name={`${prefix}.required`} label="Required" className="sm:pt-8" />
      </div>
      {isChoiceType(type ?? '') && (
        <TextAreaField name={`${prefix}.options`} label="Options" required rows={4} hint="One option per line." />
      )}
      <TextField name={`${prefix}.helpText`} label="Help text" maxLength={500} hint="Optional, shown under the question." />
    </fieldset>
  )
}
