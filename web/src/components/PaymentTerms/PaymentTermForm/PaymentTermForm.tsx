// The payment term form: id (chosen on create only), name, number of payments, interval unit and count.
import { INTERVAL_UNIT_LABELS, INTERVAL_UNITS, paymentTermSchema, type PaymentTermInput, type PaymentTermValues } from '@common/validation/paymentTerms'
import { Form, NumberField, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'

export type PaymentTermFormValues = PaymentTermInput
export type { PaymentTermValues }

export const blankPaymentTerm: PaymentTermFormValues = { id: '', name: '', numberOfPayments: 1, intervalUnit: 'month', intervalCount: 1 }

const UNIT_OPTIONS = INTERVAL_UNITS.map((unit) => ({ value: unit, label: INTERVAL_UNIT_LABELS[unit] }))

export function PaymentTermForm({ defaultValues, isNew, onSave, error, loading }: {
  defaultValues: PaymentTermFormValues
  isNew: boolean
  onSave: (values: PaymentTermValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<PaymentTermFormValues, PaymentTermValues> schema={paymentTermSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Payment term" className="max-w-2xl">
      <TextField name="id" label="ID" required readOnly={!isNew} maxLength={50} hint={isNew ? "Readable text, e.g. '3-months'. It cannot be changed later." : 'The ID cannot be changed.'} />
      <TextField name="name" label="Name" required maxLength={100} />
      <NumberField name="numberOfPayments" label="Number of payments" required min={1} max={120} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="intervalUnit" label="Interval unit" required options={UNIT_OPTIONS} />
        <NumberField name="intervalCount" label="Interval count" required min={1} hint="e.g. 2 with Week(s): every two weeks" />
      </div>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
