// The checkout itself: the payment term, a coupon, the price summary (always the server's quote:
// one pricing rule, common/discount.ts applied in api/src/services/checkout/quote.ts), who is
// buying (sign in or create an account, then back here), and Pay. The chosen term and coupon live
// in the address (?term=&coupon=), so they survive the round trip through sign-in.
import { gql, useMutation, useQuery } from '@apollo/client'
import { Link, navigate, routes, useLocation } from '@redwoodjs/router'
import { useState, type FormEvent } from 'react'
import { checkoutMessages } from '@common/checkout'
import { useAuth, useCurrentUser } from '@/auth'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { formatPeso } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import { setQueryParams } from '@/lib/useQueryParam'
import type {
  CheckoutQuoteQuery,
  CheckoutQuoteQueryVariables,
  StartCheckoutMutation,
  StartCheckoutMutationVariables,
} from '@/types/graphql'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import type { Offer } from '../offer'
import { followRedirect } from '@/lib/followRedirect'
import { termDescription } from '../checkoutText'

export const QUOTE = gql`
  query CheckoutQuote($funnelId: String!, $paymentTermId: String!, $couponCode: String) {
    checkoutQuote(funnelId: $funnelId, paymentTermId: $paymentTermId, couponCode: $couponCode) {
      funnelId
      paymentTermId
      price
      discount
      total
      dueNow
      numberOfPayments
      couponCode
      couponProblem
    }
  }
`

export const START_CHECKOUT = gql`
  mutation StartCheckout($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      status
      sessionId
      redirectUrl
      subscriptionId
    }
  }
`

export const FREE_ACCESS_MESSAGE = 'You are in! Your new product is in My Products.'

export function CheckoutForm({ offer }: { offer: Offer }) {
  const { isAuthenticated } = useAuth()
  const currentUser = useCurrentUser()
  const { search, pathname } = useLocation()
  const params = new URLSearchParams(search)
  const termId = offer.terms.find((term) => term.id === params.get('term'))?.id ?? offer.terms[0]?.id ?? 'one-time'
  const couponCode = params.get('coupon')?.trim() || null
  const [couponText, setCouponText] = useState(couponCode ?? '')

  const quoteResult = useQuery<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>(QUOTE, {
    variables: { funnelId: offer.funnelId, paymentTermId: termId, couponCode },
  })
  const quote = quoteResult.data?.checkoutQuote
  const [startCheckout, { loading: starting }] = useMutation<StartCheckoutMutation, StartCheckoutMutationVariables>(START_CHECKOUT)

  const applyCoupon = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ coupon: couponText.trim() || null }, { replace: true })
  }
  const removeCoupon = () => {
    setCouponText('')
    setQueryParams({ coupon: null }, { replace: true })
  }

  const pay = async () => {
    try {
      const { data } = await startCheckout({ variables: { input: { funnelId: offer.funnelId, paymentTermId: termId, couponCode: quote?.couponCode ?? null } } })
      const started = data!.startCheckout
      if (started.status === 'paid') notifySuccess(FREE_ACCESS_MESSAGE)
      followRedirect(started.redirectUrl)
    } catch (error) {
      if (getGraphQLErrorMessage(error) === checkoutMessages.funnelClosed) navigate(routes.checkoutClosed(), { replace: true })
      else notifyError(error)
    }
  }

  const here = `${pathname}${search}`
  const restCount = quote ? quote.numberOfPayments - 1 : 0
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,24rem)]">
      <section aria-labelledby="offer-title" className="space-y-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-medium text-brand-700">{offer.funnelName}</p>
          <h1 id="offer-title" className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
            {offer.productName}
          </h1>
          {offer.productDescription && <p className="mt-3 whitespace-pre-line text-slate-600">{offer.productDescription}</p>}
          <p className="mt-4 text-sm text-slate-500">
            {offer.validityByDays ? `${offer.validityByDays} days of access from the day you pay.` : 'Lifetime access.'}
          </p>
        </div>

        <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <legend className="px-1 text-base font-semibold text-slate-900">Payment term</legend>
          <div className="mt-2 space-y-2">
            {offer.terms.map((term) => (
              <label
                key={term.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="term"
                  value={term.id}
                  checked={term.id === termId}
                  onChange={() => setQueryParams({ term: term.id }, { replace: true })}
                  className="mt-1"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{term.name}</span>
                  <span className="block text-sm text-slate-600">{termDescription(term)}</span>
                </span>
                <span className="font-medium text-slate-900">{formatPeso(term.total)}</span>
              </label>
            ))}
          </div>
        </fieldset>

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
      </section>

      <aside aria-labelledby="summary-title" className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
        <h2 id="summary-title" className="text-base font-semibold text-slate-900">
          Order summary
        </h2>
        {quoteResult.error && !quote && (
          <p role="alert" className="text-sm text-red-600">
            {getGraphQLErrorMessage(quoteResult.error)}
          </p>
        )}
        {quote && (
          <dl className="space-y-2 text-sm" aria-busy={quoteResult.loading || undefined}>
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
        )}

        {isAuthenticated && currentUser ? (
          <>
            <p className="text-sm text-slate-600">
              Buying as <span className="font-medium text-slate-900">{`${currentUser.firstName} ${currentUser.lastName}`.trim() || currentUser.email}</span> ({currentUser.email})
            </p>
            <Button type="button" className="w-full" onClick={pay} loading={starting} loadingLabel="Starting payment..." disabled={!quote || quoteResult.loading}>
              {quote && quote.dueNow === 0 ? 'Get it free' : `Pay ${quote ? formatPeso(quote.dueNow) : ''}`}
            </Button>
          </>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">Create an account or sign in to pay. You will come back here with your choices kept.</p>
            <Link to={routes.signup({ redirectTo: here })} className={buttonClassName('primary', 'md', 'w-full')}>
              Create an account
            </Link>
            <Link to={routes.login({ redirectTo: here })} className={buttonClassName('secondary', 'md', 'w-full')}>
              Sign in
            </Link>
          </div>
        )}
        <p className="text-xs text-slate-500">Payments are in Philippine pesos. Your access starts as soon as the payment is confirmed.</p>
      </aside>
    </div>
  )
}
