// Where the affiliate is paid: GCash (a mobile number) or a bank (its name and the account number),
// with the holder's name. payoutDetailsSchema checks it here and the service checks the same.
import { gql, useMutation } from '@apollo/client'
import type { PayoutDetails, PayoutDetailsInput } from '@common/validation/affiliates'
import { PAYOUT_METHOD_CHOICES, payoutDetailsSchema } from '@common/validation/affiliates'
import { useFormContext, useWatch } from 'react-hook-form'
import type { UpdateAffiliatePayoutDetailsMutation, UpdateAffiliatePayoutDetailsMutationVariables } from '@/types/graphql'
import { Form, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { submitThen } from '@/components/ui/Form/submitThen'

export const UPDATE_PAYOUT_DETAILS = gql`
  mutation UpdateAffiliatePayoutDetails($input: AffiliatePayoutDetailsInput!) {
    updateAffiliatePayoutDetails(input: $input) {
      id
      payoutMethod
      payoutAccountName
      payoutAccountNumber
      payoutBankName
    }
  }
`

const METHOD_OPTIONS = PAYOUT_METHOD_CHOICES.map((method) => ({ value: method, label: method }))

/** The fields that depend on the method: a bank's name, and what the number is. */
function AccountFields() {
  const { control } = useFormContext<PayoutDetailsInput>()
  const method = useWatch({ control, name: 'payoutMethod' })
  return method === 'Bank' ? (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="payoutBankName" label="Bank" required maxLength={100} hint="e.g. BDO, BPI, Metrobank" />
      <TextField name="payoutAccountNumber" label="Account number" required inputMode="numeric" autoComplete="off" />
    </div>
  ) : (
    <TextField name="payoutAccountNumber" label="GCash number" required inputMode="tel" autoComplete="tel" hint="09XXXXXXXXX" className="sm:max-w-xs" />
  )
}

export type SavedPayoutDetails = Partial<Record<'payoutMethod' | 'payoutAccountName' | 'payoutAccountNumber' | 'payoutBankName', string | null>>

export function PayoutDetailsForm({ saved }: { saved: SavedPayoutDetails }) {
  const [update, { loading, error }] = useMutation<UpdateAffiliatePayoutDetailsMutation, UpdateAffiliatePayoutDetailsMutationVariables>(UPDATE_PAYOUT_DETAILS, {
    refetchQueries: ['FindAffiliatePayout'],
  })
  const onSave = submitThen(
    async (input: PayoutDetails) => (await update({ variables: { input } })).data?.updateAffiliatePayoutDetails,
    'Payout details saved',
    () => {},
  )
  return (
    <Form<PayoutDetailsInput, PayoutDetails>
      schema={payoutDetailsSchema}
      defaultValues={{
        payoutMethod: (saved.payoutMethod as PayoutDetailsInput['payoutMethod']) ?? 'GCash',
        payoutAccountName: saved.payoutAccountName ?? '',
        payoutAccountNumber: saved.payoutAccountNumber ?? '',
        payoutBankName: saved.payoutBankName ?? '',
      }}
      onSubmit={onSave}
      error={error}
      aria-label="Payout details"
      className="max-w-2xl"
    >
      <SelectField name="payoutMethod" label="Pay me by" required options={METHOD_OPTIONS} className="sm:max-w-xs" />
      <TextField name="payoutAccountName" label="Account name" required maxLength={100} hint="The holder's name, as GCash or the bank shows it." />
      <AccountFields />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save payout details
      </SubmitButton>
    </Form>
  )
}
