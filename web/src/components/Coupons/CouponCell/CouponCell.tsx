// /funnels/{funnelId}/coupons/{id}: one coupon with its discount, the funnel price after it, its
// window and usage, with Edit and Delete for those who may edit the product.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { DISCOUNT_TYPE_LABELS, type DiscountType } from '@common/discount'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatPeso } from '@/lib/format'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { FindCouponQuery, FindCouponQueryVariables } from '@/types/graphql'
import { canEditProduct } from '@/lib/catalog'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { couponValueText } from '@/lib/catalog'

export const QUERY = gql`
  query FindCoupon($id: Int!) {
    coupon(id: $id) {
      id
      funnelId
      code
      type
      amount
      percentOff
      validFrom
      validUntil
      maxUses
      usedCount
      isActive
      discountedPrice
      funnel {
        id
        name
        price
      }
    }
  }
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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">
            <Link to={routes.funnel({ id: coupon.funnel.id })} className="hover:underline">
              {coupon.funnel.name}
            </Link>
          </p>
          <h1 className="break-all text-2xl font-semibold tracking-tight text-slate-900">{coupon.code}</h1>
        </div>
        {canEditProduct(user) && (
          <div className="flex flex-wrap gap-2">
            <Link to={routes.editCoupon({ id: coupon.id })} className={buttonClassName('secondary', 'md')}>
              Edit
            </Link>
            <ConfirmDelete label="Delete" title={`Delete ${coupon.code}?`} loadingLabel="Deleting..." success="Coupon deleted" onConfirm={() => deleteCoupon({ variables: { id: coupon.id } }).then(() => navigate(routes.funnel({ id: coupon.funnel.id })))}>
              <p className="text-sm text-slate-600">This deletes the coupon for everyone. It cannot be undone.</p>
            </ConfirmDelete>
          </div>
        )}
      </div>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Discount</dt>
          <dd className="mt-1 text-sm text-slate-900">
            {DISCOUNT_TYPE_LABELS[coupon.type as DiscountType] ?? coupon.type}: {couponValueText(coupon)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Price with coupon</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">
            {formatPeso(coupon.discountedPrice)} <span className="text-sm font-normal text-slate-500">instead of {formatPeso(coupon.funnel.price)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Status</dt>
          <dd className="mt-1">{coupon.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="outline">Inactive</Badge>}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Valid from</dt>
          <dd className="mt-1 text-sm text-slate-700">{when(coupon.validFrom, 'Now')}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Valid until</dt>
          <dd className="mt-1 text-sm text-slate-700">{when(coupon.validUntil, 'No end')}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Uses</dt>
          <dd className="mt-1 text-sm text-slate-700">
            {coupon.usedCount} {coupon.maxUses != null ? `of ${coupon.maxUses}` : '(unlimited)'}
          </dd>
        </div>
      </dl>
    </section>
  )
}

export const CouponCell = createCell<FindCouponQueryVariables, FindCouponQuery, Found>({ QUERY, Empty, Success, displayName: 'CouponCell' })
