// The info-log entries about one member's money, newest first, a page at a time: what was done to
// their schedule rows (added, updated, approved, revoked, a proof sent), their subscriptions
// (granted, unsubscribed, a free checkout), their checkout sessions (started, paid, failed,
// expired, refund due and settled), and their enrolment, manual subscription and imports. Two
// statements (the page and its count) sharing one condition.
//
// info_logs has no index on (entity_type, entity_id): the statement reads the member's own ids
// through their indexes, then filters the log. Fine at today's sizes; at scale it wants that index.
import { sql, type SQL } from 'drizzle-orm'
import { db } from '../../lib/db'
import { paginate, type PageArgs, type PageResult } from '../../lib/paginate'
import type { NamedPerson } from './studentPaymentNames'

/** Actions on the member themselves (entity 'user') that concern what they pay for. */
export const MEMBER_MONEY_ACTIONS = ['user-enrolled', 'user-subscribed-manually', 'member-imported'] as const

/** The entries about user `userId`'s money (a condition on `l`, an info_logs row). */
export function memberMoneyLog(userId: number): SQL {
  const memberId = String(userId)
  return sql`(
    (l.entity_type = 'payment_schedule' and l.entity_id in (select ps.id::text from subscriptions s
      join invoices i on i.subscription_id = s.id join payment_schedules ps on ps.invoice_id = i.id where s.user_id = ${userId}))
    or (l.entity_type = 'subscription' and l.entity_id in (select s.id::text from subscriptions s where s.user_id = ${userId}))
    or (l.entity_type = 'checkout_session' and l.entity_id in (select cs.id from checkout_sessions cs where cs.user_id = ${userId}))
    or (l.entity_type = 'user' and l.entity_id = ${memberId} and l.action in (${sql.join(MEMBER_MONEY_ACTIONS.map((a) => sql`${a}`), sql`, `)}))
    or (l.action = 'checkout-expired' and l.entity_id is null and l.user_id = ${userId})
  )`
}

/** A row of the log page's statement (its aliases). */
type StudentPaymentLogRow = {
  id: string
  action: string
  created_at: string | Date
  actor: NamedPerson | null
  original_actor: NamedPerson | null
  entity_type: string | null
  entity_id: string | null
  details: Record<string, unknown>
}
type CountRow = { count: number }

export type StudentPaymentLogEntry = {
  id: string
  action: string
  createdAt: string
  actor: NamedPerson | null
  originalActor: NamedPerson | null
  entityType: string | null
  entityId: string | null
  details: Record<string, unknown>
}

const toLogEntry = (row: StudentPaymentLogRow): StudentPaymentLogEntry => ({
  id: String(row.id),
  action: row.action,
  createdAt: new Date(row.created_at).toISOString(),
  actor: row.actor,
  originalActor: row.original_actor,
  entityType: row.entity_type,
  entityId: row.entity_id,
  details: row.details ?? {},
})

const person = (alias: SQL) => sql`case when ${alias}.id is null then null
  else json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name) end`

export async function studentPaymentLog(userId: number, args: PageArgs): Promise<PageResult<StudentPaymentLogEntry>> {
  const where = memberMoneyLog(userId)
  return paginate(args, {
    sortable: {},
    defaultSort: [sql`l.created_at desc`, sql`l.id desc`],
    rows: async ({ limit, offset, orderBy }) => {
      const result = await db.execute<StudentPaymentLogRow>(sql`
        select l.id::text as id, l.action, l.created_at, ${person(sql`a`)} as actor, ${person(sql`o`)} as original_actor,
          l.entity_type, l.entity_id, l.details
        from info_logs l
        left join users a on a.id = l.user_id
        left join users o on o.id = l.original_user_id
        where ${where}
        order by ${sql.join(orderBy, sql`, `)}
        limit ${limit} offset ${offset}`)
      return result.rows.map(toLogEntry)
    },
    count: async () => {
      const result = await db.execute<CountRow>(sql`select count(*)::int as count from info_logs l where ${where}`)
      return Number(result.rows[0].count)
    },
  })
}
