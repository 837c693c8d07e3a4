// The coupon form, for new and edit: code, Fixed Amount or Percentage, the value, the window
// (valid from / until, Manila time), the usage limit (uses so far shown) and active, with a live
// preview of the funnel price after it. couponSchema checks it here and the service the same.
import { useWatch } from 'react-hook-form'
import { DISCOUNT_TYPE_LABELS } from '@common/discount'
import { couponSchema, DISCOUNT_TYPES, type CouponInput, type CouponValues } from '@common/validation/coupons'
import { PriceField } from '@/components/ui/PriceField/PriceField'
import { CheckboxField, DateTimeField, Form, NumberField, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { CouponPreview } from '../CouponPreview/CouponPreview'

export type CouponFormValues = CouponInput

export const blankCoupon: CouponFormValues = { code: '', type: 'fixed', amount: null, percentOff: null, validFrom: null, validUntil: null, maxUses: null, isActive: true }

const TYPE_OPTIONS = DISCOUNT_TYPES.map((type) => ({ value: type, label: DISCOUNT_TYPE_LABELS[type] }))

function ValueFields({ price }: { price: number }) {
  const [type, amount, percentOff] = useWatch({ name: ['type', 'amount', 'percentOff'] })
  return (
    <>
      {type === 'percentage' ? (
        <NumberField name="percentOff" label="Percentage" required min={1} max={100} hint="1 to 100" />
      ) : (
        <PriceField name="amount" label="Amount" required />
      )}
      <CouponPreview price={price} type={type} amount={amount} percentOff={percentOff} />
    </>
  )
}

export function CouponForm({ defaultValues, price, usedCount, onSave, error, loading }: {
  defaultValues: CouponFormValues
  /** The funnel's price in centavos, for the preview. */
  price: number
  usedCount?: number
  onSave: (values: CouponValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<CouponFormValues, CouponValues> schema={couponSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Coupon" className="max-w-2xl">
      <TextField name="code" label="Code" required maxLength={50} hint="Buyers type it at checkout; case does not matter." />
      <SelectField name="type" label="Discount type" required options={TYPE_OPTIONS} />
      <ValueFields price={price} />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeField name="validFrom" label="Valid from" hint="Manila time; blank = now" />
        <DateTimeField name="validUntil" label="Valid until" hint="Manila time; blank = no end" />
      </div>
      <NumberField
        name="maxUses"
        label="Usage limit"
        min={1}
        hint={usedCount != null ? `Used ${usedCount} time${usedCount === 1 ? '' : 's'} so far; blank = unlimited.` : 'Blank = unlimited.'}
      />
      <CheckboxField name="isActive" label="Active" />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
