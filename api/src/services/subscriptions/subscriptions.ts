// userSubscription, user(id).invoice, subscriptions (the /subscriptions list) and subscription(id).
// Each answers in a fixed number of statements (docs/api.md "Enrolment and subscriptions").
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { funnels, subscriptions as subscriptionsTable, users } from '../../../../db/schema'
import { subscriptionFiltersSchema } from '../../../../common/validation/subscriptions'
import type { ResolverExtras } from '../../graphql/buildSchema'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { invoicesWhere, iso, statusOf } from './billingRows'
import { dates, funnelColumns, subscriptionsOfUser } from './subscriptionsOfUser'

/** The subscriptions of user `id` (a user id: the view-subscription page's), newest first. */
export const userSubscription = (async ({ id }) => subscriptionsOfUser(id)) satisfies QueryResolvers['userSubscription']

/** user(id) { invoice }: the user's own, or with page flag subscription; otherwise empty. */
export const User = {
  invoice: async (_args: unknown, { root }: ResolverExtras<{ id: number }>) => {
    const viewer = currentUser()
    if (!viewer || (viewer.id !== root.id && viewer.pageAccess.subscription !== true)) return []
    return invoicesWhere(sql`s.user_id = ${root.id}`)
  },
}

const SORTABLE = { expiry: subscriptionsTable.expiry, startsAt: subscriptionsTable.startsAt, createdAt: subscriptionsTable.createdAt }

const memberJson = sql`json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email})`

/** Names or e-mail containing `search`, case-insensitive, % and _ taken literally (the members' trigram index serves it). */
export function memberSearch(search: string): SQL {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.tribeId}, '')) like ${pattern}`
}

/** A schedule row's newest proof: proofs come newest first (billingRows.ts), so no other read. */
export const BillingPaymentSchedule = {
  latestProof: (_args: unknown, { root }: ResolverExtras<{ proofs: unknown[] }>) => root.proofs[0] ?? null,
}

export const subscriptions = (async (args) => {
  const filters = parseInput(pageArgsSchema(SORTABLE).extend(subscriptionFiltersSchema.shape), args)
  const today = startOfManilaDay()
  const conditions: SQL[] = []
  if (filters.validity === 'active') conditions.push(sql`${subscriptionsTable.expiry} >= ${today} and ${subscriptionsTable.unenrolledAt} is null`)
  if (filters.validity === 'expired') conditions.push(sql`(${subscriptionsTable.expiry} < ${today} or ${subscriptionsTable.unenrolledAt} is not null)`)
  // subscriptions.unpaid_schedule_count is kept by triggers on every write to the schedule rows
  // (db/migrations/0009_subscriptions_unpaid_count.sql): the filters, their totals and the rows'
  // unpaidCount read it instead of counting unpaid rows (the unpaid total alone took over 100 ms).
  if (filters.payment === 'unpaid') conditions.push(sql`${subscriptionsTable.unpaidScheduleCount} > 0`)
  if (filters.payment === 'paid') conditions.push(sql`${subscriptionsTable.unpaidScheduleCount} = 0`)
  if (filters.search) conditions.push(memberSearch(filters.search))
  const where = conditions.length ? and(...conditions) : undefined
  const now = new Date()
  return paginate(args, {
    sortable: SORTABLE,
    defaultSort: [desc(subscriptionsTable.createdAt), desc(subscriptionsTable.id)],
    rows: async ({ limit, offset, orderBy }) => {
      const rows = await db
        .select({
          id: subscriptionsTable.id,
          paymentTermId: subscriptionsTable.paymentTermId,
          startsAt: subscriptionsTable.startsAt,
          expiry: subscriptionsTable.expiry,
          unenrolledAt: subscriptionsTable.unenrolledAt,
          member: sql<{ id: number; firstName: string; lastName: string; email: string }>`${memberJson}`,
          funnel: funnelColumns,
          unpaidCount: subscriptionsTable.unpaidScheduleCount,
          sums: sql<{ total: number; paid: number }>`(select json_build_object(
            'total', coalesce(sum(ps.price_centavos), 0), 'paid', coalesce(sum(ps.price_centavos) filter (where ps.transaction_id is not null), 0))
            from invoices i join payment_schedules ps on ps.invoice_id = i.id where i.subscription_id = ${subscriptionsTable.id})`,
        })
        .from(subscriptionsTable)
        .innerJoin(users, eq(users.id, subscriptionsTable.userId))
        .innerJoin(funnels, eq(funnels.id, subscriptionsTable.funnelId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
      return rows.map(({ sums, ...row }) => ({
        ...row,
        ...dates(row),
        status: statusOf(row.expiry, now),
        totalCentavos: Number(sums.total),
        paidCentavos: Number(sums.paid),
      }))
    },
    count: async () => {
      // Every subscription has its user (a foreign key): the join is needed only to search by member.
      const counted = db.select({ count: sql<number>`count(*)::int` }).from(subscriptionsTable)
      const [row] = await (filters.search ? counted.innerJoin(users, eq(users.id, subscriptionsTable.userId)) : counted).where(where)
      return row.count
    },
  })
}) satisfies QueryResolvers['subscriptions']

export const subscription = (async ({ id }) => {
  const [[row], invoices] = await Promise.all([
    db
      .select({
        id: subscriptionsTable.id,
        paymentTermId: subscriptionsTable.paymentTermId,
        startsAt: subscriptionsTable.startsAt,
        expiry: subscriptionsTable.expiry,
        unenrolledAt: subscriptionsTable.unenrolledAt,
        createdAt: subscriptionsTable.createdAt,
        member: sql<{ id: number; firstName: string; lastName: string; email: string }>`${memberJson}`,
        funnel: funnelColumns,
      })
      .from(subscriptionsTable)
      .innerJoin(users, eq(users.id, subscriptionsTable.userId))
      .innerJoin(funnels, eq(funnels.id, subscriptionsTable.funnelId))
      .where(eq(subscriptionsTable.id, id)),
    invoicesWhere(sql`s.id = ${id}`),
  ])
  if (!row) return null
  return { ...row, ...dates(row), createdAt: iso(row.createdAt), status: statusOf(row.expiry), invoices }
}) satisfies QueryResolvers['subscription']
