// /funnels/{funnelId}/coupons/{id}: one coupon with its discount, the funnel price after it, its
// window and usage, with Edit and Delete for those who may edit the product.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { DISCOUNT_TYPE_LABELS, type DiscountType } from '@common/discount'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatPeso } from '@/lib/format'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { FindCouponQuery, FindCouponQueryVariables } from '@/types/graphql'
import { canEditProduct } from '@/lib/catalog'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Badge } from '@/components/ui/Badge/Badge'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader, Stat, StatList } from '@/components/ui/RecordHeader/RecordHeader'
import { couponValueText } from '@/lib/catalog'
import { COUPON_FIELDS } from '../couponFields'

export const QUERY = gql`
  query FindCoupon($id: Int!) {
    coupon(id: $id) {
      ...CouponFields
      discountedPrice
    }
  }
  ${COUPON_FIELDS}
`

export const DELETE_COUPON = gql`
  mutation DeleteCoupon($id: Int!) {
    deleteCoupon(id: $id)
  }
`

type Found = { coupon: NonNullable<FindCouponQuery['coupon']> }

const when = (value: string | null | undefined, blank: string) => (value ? `${dayjs(value).tz(MANILA_TZ).format('ddd, MM/DD/YYYY h:mm A')} (Manila)` : blank)

export const Empty = () => <EmptyState title="Coupon not found" description="It may have been deleted." action={{ label: 'All funnels', to: routes.funnels() }} />

export const Success = ({ coupon }: CellSuccessProps<FindCouponQueryVariables, Found>) => {
  const user = useCurrentUser()
  const [deleteCoupon] = useMutation(DELETE_COUPON, { refetchQueries: ['FindFunnel'] })
  return (
    <section className="space-y-6">
      <RecordHeader
        back={{ to: routes.funnel({ id: coupon.funnel.id }), label: coupon.funnel.name }}
        title={coupon.code}
        breakTitle="all"
        editTo={canEditProduct(user) ? routes.editCoupon({ id: coupon.id }) : null}
        actions={
          <ConfirmDelete label="Delete" title={`Delete ${coupon.code}?`} loadingLabel="Deleting..." success="Coupon deleted" onConfirm={() => deleteCoupon({ variables: { id: coupon.id } }).then(() => navigate(routes.funnel({ id: coupon.funnel.id })))}>
            <p className="text-sm text-slate-600">This deletes the coupon for everyone. It cannot be undone.</p>
          </ConfirmDelete>
        }
      />
      <StatList className="sm:grid-cols-3">
        <Stat label="Discount" valueClassName="text-sm text-slate-900">
          {DISCOUNT_TYPE_LABELS[coupon.type as DiscountType] ?? coupon.type}: {couponValueText(coupon)}
        </Stat>
        <Stat label="Price with coupon" valueClassName="text-lg font-semibold text-slate-900">
          {formatPeso(coupon.discountedPrice)} <span className="text-sm font-normal text-slate-500">instead of {formatPeso(coupon.funnel.price)}</span>
        </Stat>
        <Stat label="Status" valueClassName="">{coupon.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="outline">Inactive</Badge>}</Stat>
        <Stat label="Valid from">{when(coupon.validFrom, 'Now')}</Stat>
        <Stat label="Valid until">{when(coupon.validUntil, 'No end')}</Stat>
        <Stat label="Uses">
          {coupon.usedCount} {coupon.maxUses != null ? `of ${coupon.maxUses}` : '(unlimited)'}
        </Stat>
      </StatList>
    </section>
  )
}

export const CouponCell = createCell<FindCouponQueryVariables, FindCouponQuery, Found>({ QUERY, Empty, Success, displayName: 'CouponCell' })
