// The two schedule modals of Payment Records (500px, docs/product.md, "paymentSchedules"): 'Add New Payment
// Detail' (date and price) and 'Update Payment Details' (date; price only while unpaid; the
// platform only when paid). The price is typed in pesos in the shared PriceField, whose value and
// this form's are integer centavos; the schema refuses what it cannot read, with the reason.
import { useMutation } from '@apollo/client'
import { useState } from 'react'
import { z } from 'zod'
import { centavosSchema } from '@common/validation/products'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { PriceField } from '@/components/ui/PriceField/PriceField'
import { DateField, Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { Modal } from '@/components/ui/Modal/Modal'
import { ADD_PAYMENT_SCHEDULE, PAYMENT_TOASTS, UPDATE_PAYMENT_SCHEDULE } from '../paymentMutations'

export const ADD_TITLE = 'Add New Payment Detail'
export const UPDATE_TITLE = 'Update Payment Details'

type Values = { scheduleDate: string | null; price?: number | string | null; paymentPlatform: string | null }

const unpaidSchema = z.object({ scheduleDate: z.string().nullable(), price: centavosSchema('Price'), paymentPlatform: z.string().nullable() })
// A paid row's price is not shown and not sent.
const paidSchema = z.object({ scheduleDate: z.string().nullable(), price: z.union([z.number(), z.string(), z.null()]).optional(), paymentPlatform: z.string().nullable() })
type Submitted = z.output<typeof unpaidSchema> | z.output<typeof paidSchema>

export type ScheduleRow = { id: string; price: number; scheduleDate: string; transactionId?: string | null; paymentPlatform?: string | null }

export function PaymentScheduleModal({
  invoiceId,
  row,
  refetchQueries,
}: {
  invoiceId: number
  /** The row to update; without it the modal adds a row to the invoice. */
  row?: ScheduleRow
  refetchQueries: string[]
}) {
  const [open, setOpen] = useState(false)
  const isPaid = Boolean(row?.transactionId)
  const options = { refetchQueries, awaitRefetchQueries: true, onError: (error: unknown) => notifyError(error) }
  const [add, added] = useMutation(ADD_PAYMENT_SCHEDULE, { ...options, onCompleted: () => (notifySuccess(PAYMENT_TOASTS.added), setOpen(false)) })
  const [update, updated] = useMutation(UPDATE_PAYMENT_SCHEDULE, { ...options, onCompleted: () => (notifySuccess(PAYMENT_TOASTS.updated), setOpen(false)) })
  const title = row ? UPDATE_TITLE : ADD_TITLE
  const onSubmit = (values: Submitted) => {
    const scheduleDate = values.scheduleDate ?? ''
    const price = typeof values.price === 'number' ? values.price : null
    if (row) {
      void update({
        variables: { id: row.id, input: { scheduleDate, price: isPaid ? null : price, paymentPlatform: isPaid ? values.paymentPlatform || null : null } },
      })
    } else {
      void add({ variables: { input: { invoiceId, scheduleDate, price: price as number } } })
    }
  }
  return (
    <>
      <Button variant={row ? 'secondary' : 'primary'} size="sm" onClick={() => setOpen(true)}>
        {row ? 'Update' : 'Add Payment'}
        <span className="sr-only"> {row ? `payment ${row.id}` : `to invoice ${invoiceId}`}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} className="sm:max-w-[500px]">
        <Form<Values, Submitted>
          aria-label={title}
          schema={isPaid ? paidSchema : unpaidSchema}
          onSubmit={onSubmit}
          error={row ? updated.error : added.error}
          defaultValues={{ scheduleDate: row?.scheduleDate ?? null, price: row ? row.price : null, paymentPlatform: row?.paymentPlatform ?? '' }}
        >
          <DateField name="scheduleDate" label="Schedule Date" required />
          {!isPaid && <PriceField name="price" label="Price" required hint="0 is FREE." />}
          {isPaid && <TextField name="paymentPlatform" label="Payment Platform" />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton loading={added.loading || updated.loading} loadingLabel="Saving...">
              Save
            </SubmitButton>
          </div>
        </Form>
      </Modal>
    </>
  )
}
