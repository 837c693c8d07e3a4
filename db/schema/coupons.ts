// Coupons: the discount codes of a funnel.
import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { funnels } from './funnels'

// A discount code of one funnel. 'fixed' subtracts amountCentavos, 'percentage' subtracts
// percentOff percent; a result that is not positive becomes 0 (docs/product.md, "Time and money").
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    funnelId: text()
      .notNull()
      .references(() => funnels.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: text().$type<'fixed' | 'percentage'>().notNull(),
    amountCentavos: integer(),
    percentOff: integer(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    // null = unlimited. usedCount is a counter (not count(*) of invoices) so checkout can claim
    // a use atomically: update ... set used_count = used_count + 1 where used_count < max_uses.
    maxUses: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Codes are typed by buyers: unique per funnel regardless of case.
    uniqueIndex('coupons_funnel_id_code_key').on(t.funnelId, sql`lower(${t.code})`),
    check(
      'coupons_type_check',
      sql`(${t.type} = 'fixed' and ${t.amountCentavos} > 0 and ${t.percentOff} is null)
        or (${t.type} = 'percentage' and ${t.percentOff} between 1 and 100 and ${t.amountCentavos} is null)`,
    ),
    check('coupons_usage_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
    check('coupons_validity_check', sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} > ${t.validFrom}`),
  ],
)
