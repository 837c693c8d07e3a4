// myProducts (/content, "My Products"): the products of the user's subscriptions (not
// unenrolled), newest first with the active ones before the expired, each with the live courses it
// grants and the user's progress on them. SQL: 2 statements (the subscriptions; the courses of all
// their products at once).
import { sql } from 'drizzle-orm'
import { courses } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { courseLive } from './access'
import { courseSelect, toLearnerCourse, type CourseRow } from './courseRows'
import { manilaToday } from '../../lib/sql'

/** Any expiry after 1 Jan 9999 (Manila) is lifetime access (LIFETIME_EXPIRY is 9999-12-31). */
export const LIFETIME_FROM = new Date('9999-01-01T00:00:00+08:00')

type SubscriptionRow = {
  subscription_id: number
  product_id: number
  name: string
  funnel_name: string | null
  starts_at: Date
  expiry: Date | null
  active: boolean
}

export const myProducts = (async () => {
  const user = requireAuth(currentUser())
  const now = new Date()
  const subscriptions = await db.execute<SubscriptionRow>(sql`
    select s.id as subscription_id, p.id as product_id, p.name, f.name as funnel_name, s.starts_at, s.expiry,
           (s.expiry >= ${manilaToday(now)}) as active
      from subscriptions s join funnels f on f.id = s.funnel_id join products p on p.id = f.product_id
     where s.user_id = ${user.id} and s.unenrolled_at is null
     order by active desc, s.starts_at desc, s.id desc`)
  const productIds = [...new Set(subscriptions.rows.map((row) => row.product_id))]
  const ids = sql`${`{${productIds.join(',')}}`}::int[]`
  // Every live course of those products, once per product that grants it, with the user's progress.
  const courseRows = productIds.length
    ? (
        await db.execute<CourseRow & { product_id: number }>(sql`
          select c.*, pc.product_id
            from (${courseSelect(user.id, sql`${courseLive()} and exists (select 1 from product_courses g where g.course_id = ${courses.id} and g.product_id = any(${ids}))`)}) c
            join product_courses pc on pc.course_id = c.id
           where pc.product_id = any(${ids})
           order by c.position, c.id`)
      ).rows
    : []
  return subscriptions.rows.map((row) => {
    const lifetime = row.expiry === null || new Date(row.expiry) >= LIFETIME_FROM
    return {
      subscriptionId: row.subscription_id,
      productId: row.product_id,
      name: row.name,
      funnelName: row.funnel_name,
      startedAt: new Date(row.starts_at).toISOString(),
      expiry: row.expiry ? new Date(row.expiry).toISOString() : null,
      lifetime,
      status: row.active ? 'Active' : 'Expired',
      courses: courseRows.filter((course) => course.product_id === row.product_id).map(toLearnerCourse),
    }
  })
}) satisfies QueryResolvers['myProducts']
