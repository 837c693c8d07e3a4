// A member's actions on one of their schedule rows at /account. Unpaid: "Pay now" (the payment
// provider's page; a row of 0 is marked paid at once) and "Upload proof" (a manual transfer), with
// the latest proof's state: waiting for approval (and its file), or not accepted (and why). Paid: none.
import { useMutation } from '@apollo/client'
import { fileDownloadUrl } from '@common/files.downloads'
import { checkoutMessages } from '@common/checkout'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import type { uploadFile } from '@/components/ui/FileUpload/uploadFile'
import { followRedirect } from '@/lib/followRedirect'
import { BILLING_REFETCH, PAY_PAYMENT_SCHEDULE } from '../billingOperations'
import { PaymentProofModal } from '../PaymentProofModal/PaymentProofModal'

/** A proof as /account asks for it (its id opens the file at /api/files/payment-proofs/{id}). */
export type MemberProof = { id: number; fileName: string; status: string; remarks?: string | null }
export type MemberScheduleRow = { id: string; price: number; scheduleDate: string; transactionId?: string | null; latestProof?: MemberProof | null }

export function MyPaymentActions({ row, upload }: { row: MemberScheduleRow; upload?: typeof uploadFile }) {
  const viewer = useCurrentUser()
  const [pay, { loading }] = useMutation(PAY_PAYMENT_SCHEDULE, {
    refetchQueries: BILLING_REFETCH,
    onCompleted: ({ payPaymentSchedule: started }) => {
      if (started.status === 'pending') followRedirect(started.redirectUrl)
      else notifySuccess(checkoutMessages.paymentRecorded)
    },
    onError: (error) => notifyError(error),
  })
  if (row.transactionId) return null
  const label = `payment of ${formatDate(row.scheduleDate)}`
  // The latest proof says where the row stands (a newer one replaces a pending one).
  const proof = row.latestProof
  return (
    <div className="flex flex-col items-start gap-2 sm:w-72 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button size="sm" loading={loading} loadingLabel="Opening..." onClick={() => void pay({ variables: { id: row.id } })}>
          Pay now<span className="sr-only"> the {label}</span>
        </Button>
        <PaymentProofModal scheduleId={row.id} label={label} upload={upload} />
      </div>
      {proof?.status === 'pending' && (
        <div className="w-full rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          <p className="font-medium">{checkoutMessages.proofWaiting}</p>
          <a
            href={fileDownloadUrl('payment-proofs', proof.id, { inline: true, as: viewer?.accessLevel?.name ?? null })}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-brand-700 underline hover:no-underline"
          >
            {proof.fileName}<span className="sr-only"> (your proof of the {label})</span>
          </a>
        </div>
      )}
      {proof?.status === 'rejected' && (
        <div className="w-full rounded-lg bg-red-50 px-3 py-2 text-xs text-red-800">
          <p className="font-medium">{checkoutMessages.proofRejected}</p>
          {proof.remarks && <p className="mt-0.5 break-words">{proof.remarks}</p>}
        </div>
      )}
    </div>
  )
}
