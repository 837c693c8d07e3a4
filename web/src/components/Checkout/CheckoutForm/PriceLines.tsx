// The quote's lines: price, coupon, total and, for a term of several payments, what is due today
// and what follows.
import { formatPeso } from '@/lib/format'
import type { CheckoutQuoteQuery } from '@/types/graphql'

type Quote = NonNullable<CheckoutQuoteQuery['checkoutQuote']>

export function PriceLines({ quote, loading }: { quote: Quote; loading: boolean }) {
  const restCount = quote.numberOfPayments - 1
  return (
    <dl className="space-y-2 text-sm" aria-busy={loading || undefined}>
      <div className="flex justify-between">
        <dt className="text-slate-600">Price</dt>
        <dd className="text-slate-900">{formatPeso(quote.price)}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="flex justify-between">
          <dt className="text-slate-600">Coupon {quote.couponCode}</dt>
          <dd className="text-emerald-700">−{formatPeso(quote.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{formatPeso(quote.total)}</dd>
      </div>
      {restCount > 0 && quote.total > 0 && (
        <>
          <div className="flex justify-between font-medium">
            <dt>Due today</dt>
            <dd>{formatPeso(quote.dueNow)}</dd>
          </div>
          <p className="text-slate-500">
            Then {restCount} more payment(s) of {formatPeso((quote.total - quote.dueNow) / restCount)}, shown in Billing and Subscriptions.
          </p>
        </>
      )}
    </dl>
  )
}
