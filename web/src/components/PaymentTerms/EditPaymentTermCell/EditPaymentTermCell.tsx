// Change a payment term (not its id): load it, the form and updatePaymentTerm, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { PaymentTermValues } from '@common/validation/paymentTerms'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditPaymentTermQuery, EditPaymentTermQueryVariables, UpdatePaymentTermMutation, UpdatePaymentTermMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { PaymentTermForm } from '../PaymentTermForm/PaymentTermForm'
import { submitThen } from '@/components/ui/Form/submitThen'
import { PAYMENT_TERM_FIELDS } from '../PaymentTermForm/paymentTermFields'

export const QUERY = gql`
  query EditPaymentTerm($id: String!) {
    paymentTerm(id: $id) {
      ...PaymentTermFields
    }
  }
  ${PAYMENT_TERM_FIELDS}
`

export const UPDATE_PAYMENT_TERM = gql`
  mutation UpdatePaymentTerm($id: String!, $input: PaymentTermInput!) {
    updatePaymentTerm(id: $id, input: $input) {
      ...PaymentTermFields
    }
  }
  ${PAYMENT_TERM_FIELDS}
`

type Found = { paymentTerm: NonNullable<EditPaymentTermQuery['paymentTerm']> }

export const Empty = () => <EmptyState title="Payment term not found" description="It may have been deleted." action={{ label: 'All payment terms', to: routes.paymentTerms() }} />

export const Success = ({ paymentTerm }: CellSuccessProps<EditPaymentTermQueryVariables, Found>) => {
  const [updatePaymentTerm, { loading, error }] = useMutation<UpdatePaymentTermMutation, UpdatePaymentTermMutationVariables>(UPDATE_PAYMENT_TERM, {
    refetchQueries: ['FindPaymentTerms'],
  })
  const onSave = submitThen(
    async (input: PaymentTermValues) => updatePaymentTerm({ variables: { id: paymentTerm.id, input } }),
    'Payment term saved',
    () => navigate(routes.paymentTerm({ id: paymentTerm.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {paymentTerm.name}</h1>
      <PaymentTermForm
        defaultValues={{ ...paymentTerm, intervalUnit: paymentTerm.intervalUnit as 'day' | 'week' | 'month' }}
        isNew={false}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditPaymentTermCell = createCell<EditPaymentTermQueryVariables, EditPaymentTermQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditPaymentTermCell',
})
