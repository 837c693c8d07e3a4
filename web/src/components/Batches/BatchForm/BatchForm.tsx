// The batch form, for new and edit: batchSchema checks it here and the service checks the same, so
// a message shows under its field before anything is sent (launch to before launch from); the
// server's refusals (a name or number another batch has) show there too.
import type { BatchInput, BatchValues } from '@common/validation/batches'
import { batchSchema } from '@common/validation/batches'
import type { FormDefaults } from '@/components/ui/Form/Form'
import { DateField, Form, NumberField, SubmitButton, TextField } from '@/components/ui/Form/Form'

export type { BatchValues }

export type BatchFormProps = {
  defaultValues: FormDefaults<BatchInput>
  onSave: (values: BatchValues) => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
  submitLabel?: string
}

export function BatchForm({ defaultValues, onSave, error, loading, submitLabel = 'Save' }: BatchFormProps) {
  return (
    <Form schema={batchSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Batch" className="max-w-2xl">
      <TextField name="name" label="Name" required maxLength={100} hint="How members and staff call it, e.g. Batch 18." />
      <NumberField name="number" label="Batch number" min={1} step={1} hint="The cohort number (Batch 18 is 18). Unique." className="max-w-[12rem]" />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField name="launchFrom" label="Launch from" required hint="Manila date. The batch becomes current on this day." />
        <DateField name="launchTo" label="Launch to" required hint="The last day of the launch window." />
      </div>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}
