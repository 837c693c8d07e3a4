// /payment-terms/{id}/edit (editPaymentTerm): change a payment term.
import { EditPaymentTermCell } from '@/components/PaymentTerms/EditPaymentTermCell/EditPaymentTermCell'

export default function EditPaymentTermPage({ id }: { id: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditPaymentTermCell id={id} />
    </div>
  )
}
