// What is sold: products and the courses each gives access to. How a product is sold is funnels.ts.
//
// Money is integer centavos everywhere (priceCentavos ...): exact, and summed by Postgres as
// bigint/numeric without rounding.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { courses } from './courses'

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    // The list price; each funnel carries the price it actually sells at.
    priceCentavos: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('products_name_idx').on(t.name), check('products_price_check', sql`${t.priceCentavos} >= 0`)],
)

// The courses a product gives access to (My Products -> courses). A member may open a course
// while they hold an unexpired, enrolled subscription to a funnel of such a product.
export const productCourses = pgTable(
  'product_courses',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.productId, t.courseId] }), index('product_courses_course_id_idx').on(t.courseId)],
)
