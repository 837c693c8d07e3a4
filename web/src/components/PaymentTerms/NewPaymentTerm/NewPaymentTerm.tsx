// A new payment term: the form, createPaymentTerm, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { PaymentTermValues } from '@common/validation/paymentTerms'
import type { CreatePaymentTermMutation, CreatePaymentTermMutationVariables } from '@/types/graphql'
import { blankPaymentTerm, PaymentTermForm } from '../PaymentTermForm/PaymentTermForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_PAYMENT_TERM = gql`
  mutation CreatePaymentTerm($input: PaymentTermInput!) {
    createPaymentTerm(input: $input) {
      id
    }
  }
`

export function NewPaymentTerm() {
  const [createPaymentTerm, { loading, error }] = useMutation<CreatePaymentTermMutation, CreatePaymentTermMutationVariables>(CREATE_PAYMENT_TERM, {
    refetchQueries: ['FindPaymentTerms', 'PaymentTermChoices'],
  })
  const onSave = submitThen(
    async (input: PaymentTermValues) => (await createPaymentTerm({ variables: { input } })).data?.createPaymentTerm,
    'Payment term created',
    (created) => navigate(routes.paymentTerm({ id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New payment term</h1>
      <PaymentTermForm defaultValues={blankPaymentTerm} isNew onSave={onSave} error={error} loading={loading} />
    </section>
  )
}
