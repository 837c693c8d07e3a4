// Create User Account and the non-member edit form, on the shared Form with the common schema
// (common/validation/members.nonMembers.ts): first and last name, e-mail, mobile (optional) and batch (optional).
import { nonMemberSchema, type NonMemberFormValues, type NonMemberValues } from '@common/validation/members.nonMembers'
import { MOBILE_FORMATS } from '@common/mobile'
import { Form, SubmitButton } from '@/components/ui/Form/Form'
import { SelectField } from '@/components/ui/Form/SelectField'
import { TextField } from '@/components/ui/Form/TextFields'

export type NonMemberFormProps = {
  defaultValues: NonMemberFormValues
  batches: { id: number; name: string }[]
  onSave: (values: NonMemberValues) => void
  error?: unknown
  loading: boolean
  submitLabel: string
}

export function NonMemberForm({ defaultValues, batches, onSave, error, loading, submitLabel }: NonMemberFormProps) {
  return (
    <Form<NonMemberFormValues, NonMemberValues> schema={nonMemberSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="User account" className="max-w-3xl">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First name" required maxLength={100} />
        <TextField name="lastName" label="Last name" required maxLength={100} />
      </div>
      <TextField name="email" label="E-mail" type="email" required autoComplete="off" hint="They sign in with it; stored in lower case." />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="mobileNumber" label="Mobile number" type="tel" autoComplete="off" hint={`Optional: ${MOBILE_FORMATS}.`} />
        <SelectField name="batchId" label="Batch" placeholder="No batch" options={batches.map((b) => ({ value: String(b.id), label: b.name }))} />
      </div>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}
