// Who is buying: a signed-in buyer sees their name and Pay (or Get it free); anyone else is sent to
// create an account or sign in, coming back to this very address (`here`) with their choices.
import { useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { checkoutMessages } from '@common/checkout'
import { useAuth, useCurrentUser } from '@/auth'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { followRedirect } from '@/lib/followRedirect'
import { formatPeso } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { CheckoutQuoteQuery, StartCheckoutMutation, StartCheckoutMutationVariables } from '@/types/graphql'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { FREE_ACCESS_MESSAGE, START_CHECKOUT } from './checkoutOperations'

type Props = {
  funnelId: string
  termId: string
  quote: CheckoutQuoteQuery['checkoutQuote'] | undefined
  quoteLoading: boolean
  here: string
}

export function PayOrSignIn({ funnelId, termId, quote, quoteLoading, here }: Props) {
  const { isAuthenticated } = useAuth()
  const currentUser = useCurrentUser()
  const [startCheckout, { loading: starting }] = useMutation<StartCheckoutMutation, StartCheckoutMutationVariables>(START_CHECKOUT)

  const pay = async () => {
    try {
      const { data } = await startCheckout({ variables: { input: { funnelId, paymentTermId: termId, couponCode: quote?.couponCode ?? null } } })
      const started = data!.startCheckout
      if (started.status === 'paid') notifySuccess(FREE_ACCESS_MESSAGE)
      followRedirect(started.redirectUrl)
    } catch (error) {
      if (getGraphQLErrorMessage(error) === checkoutMessages.funnelClosed) navigate(routes.checkoutClosed(), { replace: true })
      else notifyError(error)
    }
  }

  if (isAuthenticated && currentUser) {
    return (
      <>
        <p className="text-sm text-slate-600">
          Buying as <span className="font-medium text-slate-900">{`${currentUser.firstName} ${currentUser.lastName}`.trim() || currentUser.email}</span> ({currentUser.email})
        </p>
        <Button type="button" className="w-full" onClick={pay} loading={starting} loadingLabel="Starting payment..." disabled={!quote || quoteLoading}>
          {quote && quote.dueNow === 0 ? 'Get it free' : `Pay ${quote ? formatPeso(quote.dueNow) : ''}`}
        </Button>
      </>
    )
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Create an account or sign in to pay. You will come back here with your choices kept.</p>
      <Link to={routes.signup({ redirectTo: here })} className={buttonClassName('primary', 'md', 'w-full')}>
        Create an account
      </Link>
      <Link to={routes.login({ redirectTo: here })} className={buttonClassName('secondary', 'md', 'w-full')}>
        Sign in
      </Link>
    </div>
  )
}
