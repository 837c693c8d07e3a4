// The two schedule modals of Payment Records (500px, spec part 2 sections 2 and 9): 'Add New Payment
// Detail' (date and price) and 'Update Payment Details' (date; price only while unpaid; the
// platform only when paid). The price is typed in pesos and sent as integer centavos.
import { useMutation } from '@apollo/client'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../../lib/toast'
import { Button } from '../../ui/Button/Button'
import { DateField, Form, NumberField, SubmitButton, TextField } from '../../ui/Form/Form'
import { Modal } from '../../ui/Modal/Modal'
import { ADD_PAYMENT_SCHEDULE, PAYMENT_TOASTS, UPDATE_PAYMENT_SCHEDULE } from '../paymentMutations'

export const ADD_TITLE = 'Add New Payment Detail'
export const UPDATE_TITLE = 'Update Payment Details'

type Values = { scheduleDate: string | null; price: number | null; paymentPlatform: string | null }

/** Pesos typed (1499.5) as integer centavos (149950); null when empty. */
export const toCentavos = (pesos: number | null) => (pesos == null ? null : Math.round(pesos * 100))

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
  const onSubmit = (values: Values) => {
    const scheduleDate = values.scheduleDate ?? ''
    const price = toCentavos(values.price)
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
        <Form<Values>
          aria-label={title}
          onSubmit={onSubmit}
          error={row ? updated.error : added.error}
          defaultValues={{ scheduleDate: row?.scheduleDate ?? null, price: row ? row.price / 100 : null, paymentPlatform: row?.paymentPlatform ?? '' }}
        >
          <DateField name="scheduleDate" label="Schedule Date" required />
          {!isPaid && <NumberField name="price" label="Price (₱)" step="0.01" min="0" required hint="In pesos; 0 is FREE." />}
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
