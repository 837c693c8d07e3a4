// Payment terms: how a price is split into payments.
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/** The payment term every enrolment defaults to (docs/product.md, "paymentTerms"). */
export const DEFAULT_PAYMENT_TERM_ID = 'one-time'

// How a price is split: 'one-time' is one payment; e.g. '3-months' is 3 payments a month apart.
// The id is the readable text the API and the subscription import use.
export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    numberOfPayments: integer().notNull().default(1),
    intervalUnit: text().$type<'day' | 'week' | 'month'>().notNull().default('month'),
    intervalCount: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('payment_terms_number_of_payments_check', sql`${t.numberOfPayments} >= 1`),
    check('payment_terms_interval_unit_check', sql`${t.intervalUnit} in ('day', 'week', 'month')`),
    check('payment_terms_interval_count_check', sql`${t.intervalCount} >= 1`),
  ],
)
