// The funnel form, for new and edit: name, slug, price, validity (blank = lifetime), the payment terms
// offered and open or closed. funnelSchema checks it here and the service checks the same (a taken
// slug comes back as the slug field's message).
import { funnelSchema, type FunnelInput, type FunnelValues } from '@common/validation/funnels'
import { PriceField } from '@/components/ui/PriceField/PriceField'
import { CheckboxField, Form, NumberField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { PaymentTermChoicesField } from '../PaymentTermChoicesField/PaymentTermChoicesField'

export type FunnelFormValues = FunnelInput

export function FunnelForm({ defaultValues, onSave, error, loading }: {
  defaultValues: FunnelFormValues
  onSave: (values: FunnelValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<FunnelFormValues, FunnelValues> schema={funnelSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Funnel" className="max-w-2xl">
      <TextField name="name" label="Name" required maxLength={200} />
      <TextField name="slug" label="Slug" required maxLength={100} hint="The public page is /{slug}: lower-case letters, digits and dashes." />
      <PriceField name="price" label="Price" required />
      <NumberField name="validityByDays" label="Validity (days)" min={1} hint="Blank for lifetime access." />
      <PaymentTermChoicesField />
      <CheckboxField name="isOpen" label="Open" hint="A closed funnel sends buyers to /checkout/closed." />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
