// One payment term: its schedule in words and how many funnels offer it, with Edit and Delete for
// those with editPaymentTerm (the default 'one-time' and a term in use cannot be deleted: the
// server says why). Written by hand (docs/generators.md): the figures are a StatList, not the
// scaffold's DetailList, and the default term has no Delete.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { INTERVAL_UNIT_LABELS, type IntervalUnit } from '@common/validation/paymentTerms'
import { useCurrentUser } from '@/auth'
import type { FindPaymentTermQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { RecordHeader, Stat, StatList } from '@/components/ui/RecordHeader/RecordHeader'
import { canEditPaymentTerm } from '../paymentTermAccess'

export const DELETE_PAYMENT_TERM = gql`
  mutation DeletePaymentTerm($id: String!) {
    deletePaymentTerm(id: $id)
  }
`

export type PaymentTermRecord = NonNullable<FindPaymentTermQuery['paymentTerm']>

/** 'Every 1 Month(s)', or 'Single payment' for one payment. */
export function intervalText(term: { numberOfPayments: number; intervalUnit: string; intervalCount: number }) {
  if (term.numberOfPayments === 1) return 'Single payment'
  return `Every ${term.intervalCount} ${INTERVAL_UNIT_LABELS[term.intervalUnit as IntervalUnit] ?? term.intervalUnit}`
}

export function PaymentTerm({ paymentTerm }: { paymentTerm: PaymentTermRecord }) {
  const canEdit = canEditPaymentTerm(useCurrentUser())
  const [deletePaymentTerm] = useMutation(DELETE_PAYMENT_TERM, { refetchQueries: ['FindPaymentTerms'] })
  return (
    <section className="space-y-6">
      <RecordHeader
        back={{ to: routes.paymentTerms(), label: 'Payment terms' }}
        title={<>{paymentTerm.name} {paymentTerm.isDefault && <Badge tone="info">Default</Badge>}</>}
        editTo={canEdit ? routes.editPaymentTerm({ id: paymentTerm.id }) : null}
        actions={
          !paymentTerm.isDefault && (
            <ConfirmDelete label="Delete" title={`Delete ${paymentTerm.name}?`} loadingLabel="Deleting..." success="Payment term deleted" onConfirm={() => deletePaymentTerm({ variables: { id: paymentTerm.id } }).then(() => navigate(routes.paymentTerms()))}>
              <p className="text-sm text-slate-600">This deletes the payment term for everyone. It cannot be undone.</p>
            </ConfirmDelete>
          )
        }
      />
      <StatList className="sm:grid-cols-4">
        <Stat label="ID" valueClassName="break-all text-sm text-slate-900">{paymentTerm.id}</Stat>
        <Stat label="Payments" valueClassName="text-sm text-slate-900">{paymentTerm.numberOfPayments}</Stat>
        <Stat label="Interval" valueClassName="text-sm text-slate-900">{intervalText(paymentTerm)}</Stat>
        <Stat label="Offered by" valueClassName="text-sm text-slate-900">
          {paymentTerm.funnelCount} funnel{paymentTerm.funnelCount === 1 ? '' : 's'}
        </Stat>
      </StatList>
      {paymentTerm.isDefault && <p className="text-sm text-slate-500">The default one-time term is offered by every funnel and cannot be deleted.</p>}
    </section>
  )
}
