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

/** The DateTime columns of a subscription row as ISO strings. */
const dates = (row: { startsAt: Date; expiry: Date; unenrolledAt: Date | null }) => ({
  startsAt: iso(row.startsAt),
  expiry: iso(row.expiry),
  unenrolledAt: iso(row.unenrolledAt),
})

const funnelColumns = { id: funnels.id, name: funnels.name, productId: funnels.productId }

/** The subscriptions of user `id`, newest first, unsubscribed ones included (view-subscription and /account). */
export async function subscriptionsOfUser(id: number) {
  const rows = await db
    .select({
      id: subscriptionsTable.id,
      userId: subscriptionsTable.userId,
      paymentTermId: subscriptionsTable.paymentTermId,
      startsAt: subscriptionsTable.startsAt,
      expiry: subscriptionsTable.expiry,
      unenrolledAt: subscriptionsTable.unenrolledAt,
      createdAt: subscriptionsTable.createdAt,
      funnel: funnelColumns,
    })
    .from(subscriptionsTable)
    .innerJoin(funnels, eq(funnels.id, subscriptionsTable.funnelId))
    .where(eq(subscriptionsTable.userId, id))
    .orderBy(desc(subscriptionsTable.createdAt), desc(subscriptionsTable.id))
  const now = new Date()
  return rows.map((row) => ({ ...row, ...dates(row), createdAt: iso(row.createdAt), status: statusOf(row.expiry, now) }))
}

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

export const subscriptions = (async (args) => {
  const filters = parseInput(pageArgsSchema(SORTABLE).extend(subscriptionFiltersSchema.shape), args)
  const today = startOfManilaDay()
  const conditions: SQL[] = []
  if (filters.validity === 'active') conditions.push(sql`${subscriptionsTable.expiry} >= ${today} and ${subscriptionsTable.unenrolledAt} is null`)
  if (filters.validity === 'expired') conditions.push(sql`(${subscriptionsTable.expiry} < ${today} or ${subscriptionsTable.unenrolledAt} is not null)`)
  const unpaidExists = sql`exists (select 1 from invoices i join payment_schedules ps on ps.invoice_id = i.id
    where i.subscription_id = ${subscriptionsTable.id} and ps.transaction_id is null)`
  if (filters.payment === 'unpaid') conditions.push(unpaidExists)
  if (filters.payment === 'paid') conditions.push(sql`not ${unpaidExists}`)
  if (filters.search) conditions.push(memberSearch(filters.search))
  const where = conditions.length ? and(...conditions) : undefined
  // The unpaid count starts from the unpaid rows' partial index (payment_schedules_unpaid_schedule_date_idx):
  // counting distinct subscriptions there is several times cheaper than an exists test per subscription.
  const otherConditions = conditions.filter((condition) => condition !== unpaidExists)
  const unpaidCount = async () => {
    const joins = otherConditions.length
      ? sql`join ${subscriptionsTable} on ${subscriptionsTable.id} = i.subscription_id ${filters.search ? sql`join ${users} on ${users.id} = ${subscriptionsTable.userId}` : sql``}`
      : sql``
    const extra = otherConditions.length ? sql` and ${and(...otherConditions)}` : sql``
    const result = await db.execute<{ count: number }>(sql`select count(distinct i.subscription_id)::int as count
      from payment_schedules ps join invoices i on i.id = ps.invoice_id ${joins}
      where ps.transaction_id is null${extra}`)
    return Number(result.rows[0].count)
  }
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
          sums: sql<{ total: number; paid: number; unpaid: number }>`(select json_build_object(
            'total', coalesce(sum(ps.price_centavos), 0), 'paid', coalesce(sum(ps.price_centavos) filter (where ps.transaction_id is not null), 0),
            'unpaid', count(*) filter (where ps.transaction_id is null))
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
        unpaidCount: Number(sums.unpaid),
      }))
    },
    count: async () => {
      if (filters.payment === 'unpaid') return unpaidCount()
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
