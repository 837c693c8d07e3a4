// Mark paid: how the transfer went out (GCash, bank...) and its reference, both required; the
// service's refusal (e.g. the payout was cancelled meanwhile) shows above the fields.
import { gql, useMutation } from '@apollo/client'
import { z } from 'zod'
import type { MarkPayoutPaidMutation, MarkPayoutPaidMutationVariables } from '@/types/graphql'
import { formatAmount } from '@/lib/format'
import { Button } from '@/components/ui/Button/Button'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { submitThen } from '@/components/ui/Form/submitThen'
import { Modal } from '@/components/ui/Modal/Modal'

export const MARK_PAYOUT_PAID = gql`
  mutation MarkPayoutPaid($id: Int!, $method: String!, $reference: String!) {
    markPayoutPaid(id: $id, method: $method, reference: $reference) {
      id
      method
      reference
      paidAt
    }
  }
`

export const markPaidMessages = { method: 'Enter how it was paid, e.g. GCash', reference: "Enter the transfer's reference" }

const markPaidSchema = z.object({
  method: z.string().trim().min(1, markPaidMessages.method).max(100),
  reference: z.string().trim().min(1, markPaidMessages.reference).max(200),
})
type MarkPaidValues = z.infer<typeof markPaidSchema>

export type PayoutToMark = { id: number; affiliateName: string; amountCentavos: number; payoutMethod?: string | null }

export function MarkPayoutPaidDialog({ payout, onClose }: { payout: PayoutToMark; onClose: () => void }) {
  const [markPaid, { loading, error }] = useMutation<MarkPayoutPaidMutation, MarkPayoutPaidMutationVariables>(MARK_PAYOUT_PAID, {
    refetchQueries: ['FindAffiliatePayouts', 'FindAdminAffiliates', 'FindAdminAffiliate', 'FindAdminCommissions'],
    awaitRefetchQueries: true,
  })
  const onSave = submitThen(
    async (values: MarkPaidValues) => (await markPaid({ variables: { id: payout.id, ...values } })).data?.markPayoutPaid,
    'Payout marked paid',
    onClose,
  )
  return (
    <Modal open onClose={onClose} preventClose={loading} title={`Mark ${formatAmount(payout.amountCentavos)} to ${payout.affiliateName} paid`}>
      <Form<MarkPaidValues> schema={markPaidSchema} defaultValues={{ method: payout.payoutMethod ?? '', reference: '' }} onSubmit={onSave} error={error} aria-label="Mark paid">
        <p className="text-sm text-slate-600">Its commissions become paid. A paid payout never changes.</p>
        <TextField name="method" label="Method" required maxLength={100} hint="How the money went out, e.g. GCash or the bank." />
        <TextField name="reference" label="Reference" required maxLength={200} hint="The transfer's reference number." autoComplete="off" />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <SubmitButton loading={loading} loadingLabel="Saving...">
            Mark paid
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  )
}
