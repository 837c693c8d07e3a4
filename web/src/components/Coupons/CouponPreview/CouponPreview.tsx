// What the buyer pays with the coupon: the funnel price through applyDiscount (common/discount.ts,
// the rule checkout uses too); a result that is not positive is 0, shown as FREE.
import { applyDiscount, DISCOUNT_TYPE_LABELS, type DiscountType } from '@common/discount'
import { formatPeso } from '@/lib/format'


/** The discount the form holds now, or null while it is incomplete or unreadable. */
export function discountFrom(type: unknown, amount: unknown, percentOff: unknown): { type: DiscountType; value: number } | null {
  if (type === 'fixed' && typeof amount === 'number' && amount > 0) return { type, value: amount }
  if (type === 'percentage' && typeof percentOff === 'number' && percentOff >= 1 && percentOff <= 100) return { type, value: percentOff }
  return null
}

export function CouponPreview({ price, type, amount, percentOff }: { price: number; type: unknown; amount: unknown; percentOff: unknown }) {
  const discount = discountFrom(type, amount, percentOff)
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" aria-live="polite" data-testid="coupon-preview">
      <p className="text-slate-600">
        Funnel price: <span className="font-medium text-slate-900">{formatPeso(price)}</span>
      </p>
      {discount ? (
        <p className="mt-1 text-slate-600">
          With this coupon ({DISCOUNT_TYPE_LABELS[discount.type]}):{' '}
          <span className="font-semibold text-slate-900">{formatPeso(applyDiscount(price, discount))}</span>
        </p>
      ) : (
        <p className="mt-1 text-slate-500">Enter the discount to see the price after it.</p>
      )}
    </div>
  )
}
