// Change a payment term: load it (EditPaymentTerm), then the form and updatePaymentTerm, then its
// page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { PaymentTermInput } from '@common/validation/paymentTerms'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditPaymentTermQuery, EditPaymentTermQueryVariables, UpdatePaymentTermMutation, UpdatePaymentTermMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { submitThen } from '@/components/ui/Form/submitThen'
import { PaymentTermForm, type PaymentTermValues } from '../PaymentTermForm/PaymentTermForm'
import { PAYMENT_TERM_FIELDS } from '../PaymentTermForm/paymentTermFields'

export const QUERY = gql`
  query EditPaymentTerm($id: String!) {
    paymentTerm(id: $id) {
      ...PaymentTermFields
    }
  }
  ${PAYMENT_TERM_FIELDS}
`

// The save answers the record as its page shows it, so the page opens on the new values.
export const UPDATE_PAYMENT_TERM = gql`
  mutation UpdatePaymentTerm($id: String!, $input: PaymentTermInput!) {
    updatePaymentTerm(id: $id, input: $input) {
      ...PaymentTermFields
      funnelCount
      isDefault
      createdAt
      updatedAt
    }
  }
  ${PAYMENT_TERM_FIELDS}
`

type Found = { paymentTerm: NonNullable<EditPaymentTermQuery['paymentTerm']> }

export const isEmpty = (data: EditPaymentTermQuery) => !data.paymentTerm

export const Empty = () => (
  <EmptyState title="Payment term not found" description="It may have been deleted." action={{ label: 'All payment terms', to: routes.paymentTerms() }} />
)

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
      <h1 className="mb-6 break-words text-2xl font-semibold tracking-tight text-slate-900">Edit {paymentTerm.name}</h1>
      <PaymentTermForm
        defaultValues={{
          id: paymentTerm.id,
          name: paymentTerm.name,
          numberOfPayments: paymentTerm.numberOfPayments,
          intervalUnit: paymentTerm.intervalUnit as PaymentTermInput['intervalUnit'],
          intervalCount: paymentTerm.intervalCount,
        }}
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
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'EditPaymentTermCell',
})

export default EditPaymentTermCell
