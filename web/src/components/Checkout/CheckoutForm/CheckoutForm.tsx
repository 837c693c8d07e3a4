// The checkout itself: the payment term, a coupon, the price summary (always the server's quote:
// one pricing rule, common/discount.ts applied in api/src/services/checkout/quote.ts), who is
// buying (sign in or create an account, then back here), and Pay. The chosen term and coupon live
// in the address (?term=&coupon=), so they survive the round trip through sign-in.
import { useQuery } from '@apollo/client'
import { useLocation } from '@redwoodjs/router'
import type { CheckoutQuoteQuery, CheckoutQuoteQueryVariables } from '@/types/graphql'
import type { Offer } from '../offer'
import { QUOTE } from './checkoutOperations'
import { CouponForm } from './CouponForm'
import { OfferCard } from './OfferCard'
import { OrderSummary } from './OrderSummary'
import { PaymentTermChoice } from './PaymentTermChoice'

export { FREE_ACCESS_MESSAGE, QUOTE, START_CHECKOUT } from './checkoutOperations'

export function CheckoutForm({ offer }: { offer: Offer }) {
  const { search, pathname } = useLocation()
  const params = new URLSearchParams(search)
  const termId = offer.terms.find((term) => term.id === params.get('term'))?.id ?? offer.terms[0]?.id ?? 'one-time'
  const couponCode = params.get('coupon')?.trim() || null

  const quoteResult = useQuery<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>(QUOTE, {
    variables: { funnelId: offer.funnelId, paymentTermId: termId, couponCode },
  })
  const quote = quoteResult.data?.checkoutQuote

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,24rem)]">
      <section aria-labelledby="offer-title" className="space-y-6">
        <OfferCard offer={offer} />
        <PaymentTermChoice terms={offer.terms} termId={termId} />
        <CouponForm couponCode={couponCode} quote={quote} />
      </section>
      <OrderSummary
        funnelId={offer.funnelId}
        termId={termId}
        quote={quote}
        quoteLoading={quoteResult.loading}
        quoteError={quoteResult.error}
        here={`${pathname}${search}`}
      />
    </div>
  )
}
