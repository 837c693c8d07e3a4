// The affiliate's commission settings: their own rate (Fixed Amount in pesos, kept in centavos, or a
// Percentage) and rates per funnel instead of it (add and remove rows). commissionRateSchema checks
// it here and the service checks the same; a change counts for future commissions only.
import { gql, useMutation, useQuery } from '@apollo/client'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { COMMISSION_TYPE_CHOICES, commissionRateSchema } from '@common/validation/affiliates'
import type {
  AffiliateRateFunnelsQuery,
  AffiliateRateFunnelsQueryVariables,
  UpdateAffiliateCommissionMutation,
  UpdateAffiliateCommissionMutationVariables,
} from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Form, NumberField, SelectField, SubmitButton } from '@/components/ui/Form/Form'
import { submitThen } from '@/components/ui/Form/submitThen'
import { PriceField } from '@/components/ui/PriceField/PriceField'

export const AFFILIATE_RATE_FIELDS = gql`
  fragment AffiliateRateFields on AdminAffiliate {
    commissionType
    commissionCentavos
    commissionPercent
    funnelRates {
      funnelId
      funnelName
      commissionType
      commissionCentavos
      commissionPercent
    }
  }
`

export const UPDATE_AFFILIATE_COMMISSION = gql`
  mutation UpdateAffiliateCommission($id: Int!, $input: AffiliateCommissionInput!) {
    updateAffiliateCommission(id: $id, input: $input) {
      id
      ...AffiliateRateFields
    }
  }
  ${AFFILIATE_RATE_FIELDS}
`

/** The funnels a rate can name (the first hundred, by name). */
export const RATE_FUNNELS = gql`
  query AffiliateRateFunnels {
    funnels(page: 1, pageSize: 100, sortBy: "name", sortOrder: asc) {
      items {
        id
        name
      }
    }
  }
`

type RateInput = z.input<typeof commissionRateSchema>
type RateOutput = z.output<typeof commissionRateSchema>
type Rate = { commissionType: string; commissionCentavos?: number | null; commissionPercent?: number | null }
export type AffiliateRates = Rate & { id: number; funnelRates: (Rate & { funnelId: string; funnelName: string })[] }

const TYPE_OPTIONS = COMMISSION_TYPE_CHOICES.map((type) => ({ value: type, label: type }))

/** The amount box of a rate: pesos for Fixed Amount, percent for Percentage. */
function AmountField({ prefix, label }: { prefix: '' | `funnelRates.${number}.`; label: string }) {
  const { control } = useFormContext<RateInput>()
  const type = useWatch({ control, name: `${prefix}commissionType` as 'commissionType' })
  return type === 'Percentage' ? (
    <NumberField name={`${prefix}commissionPercent`} label={`${label} (%)`} required min={0} max={100} step={1} />
  ) : (
    <PriceField name={`${prefix}commissionCentavos`} label={`${label} per payment`} required />
  )
}

function FunnelRates({ known }: { known: { id: string; name: string }[] }) {
  const { control } = useFormContext<RateInput>()
  const { fields, append, remove } = useFieldArray({ control, name: 'funnelRates' as never })
  const options = known.map((funnel) => ({ value: funnel.id, label: funnel.name }))
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Rates per funnel</legend>
      {fields.length === 0 && <p className="text-sm text-muted">None: every funnel earns their own rate.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end">
          <SelectField name={`funnelRates.${index}.funnelId`} label="Funnel" required options={options} placeholder="Choose a funnel" />
          <SelectField name={`funnelRates.${index}.commissionType`} label="Type" required options={TYPE_OPTIONS} />
          <AmountField prefix={`funnelRates.${index}.`} label="Rate" />
          <Button variant="secondary" size="sm" onClick={() => remove(index)} aria-label={`Remove funnel rate ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => append({ funnelId: '', commissionType: 'Percentage', commissionPercent: null, commissionCentavos: null } as never)}>
        Add a funnel rate
      </Button>
    </fieldset>
  )
}

export function AdminAffiliateCommissionForm({ affiliate }: { affiliate: AffiliateRates }) {
  const { data } = useQuery<AffiliateRateFunnelsQuery, AffiliateRateFunnelsQueryVariables>(RATE_FUNNELS)
  const [update, { loading, error }] = useMutation<UpdateAffiliateCommissionMutation, UpdateAffiliateCommissionMutationVariables>(UPDATE_AFFILIATE_COMMISSION)
  // The funnels already named keep their names even when the list cannot be read.
  const known = new Map<string, string>((data?.funnels.items ?? []).map((funnel) => [funnel.id, funnel.name]))
  for (const rate of affiliate.funnelRates) if (!known.has(rate.funnelId)) known.set(rate.funnelId, rate.funnelName)
  const onSave = submitThen(
    async (input: RateOutput) => (await update({ variables: { id: affiliate.id, input } })).data?.updateAffiliateCommission,
    'Commission saved',
    () => {},
  )
  const asType = (type: string) => (type === 'Fixed Amount' ? 'Fixed Amount' : 'Percentage') as RateInput['commissionType']
  return (
    <Form<RateInput, RateOutput>
      schema={commissionRateSchema}
      defaultValues={{
        commissionType: asType(affiliate.commissionType),
        commissionCentavos: affiliate.commissionCentavos ?? null,
        commissionPercent: affiliate.commissionPercent ?? null,
        funnelRates: affiliate.funnelRates.map((rate) => ({
          funnelId: rate.funnelId,
          commissionType: asType(rate.commissionType),
          commissionCentavos: rate.commissionCentavos ?? null,
          commissionPercent: rate.commissionPercent ?? null,
        })),
      }}
      onSubmit={onSave}
      error={error}
      aria-label="Commission settings"
      className="max-w-3xl"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="commissionType" label="Type" required options={TYPE_OPTIONS} />
        <AmountField prefix="" label="Commission" />
      </div>
      <FunnelRates known={[...known].map(([id, name]) => ({ id, name }))} />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save commission
      </SubmitButton>
    </Form>
  )
}
