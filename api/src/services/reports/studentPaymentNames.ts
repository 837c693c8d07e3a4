// The names the student payment details page shows beside the billing read model: the products
// and payment terms of the member's subscriptions, and who approved their schedule rows. One
// statement (three scalar subqueries), whatever the number of subscriptions or rows.
import { sql } from 'drizzle-orm'
import { db } from '../../lib/db'

export type NamedPerson = { id: number; firstName: string; lastName: string }

/** The row of the names statement (its aliases): JSON arrays built by the subqueries. */
type StudentPaymentNamesRow = {
  products: { id: number; name: string }[]
  terms: { id: string; name: string }[]
  approvers: { scheduleId: string; person: NamedPerson }[]
}

export type StudentPaymentNames = {
  productName: (productId: number) => string
  termName: (paymentTermId: string) => string
  approverOf: (scheduleId: string) => NamedPerson | null
}

/** Lookups by id; a missing product or term falls back to its id (the row was deleted since). */
const toNames = (row: StudentPaymentNamesRow): StudentPaymentNames => {
  const products = new Map(row.products.map((p) => [p.id, p.name]))
  const terms = new Map(row.terms.map((t) => [t.id, t.name]))
  const approvers = new Map(row.approvers.map((a) => [String(a.scheduleId), a.person]))
  return {
    productName: (id) => products.get(id) ?? String(id),
    termName: (id) => terms.get(id) ?? id,
    approverOf: (id) => approvers.get(id) ?? null,
  }
}

export async function studentPaymentNames(userId: number): Promise<StudentPaymentNames> {
  const result = await db.execute<StudentPaymentNamesRow>(sql`
    select
      coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name)) from products p
        where p.id in (select f.product_id from subscriptions s join funnels f on f.id = s.funnel_id where s.user_id = ${userId})), '[]'::json) as products,
      coalesce((select json_agg(json_build_object('id', pt.id, 'name', pt.name)) from payment_terms pt
        where pt.id in (select s.payment_term_id from subscriptions s where s.user_id = ${userId})), '[]'::json) as terms,
      coalesce((select json_agg(json_build_object('scheduleId', ps.id::text,
          'person', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)))
        from subscriptions s join invoices i on i.subscription_id = s.id join payment_schedules ps on ps.invoice_id = i.id
        join users u on u.id = ps.approved_by_id
        where s.user_id = ${userId} and ps.transaction_id is not null), '[]'::json) as approvers`)
  return toNames(result.rows[0])
}
