// How a product is sold: funnels (the sellable offer of a product) and the payment terms each offers.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { paymentTerms } from './paymentTerms'
import { products } from './products'

// A funnel is one way of selling a product: its own price, validity, payment terms, coupons,
// public page (/{slug}, its landing page: landingPages.ts) and checkout (/checkout/{funnelId}).
//
// The id is TEXT: funnel ids are strings in the contract (routes, paymentTermsByFunnelId(funnelId:
// String), the subscription import's Funnel ID), so legacy ids import verbatim; new funnels get
// a random uuid, which also keeps unlisted checkouts from being found by counting ids.
// startByDays is NOT a funnel column: it is chosen per enrolment (manual subscription) and
// lands in subscriptions.startsAt.
export const funnels = pgTable(
  'funnels',
  {
    id: text()
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    // Restrict: a product that has funnels (and so, sales) is deactivated, not deleted.
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull(),
    priceCentavos: integer().notNull(),
    // Days of access from the start; null = lifetime (expiry 9999-12-31, LIFETIME_EXPIRY).
    validityByDays: integer(),
    // False sends buyers to /checkout/closed.
    isOpen: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('funnels_slug_key').on(t.slug),
    index('funnels_product_id_idx').on(t.productId),
    check('funnels_price_check', sql`${t.priceCentavos} >= 0`),
    check('funnels_validity_check', sql`${t.validityByDays} is null or ${t.validityByDays} > 0`),
  ],
)

// The payment terms a funnel offers (funnelPaymentTerm in the API).
export const funnelPaymentTerms = pgTable(
  'funnel_payment_terms',
  {
    funnelId: text()
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    // Restrict: a term in use by a funnel cannot disappear under it.
    paymentTermId: text()
      .notNull()
      .references(() => paymentTerms.id, { onDelete: 'restrict' }),
    // The total paid on this term when it differs from the funnel price (instalments often
    // cost more); null = the funnel price.
    totalPriceCentavos: integer(),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.funnelId, t.paymentTermId] }),
    index('funnel_payment_terms_payment_term_id_idx').on(t.paymentTermId),
    check('funnel_payment_terms_price_check', sql`${t.totalPriceCentavos} is null or ${t.totalPriceCentavos} >= 0`),
  ],
)
