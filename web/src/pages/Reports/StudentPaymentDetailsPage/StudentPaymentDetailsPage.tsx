// /student-payment-details/{id}: one member's payments, totals and payment log (route
// studentPaymentDetails, its own page flag). The log's page is in ?log=.
import { usePageParam } from '@/components/ui/Pager/Pager'
import { StudentPaymentDetailsCell } from '@/components/Reports/StudentPaymentDetailsCell/StudentPaymentDetailsCell'

export default function StudentPaymentDetailsPage({ id }: { id: number }) {
  const [logPage] = usePageParam('log')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <StudentPaymentDetailsCell id={id} logPage={logPage} />
    </div>
  )
}
