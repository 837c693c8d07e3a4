// The checkout's two GraphQL operations and the words a free checkout ends with. Their own file so
// CheckoutForm and the pieces it is made of (OrderSummary, PayOrSignIn) share them without a cycle.
import { gql } from '@apollo/client'

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
