// The order summary beside the offer: the server's quote (or why there is none), then who is
// buying and Pay.
import type { ApolloError } from '@apollo/client'
import { getGraphQLErrorMessage } from '@/lib/errors'
import type { CheckoutQuoteQuery } from '@/types/graphql'
import { PayOrSignIn } from './PayOrSignIn'
import { PriceLines } from './PriceLines'

type Props = {
  funnelId: string
  termId: string
  quote: CheckoutQuoteQuery['checkoutQuote'] | undefined
  quoteLoading: boolean
  quoteError: ApolloError | undefined
  here: string
}

export function OrderSummary({ funnelId, termId, quote, quoteLoading, quoteError, here }: Props) {
  return (
    <aside aria-labelledby="summary-title" className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
      <h2 id="summary-title" className="text-base font-semibold text-slate-900">
        Order summary
      </h2>
      {quoteError && !quote && (
        <p role="alert" className="text-sm text-red-600">
          {getGraphQLErrorMessage(quoteError)}
        </p>
      )}
      {quote && <PriceLines quote={quote} loading={quoteLoading} />}
      <PayOrSignIn funnelId={funnelId} termId={termId} quote={quote} quoteLoading={quoteLoading} here={here} />
      <p className="text-xs text-slate-500">Payments are in Philippine pesos. Your access starts as soon as the payment is confirmed.</p>
    </aside>
  )
}
