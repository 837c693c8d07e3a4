// The coupon box: Apply puts the code in the address (?coupon=), where the quote picks it up; the
// quote says whether it applied or why not.
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import type { CheckoutQuoteQuery } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'

type Quote = CheckoutQuoteQuery['checkoutQuote']

export function CouponForm({ couponCode, quote }: { couponCode: string | null; quote: Quote | undefined }) {
  const [couponText, setCouponText] = useState(couponCode ?? '')

  const applyCoupon = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ coupon: couponText.trim() || null }, { replace: true })
  }
  const removeCoupon = () => {
    setCouponText('')
    setQueryParams({ coupon: null }, { replace: true })
  }

  return (
    <form onSubmit={applyCoupon} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-label="Coupon">
      <label htmlFor="coupon-code" className="block text-base font-semibold text-slate-900">
        Coupon code
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="coupon-code"
          value={couponText}
          onChange={(event) => setCouponText(event.target.value)}
          maxLength={50}
          autoComplete="off"
          aria-describedby={quote?.couponProblem ? 'coupon-problem' : undefined}
          aria-invalid={Boolean(quote?.couponProblem) || undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
      {quote?.couponProblem && (
        <p id="coupon-problem" role="alert" className="mt-2 text-sm text-red-600">
          {quote.couponProblem}
        </p>
      )}
      {quote?.couponCode && (
        <p className="mt-2 flex items-center gap-2 text-sm text-emerald-700">
          Coupon {quote.couponCode} applied.
          <button type="button" onClick={removeCoupon} className="font-medium text-slate-600 underline">
            Remove
          </button>
        </p>
      )}
    </form>
  )
}
