// /coupons/{id}/edit: load the coupon (always from the server) with its funnel's price, the form and
// updateCoupon, then the coupon's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CouponValues } from '@common/validation/coupons'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditCouponQuery, EditCouponQueryVariables, UpdateCouponMutation, UpdateCouponMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CouponForm } from '../CouponForm/CouponForm'
import { submitThen } from '@/components/ui/Form/submitThen'
import { COUPON_FIELDS } from '../couponFields'

export const QUERY = gql`
  query EditCoupon($id: Int!) {
    coupon(id: $id) {
      ...CouponFields
    }
  }
  ${COUPON_FIELDS}
`

export const UPDATE_COUPON = gql`
  mutation UpdateCoupon($id: Int!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      ...CouponFields
      discountedPrice
    }
  }
  ${COUPON_FIELDS}
`

type Found = { coupon: NonNullable<EditCouponQuery['coupon']> }

export const Empty = () => <EmptyState title="Coupon not found" description="It may have been deleted." action={{ label: 'All funnels', to: routes.funnels() }} />

export const Success = ({ coupon }: CellSuccessProps<EditCouponQueryVariables, Found>) => {
  const [updateCoupon, { loading, error }] = useMutation<UpdateCouponMutation, UpdateCouponMutationVariables>(UPDATE_COUPON, { refetchQueries: ['FindFunnel'] })
  const onSave = submitThen(
    async (input: CouponValues) => updateCoupon({ variables: { id: coupon.id, input: { ...input, validFrom: input.validFrom?.toISOString() ?? null, validUntil: input.validUntil?.toISOString() ?? null } } }),
    'Coupon saved',
    () => navigate(routes.coupon({ funnelId: coupon.funnelId, id: coupon.id })),
  )
  return (
    <section>
      <h1 className="mb-1 text-2xl font-semibold tracking-tight text-slate-900">Edit {coupon.code}</h1>
      <p className="mb-6 text-sm text-slate-500">For {coupon.funnel.name}</p>
      <CouponForm
        defaultValues={{
          code: coupon.code,
          type: coupon.type as 'fixed' | 'percentage',
          amount: coupon.amount ?? null,
          percentOff: coupon.percentOff ?? null,
          validFrom: coupon.validFrom ?? null,
          validUntil: coupon.validUntil ?? null,
          maxUses: coupon.maxUses ?? null,
          isActive: coupon.isActive,
        }}
        price={coupon.funnel.price}
        usedCount={coupon.usedCount}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditCouponCell = createCell<EditCouponQueryVariables, EditCouponQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditCouponCell',
})
