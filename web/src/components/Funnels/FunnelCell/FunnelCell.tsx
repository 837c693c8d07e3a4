// One funnel (FindFunnel): price, validity, status, its public checkout link, the payment terms it
// offers and its coupons (each with the price after it), with Edit, Delete and Add Coupon for
// those who may edit the product.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatPeso } from '@/lib/format'
import type { FindFunnelQuery, FindFunnelQueryVariables } from '@/types/graphql'
import { couponValueText } from '@/lib/catalog'
import { canEditProduct } from '@/lib/catalog'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { validityText } from '@/lib/catalog'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader, Stat, StatList } from '@/components/ui/RecordHeader/RecordHeader'

export const QUERY = gql`
  query FindFunnel($id: String!) {
    funnel(id: $id) {
      id
      name
      slug
      price
      validityByDays
      isOpen
      checkoutPath
      product {
        id
        name
      }
      funnelPaymentTerm {
        paymentTermId
        totalPrice
        paymentTerm {
          id
          name
          numberOfPayments
        }
      }
      coupons {
        id
        code
        type
        amount
        percentOff
        usedCount
        maxUses
        isActive
        discountedPrice
      }
    }
  }
`

export const DELETE_FUNNEL = gql`
  mutation DeleteFunnel($id: String!) {
    deleteFunnel(id: $id)
  }
`

type Found = { funnel: NonNullable<FindFunnelQuery['funnel']> }

export const Empty = () => <EmptyState title="Funnel not found" description="It may have been deleted." action={{ label: 'All funnels', to: routes.funnels() }} />

export const Success = ({ funnel }: CellSuccessProps<FindFunnelQueryVariables, Found>) => {
  const user = useCurrentUser()
  const canEdit = canEditProduct(user)
  const [deleteFunnel] = useMutation(DELETE_FUNNEL, { refetchQueries: ['FindFunnels'] })
  const checkoutUrl = `${typeof window === 'undefined' ? '' : window.location.origin}${funnel.checkoutPath}`
  return (
    <section className="space-y-6">
      <RecordHeader
        back={{ to: routes.product({ id: funnel.product.id }), label: funnel.product.name }}
        title={funnel.name}
        editTo={canEdit ? routes.editFunnel({ id: funnel.id }) : null}
        actions={
          <ConfirmDelete label="Delete" title={`Delete ${funnel.name}?`} loadingLabel="Deleting..." success="Funnel deleted" onConfirm={() => deleteFunnel({ variables: { id: funnel.id } }).then(() => navigate(routes.product({ id: funnel.product.id })))}>
            <p className="text-sm text-slate-600">This deletes the funnel for everyone. It cannot be undone.</p>
          </ConfirmDelete>
        }
      />
      <StatList className="sm:grid-cols-3">
        <Stat label="Price" valueClassName="text-lg font-semibold text-slate-900">{formatPeso(funnel.price)}</Stat>
        <Stat label="Validity">{validityText(funnel.validityByDays)}</Stat>
        <Stat label="Status" valueClassName="">{funnel.isOpen ? <Badge tone="success">Open</Badge> : <Badge tone="outline">Closed</Badge>}</Stat>
        <Stat label="Checkout link" className="sm:col-span-3" valueClassName="break-all text-sm">
          <a href={funnel.checkoutPath} className="text-brand-700 hover:underline" data-testid="checkout-link">
            {checkoutUrl}
          </a>
        </Stat>
        <Stat label="Public page" className="sm:col-span-3" valueClassName="flex flex-wrap items-center gap-3 break-all text-sm text-slate-700">
          <a href={`/${funnel.slug}`} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
            /{funnel.slug}
          </a>
          {/* The page's builder needs the funnel page flag, which this page already does. */}
          <Link to={routes.funnelBuild({ id: funnel.id })} className={buttonClassName('secondary', 'sm')}>
            Build page
          </Link>
        </Stat>
      </StatList>
      <div>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Payment terms</h2>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {funnel.funnelPaymentTerm.map((term) => (
            <li key={term.paymentTermId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                {term.paymentTerm.name} <span className="text-slate-500">({term.paymentTermId})</span>
              </span>
              <span className="text-slate-700">
                {term.paymentTerm.numberOfPayments} payment{term.paymentTerm.numberOfPayments === 1 ? '' : 's'} · {formatPeso(term.totalPrice ?? funnel.price)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Coupons</h2>
          {canEdit && (
            <Link to={routes.newCoupon({ funnelId: funnel.id })} className={buttonClassName('primary', 'sm')}>
              Add Coupon
            </Link>
          )}
        </div>
        {funnel.coupons.length === 0 ? (
          <p className="text-sm text-slate-500">No coupons yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {funnel.coupons.map((coupon) => (
              <li key={coupon.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <Link to={routes.coupon({ funnelId: funnel.id, id: coupon.id })} className="break-all font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {coupon.code}
                </Link>
                <span className="text-slate-700">
                  {couponValueText(coupon)} off · {formatPeso(coupon.discountedPrice)} · used {coupon.usedCount}
                  {coupon.maxUses != null ? ` of ${coupon.maxUses}` : ''} {!coupon.isActive && <Badge tone="outline">Inactive</Badge>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

export const FunnelCell = createCell<FindFunnelQueryVariables, FindFunnelQuery, Found>({ QUERY, Empty, Success, displayName: 'FunnelCell' })
