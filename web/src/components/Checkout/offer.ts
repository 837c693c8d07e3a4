// The offer a checkout sells: the CheckoutOffer query's answer, as CheckoutCell hands it to
// CheckoutForm. Its own file so the form and the cell both import it without importing each other.
import type { CheckoutOfferQuery } from '@/types/graphql'

export type Offer = NonNullable<CheckoutOfferQuery['checkoutOffer']>
