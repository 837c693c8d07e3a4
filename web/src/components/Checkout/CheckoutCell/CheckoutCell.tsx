// /checkout/{funnelId}: the funnel's offer (public). A closed funnel sends the buyer to
// /checkout/closed; an unknown one says so.
import { gql } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useEffect } from 'react'
import { createCell } from '@/lib/cell'
import type { CheckoutOfferQuery, CheckoutOfferQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CheckoutForm } from '../CheckoutForm/CheckoutForm'

export type { Offer } from '../offer'

export const QUERY = gql`
  query CheckoutOffer($funnelId: String!) {
    checkoutOffer(funnelId: $funnelId) {
      funnelId
      funnelName
      productId
      productName
      productDescription
      productImageUrl
      price
      validityByDays
      isOpen
      terms {
        id
        name
        numberOfPayments
        intervalUnit
        intervalCount
        total
      }
    }
  }
`

function ClosedRedirect() {
  useEffect(() => {
    navigate(routes.checkoutClosed(), { replace: true })
  }, [])
  return null
}

export const CheckoutCell = createCell<CheckoutOfferQueryVariables, CheckoutOfferQuery>({
  QUERY,
  Empty: () => (
    <EmptyState title="This offer does not exist" description="The link may be mistyped, or the offer was removed." action={{ label: 'Go to Home', to: routes.home() }} />
  ),
  Success: ({ checkoutOffer }) => (checkoutOffer!.isOpen ? <CheckoutForm offer={checkoutOffer!} /> : <ClosedRedirect />),
  displayName: 'CheckoutCell',
})

export default CheckoutCell
