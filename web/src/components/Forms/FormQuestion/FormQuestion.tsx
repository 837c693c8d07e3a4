// One question of a staff-built form, as the control its type calls for (the types of
// common/validation/forms.ts). Registered under answers.<name>: the key the shared answers schema
// (common/validation/forms.answers.ts) and the service's field messages use.
import type { FillableField } from '@common/validation/forms.answers'
import { DateField, NumberField, SelectField, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup'

export type Question = FillableField & { helpText?: string | null }

export const answerName = (field: { name: string }) => `answers.${field.name}`

export function FormQuestion({ field }: { field: Question }) {
  const common = { name: answerName(field), label: field.label, required: field.required, hint: field.helpText ?? undefined }
  switch (field.type) {
    case 'textarea':
      return <TextAreaField {...common} rows={5} />
    case 'number':
      return <NumberField {...common} />
    case 'email':
      return <TextField {...common} type="email" autoComplete="email" />
    case 'phone':
      return <TextField {...common} type="tel" inputMode="tel" autoComplete="tel" placeholder="09XX XXX XXXX" />
    case 'date':
      return <DateField {...common} />
    case 'select':
      return <SelectField {...common} placeholder="Choose one" options={field.options.map((option) => ({ value: option, label: option }))} />
    case 'radio':
      return <ChoiceGroup {...common} options={field.options} multiple={false} />
    case 'checkbox':
      return <ChoiceGroup {...common} options={field.options} multiple />
    default:
      return <TextField {...common} />
  }
}
