// /payment-terms/new (newPaymentTerm; saving needs payment-term_create): Add Payment Term.
import { NewPaymentTerm } from '@/components/PaymentTerms/NewPaymentTerm/NewPaymentTerm'

export default function NewPaymentTermPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewPaymentTerm />
    </div>
  )
}
