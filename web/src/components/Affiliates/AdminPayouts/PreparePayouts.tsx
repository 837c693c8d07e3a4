// Prepare payouts: one per affiliate with payout details whose approved commission up to the
// period's end (a Manila date, today by default) reaches the minimum payout; says how many.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { z } from 'zod'
import type { PreparePayoutsMutation, PreparePayoutsMutationVariables } from '@/types/graphql'
import { DateField, Form, SubmitButton } from '@/components/ui/Form/Form'
import { notifySuccess } from '@/lib/toast'
import { manilaToday } from '../affiliateStaff'

export const PREPARE_PAYOUTS = gql`
  mutation PreparePayouts($periodTo: Date!) {
    preparePayouts(periodTo: $periodTo) {
      id
    }
  }
`

export const prepareMessages = {
  periodTo: 'Choose the last day of the period',
  none: 'No payout prepared: no affiliate with payout details reached the minimum payout.',
  prepared: (count: number) => (count === 1 ? '1 payout prepared' : `${count} payouts prepared`),
}

const prepareSchema = z.object({ periodTo: z.string({ error: prepareMessages.periodTo }).min(1, prepareMessages.periodTo) })
type PrepareValues = z.infer<typeof prepareSchema>

export function PreparePayouts() {
  const [prepare, { loading, error }] = useMutation<PreparePayoutsMutation, PreparePayoutsMutationVariables>(PREPARE_PAYOUTS, {
    refetchQueries: ['FindAffiliatePayouts', 'FindAdminAffiliates'],
    awaitRefetchQueries: true,
  })
  const [result, setResult] = useState<string | null>(null)
  const onSubmit = async ({ periodTo }: PrepareValues) => {
    let count: number
    setResult(null)
    try {
      count = (await prepare({ variables: { periodTo } })).data?.preparePayouts.length ?? 0
    } catch {
      return
    }
    const message = count === 0 ? prepareMessages.none : prepareMessages.prepared(count)
    setResult(message)
    notifySuccess(message)
  }
  return (
    <Form<PrepareValues> schema={prepareSchema} defaultValues={{ periodTo: manilaToday() }} onSubmit={onSubmit} error={error} aria-label="Prepare payouts" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <DateField name="periodTo" label="Period ends" required className="sm:w-56" />
        <SubmitButton loading={loading} loadingLabel="Preparing...">
          Prepare payouts
        </SubmitButton>
      </div>
      <p className="text-xs text-muted">
        Approved commission up to this day (Manila time), for each affiliate with payout details who reaches the minimum payout.
      </p>
      {result && (
        <p role="status" className="text-sm text-slate-700">
          {result}
        </p>
      )}
    </Form>
  )
}
