// The funnel form's "Payment terms": every term as a checkbox (paymentTermChoices). The default
// 'one-time' is always offered: its box is ticked and cannot be unticked.
import { gql } from '@apollo/client'
import { useFormContext } from 'react-hook-form'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { PaymentTermChoicesQuery, PaymentTermChoicesQueryVariables } from '@/types/graphql'
import { fieldErrorMessage } from '@/components/ui/Form/FieldShell'

export const QUERY = gql`
  query PaymentTermChoices {
    paymentTermChoices {
      id
      name
      isDefault
    }
  }
`

export const Success = ({ paymentTermChoices }: CellSuccessProps<PaymentTermChoicesQueryVariables, PaymentTermChoicesQuery>) => {
  const { register, getFieldState, formState } = useFormContext()
  const message = fieldErrorMessage('Payment terms', getFieldState('paymentTermIds', formState).error)
  return (
    <fieldset aria-describedby="funnel-terms-hint">
      <legend className="text-sm font-medium text-slate-700">Payment terms</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {paymentTermChoices.map((term) => (
          <label key={term.id} className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
            {term.isDefault ? (
              <input type="checkbox" checked disabled readOnly className="mt-0.5 h-4 w-4 rounded border-slate-300" />
            ) : (
              <input
                type="checkbox"
                value={term.id}
                {...register('paymentTermIds')}
                className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
              />
            )}
            <span className="min-w-0 break-words">
              {term.name} <span className="text-slate-500">({term.id})</span>
            </span>
          </label>
        ))}
      </div>
      {message ? (
        <p className="mt-1.5 text-xs font-medium text-red-600">{message}</p>
      ) : (
        <p id="funnel-terms-hint" className="mt-1.5 text-xs text-slate-500">
          The default one-time payment is always offered.
        </p>
      )}
    </fieldset>
  )
}

export const PaymentTermChoicesField = createCell<PaymentTermChoicesQueryVariables, PaymentTermChoicesQuery>({
  QUERY,
  Success,
  displayName: 'PaymentTermChoicesField',
})
