// A funnel as the API answers it (the list, the detail, a product's funnels, every mutation's answer).
import type { funnels } from '../../../../db/schema'
import type { Funnel as GqlFunnel } from '../../types/graphql'

type FunnelRow = typeof funnels.$inferSelect

/** The public checkout of a funnel. */
export const checkoutPath = (id: string) => `/checkout/${id}`

/** A row as the API answers it (product, funnelPaymentTerm and coupons come from the Funnel field resolvers). */
export function toFunnel(row: FunnelRow) {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    slug: row.slug,
    price: row.priceCentavos,
    validityByDays: row.validityByDays,
    isOpen: row.isOpen,
    checkoutPath: checkoutPath(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The field resolvers' (one loader statement each, when asked for); the generated type cannot know.
  } as Omit<GqlFunnel, 'product' | 'funnelPaymentTerm' | 'coupons'> & Pick<GqlFunnel, 'product' | 'funnelPaymentTerm' | 'coupons'>
}

export type FunnelAnswer = ReturnType<typeof toFunnel>
