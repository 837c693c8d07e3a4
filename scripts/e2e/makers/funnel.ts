// A product of its own with one funnel (one-time payment) for one journey to sell, enrol into or
// attach a course to, and optionally persons who already hold it (a manual subscription, as the
// Enroll to Funnel tab grants one). Journeys that pick "a funnel" or "a product" find this one by
// its unique name instead of the first of a catalog other journeys add to; and a course attached
// to it reaches only its holders, never the demo member others read.
import { createFunnel } from '../../../api/src/services/funnels/funnels'
import { createProduct } from '../../../api/src/services/products/products'
import { grantSubscription } from '../../../api/src/services/subscriptions/grantSubscription'
import { db } from '../../../api/src/lib/db'
import { uniqueTag } from '../unique'

export type FunnelInput = {
  /** The funnel's (and the product's list) price in centavos; default ₱2,500.00. */
  price?: number
  /** Days a subscription lasts; default 365. */
  validityByDays?: number
  /** Ids of users (e.g. made persons) granted a subscription to the funnel now. */
  holders?: number[]
}

export type Funnel = {
  productId: number
  productName: string
  funnelId: string
  funnelName: string
  slug: string
  /** Centavos. */
  price: number
}

export default async function funnel(input: FunnelInput = {}): Promise<Funnel> {
  const tag = uniqueTag()
  const price = input.price ?? 250_000
  const productName = `Journey Product ${tag}`
  const product = await createProduct({ input: { name: productName, price, description: 'A product one journey made for itself.' } })
  const made = await createFunnel({
    input: { productId: product.id, name: `Journey Offer ${tag}`, slug: `journey-offer-${tag}`, price, validityByDays: input.validityByDays ?? 365 },
  })
  for (const userId of input.holders ?? []) {
    await db.transaction((tx) => grantSubscription(tx, { userId, funnelId: made.id, paymentTermId: 'one-time', actorId: null, source: 'manual' }))
  }
  return { productId: product.id, productName, funnelId: made.id, funnelName: made.name, slug: made.slug, price }
}
