// /payment-terms/{id} (paymentTerm): one payment term.
import { PaymentTermCell } from '@/components/PaymentTerms/PaymentTermCell/PaymentTermCell'

export default function PaymentTermPage({ id }: { id: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <PaymentTermCell id={id} />
    </div>
  )
}
