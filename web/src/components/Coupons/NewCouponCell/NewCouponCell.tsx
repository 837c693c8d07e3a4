// /funnels/{funnelId}/coupons/new: the funnel (for its name and the preview's price), the form,
// createCoupon, then the coupon's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CouponValues } from '@common/validation/coupons'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CreateCouponMutation, CreateCouponMutationVariables, NewCouponFunnelQuery, NewCouponFunnelQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { blankCoupon, CouponForm } from '../CouponForm/CouponForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query NewCouponFunnel($funnelId: String!) {
    funnel(id: $funnelId) {
      id
      name
      price
    }
  }
`

export const CREATE_COUPON = gql`
  mutation CreateCoupon($funnelId: String!, $input: CouponInput!) {
    createCoupon(funnelId: $funnelId, input: $input) {
      id
    }
  }
`

type Found = { funnel: NonNullable<NewCouponFunnelQuery['funnel']> }

export const Empty = () => <EmptyState title="Funnel not found" description="A coupon belongs to a funnel." action={{ label: 'All funnels', to: routes.funnels() }} />

export const Success = ({ funnel }: CellSuccessProps<NewCouponFunnelQueryVariables, Found>) => {
  const [createCoupon, { loading, error }] = useMutation<CreateCouponMutation, CreateCouponMutationVariables>(CREATE_COUPON, { refetchQueries: ['FindFunnel'] })
  const onSave = submitThen(
    async (input: CouponValues) => (await createCoupon({ variables: { funnelId: funnel.id, input: { ...input, validFrom: input.validFrom?.toISOString() ?? null, validUntil: input.validUntil?.toISOString() ?? null } } })).data?.createCoupon,
    'Coupon created',
    (created) => navigate(routes.coupon({ funnelId: funnel.id, id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-1 text-2xl font-semibold tracking-tight text-slate-900">New coupon</h1>
      <p className="mb-6 text-sm text-slate-500">For {funnel.name}</p>
      <CouponForm defaultValues={blankCoupon} price={funnel.price} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export const NewCouponCell = createCell<NewCouponFunnelQueryVariables, NewCouponFunnelQuery, Found>({ QUERY, Empty, Success, displayName: 'NewCouponCell' })
