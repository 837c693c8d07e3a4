// Approve Payment (not paid) or Revoke Payment (paid) for one schedule row: the browser prompts,
// then the mutation; the verbatim toast on success, the shared error formatter on failure.
import { useMutation } from '@apollo/client'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { APPROVE_PAYMENT, PAYMENT_TOASTS, REVOKE_PAYMENT } from '../paymentMutations'
import { askApproval, askRevokeReason } from '../prompts'

export function PaymentScheduleActions({ id, isPaid, refetchQueries, label }: { id: string; isPaid: boolean; refetchQueries: string[]; label?: string }) {
  const [approve, { loading: approving }] = useMutation(APPROVE_PAYMENT, {
    refetchQueries,
    awaitRefetchQueries: true,
    onCompleted: () => notifySuccess(PAYMENT_TOASTS.approved),
    onError: (error) => notifyError(error),
  })
  const [revoke, { loading: revoking }] = useMutation(REVOKE_PAYMENT, {
    refetchQueries,
    awaitRefetchQueries: true,
    onCompleted: () => notifySuccess(PAYMENT_TOASTS.revoked),
    onError: (error) => notifyError(error),
  })
  const suffix = label ? <span className="sr-only"> {label}</span> : null
  if (isPaid) {
    return (
      <Button
        variant="danger"
        size="sm"
        disabled={revoking}
        onClick={() => {
          const remarks = askRevokeReason()
          if (remarks) void revoke({ variables: { id, remarks } })
        }}
      >
        Revoke Payment{suffix}
      </Button>
    )
  }
  return (
    <Button
      size="sm"
      disabled={approving}
      onClick={() => {
        const answer = askApproval()
        if (answer) void approve({ variables: { id, ...answer } })
      }}
    >
      Approve Payment{suffix}
    </Button>
  )
}
