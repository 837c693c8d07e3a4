// retention (the /retention worklist, a page of members with their contact details, money and last
// follow-up, and the badge counts) and markRetentionContact. The buckets come from
// ./buckets.ts, who sees whom from ./access.ts. Two statements for the list whatever the page
// size (the page with its money and contacts through lateral joins, and the counts per bucket,
// which also give the total, from one working-out of the list; the batch picker's names), two for
// a contact (the insert that checks visibility, the info log) in one transaction.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { CurrentUser } from '../../../../common/currentUser'
import { DEFAULT_PAGE_SIZE } from '../../../../common/pagination'
import {
  RETENTION_BUCKETS,
  RETENTION_NOTE_MAX,
  retentionMessages,
  type RetentionBucket,
  type RetentionBucketChoice,
} from '../../../../common/retention'
import { searchSchema } from '../../../../common/validation/groups'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { pageArgsSchema } from '../../lib/paginate'
import { escapeLike } from '../../lib/sql'
import { iso, manilaDate } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { requireRetention, retentionVisible } from './access'
import { retentionMembers } from './buckets'

const filterSchema = z.object({
  bucket: z.enum(RETENTION_BUCKETS, { message: retentionMessages.bucket }).nullish(),
  batchId: z.number().int().min(1).nullish(),
  search: searchSchema,
})
const listSchema = pageArgsSchema({}).extend(filterSchema.shape)

export type RetentionFilter = { bucket: RetentionBucketChoice; batchId: number | null; search: string | null }

/** Parses the filters as the page and the export both take them (BAD_USER_INPUT with field messages). */
export function parseRetentionFilter(args: unknown): RetentionFilter {
  const parsed = parseInput(filterSchema, args, 'Invalid retention list request')
  return { bucket: parsed.bucket ?? 'all', batchId: parsed.batchId ?? null, search: parsed.search || null }
}

/** SQL over users `u` and the bucketed rows `b`: the caller's scope, the batch and the search. */
function memberWhere(user: CurrentUser, filter: RetentionFilter): SQL {
  const search = filter.search
    ? sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.mobile_number, '') || ' ' || coalesce(u.tribe_id, '')) like ${`%${escapeLike(filter.search.toLowerCase())}%`} escape '\\'`
    : sql`true`
  return sql`u.archived_at is null and ${retentionVisible(user)} and ${filter.batchId ? sql`u.batch_id = ${filter.batchId}` : sql`true`} and ${search}`
}

const bucketWhere = (filter: RetentionFilter) => (filter.bucket === 'all' ? sql`true` : sql`b.bucket = ${filter.bucket}`)

/** A row of the page's statement (its aliases). */
export type RetentionRow = {
  user_id: number
  first_name: string
  last_name: string
  email: string
  mobile_number: string | null
  tribe_id: string | null
  batch_id: number | null
  batch_name: string | null
  product_id: number
  product_name: string
  judged_id: number
  renewal_id: number | null
  expiry: string | Date
  days_left: number
  bucket: RetentionBucket
  balance: number
  last_paid_at: string | Date | null
  last_paid_amount: number | null
  contacted_at: string | Date | null
  contact_note: string | null
  contacted_by_id: number | null
  contacted_by_name: string | null
}

/**
 * The page (or an export batch) of the listed rows `listedFrom` answers (their retentionMembers
 * columns), most urgent first (the judged expiry, then the name), with each row's balance (unpaid
 * rows of every subscription of the product) and last payment (one lateral read of those rows),
 * and last contact.
 */
function pageOf(listedFrom: SQL, filter: RetentionFilter, limit: number, offset: number): SQL {
  return sql`
    select l.*, bt.name as batch_name, pr.name as product_name,
      money.balance, money.last_paid_at, money.last_paid_amount,
      rc.contacted_at, rc.note as contact_note, rc.contacted_by_id,
      nullif(trim(cu.first_name || ' ' || cu.last_name), '') as contacted_by_name
    from (
      select b.user_id, b.product_id, b.judged_id, b.renewal_id, b.expiry, b.expiry_day, b.days_left, b.bucket,
        b.first_name, b.last_name, b.email, b.mobile_number, b.tribe_id, b.batch_id
      from ${listedFrom} b
      where ${bucketWhere(filter)}
      order by b.expiry_day, b.last_name, b.first_name, b.user_id, b.product_id
      limit ${limit} offset ${offset}
    ) l
    join products pr on pr.id = l.product_id
    left join batches bt on bt.id = l.batch_id
    left join lateral (
      -- One read of the member's rows for the product: what is owed, and the newest payment.
      select coalesce(sum(ps.price_centavos) filter (where ps.transaction_id is null), 0)::int as balance,
        (array_agg(ps.approved_at order by ps.approved_at desc, ps.id desc) filter (where ps.transaction_id is not null))[1] as last_paid_at,
        (array_agg(ps.price_centavos order by ps.approved_at desc, ps.id desc) filter (where ps.transaction_id is not null))[1] as last_paid_amount
      from subscriptions s join funnels f on f.id = s.funnel_id
      join invoices i on i.subscription_id = s.id join payment_schedules ps on ps.invoice_id = i.id
      where s.user_id = l.user_id and f.product_id = l.product_id
    ) money on true
    left join lateral (
      select c.contacted_at, c.note, c.contacted_by_id from retention_contacts c
      where c.user_id = l.user_id order by c.contacted_at desc, c.id desc limit 1
    ) rc on true
    left join users cu on cu.id = rc.contacted_by_id`
}

const PAGE_ORDER = sql.raw('expiry_day, last_name, first_name, user_id, product_id')

/** An export batch of the list (its rows only). One statement. */
export async function retentionRows(user: CurrentUser, filter: RetentionFilter, today: string, limit: number, offset: number) {
  const listed = sql`(${retentionMembers(today, memberWhere(user, filter))})`
  const result = await db.execute<RetentionRow>(sql`select * from (${pageOf(listed, filter, limit, offset)}) page order by ${PAGE_ORDER}`)
  return result.rows
}

/** A row of the page's statement: a page row (all null on an empty page) and the counts per bucket. */
type PageRow = { [K in keyof RetentionRow]: RetentionRow[K] | null } & { counts: Partial<Record<RetentionBucket, number>> }

/**
 * The page with the members per bucket under the caller's scope, batch and search (the bucket
 * choice aside; `all` sums them), in one statement: the list is worked out once for both (it was
 * two statements, each working out all 28,000 rows at 100,000 members).
 */
export async function retentionPage(user: CurrentUser, filter: RetentionFilter, today: string, limit: number, offset: number) {
  const result = await db.execute<PageRow>(sql`
    with b as materialized (${retentionMembers(today, memberWhere(user, filter))}),
    tally as (select coalesce(json_object_agg(t.bucket, t.total), '{}') as counts from (select bucket, count(*)::int as total from b group by bucket) t)
    select tally.counts, page.* from tally left join (${pageOf(sql`b`, filter, limit, offset)}) page on true
    order by ${PAGE_ORDER}`)
  const counts = Object.fromEntries(RETENTION_BUCKETS.map((bucket) => [bucket, 0])) as Record<RetentionBucketChoice, number>
  for (const [bucket, total] of Object.entries(result.rows[0]?.counts ?? {})) {
    counts[bucket as RetentionBucket] = Number(total)
    counts.all += Number(total)
  }
  const rows = result.rows.filter((row) => row.user_id !== null).map((row) => row as RetentionRow)
  return { rows, counts }
}

/** A row as the API answers it. */
export function toRetentionMember(row: RetentionRow) {
  return {
    member: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      mobileNumber: row.mobile_number,
      tribeId: row.tribe_id,
      batch: row.batch_id ? { id: row.batch_id, name: row.batch_name ?? '' } : null,
    },
    productId: row.product_id,
    productName: row.product_name,
    subscriptionId: row.judged_id,
    renewalSubscriptionId: row.renewal_id,
    expiry: iso(row.expiry)!,
    daysLeft: Number(row.days_left),
    bucket: row.bucket,
    balanceCentavos: Number(row.balance),
    lastPayment: row.last_paid_at ? { paidAt: iso(row.last_paid_at)!, amountCentavos: Number(row.last_paid_amount) } : null,
    lastContact: row.contacted_at
      ? { contactedAt: iso(row.contacted_at)!, note: row.contact_note, contactedBy: row.contacted_by_id ? { id: row.contacted_by_id, name: row.contacted_by_name ?? '' } : null }
      : null,
  }
}

export const retention = (async (args) => {
  const user = requireRetention(currentUser())
  const { page, pageSize } = parseInput(listSchema, args, 'Invalid retention list request')
  const filter = parseRetentionFilter(args)
  const currentPage = page ?? 1
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  const today = manilaDate()
  const [{ rows, counts }, batches] = await Promise.all([
    retentionPage(user, filter, today, size, (currentPage - 1) * size),
    db.execute<{ id: number; name: string }>(sql`select id, name from batches order by launch_from desc, id desc`),
  ])
  return {
    items: rows.map(toRetentionMember),
    totalCount: counts[filter.bucket],
    page: currentPage,
    pageSize: size,
    counts: RETENTION_BUCKETS.map((bucket) => ({ bucket, count: counts[bucket] })),
    batches: batches.rows,
  }
}) satisfies QueryResolvers['retention']

const contactSchema = z.object({
  userId: z.number().int().min(1),
  note: z
    .string()
    .trim()
    .max(RETENTION_NOTE_MAX, retentionMessages.note)
    .nullish()
    .transform((note) => note || null),
})

/** A row of the contact's insert. */
type ContactRow = { id: number; user_id: number; contacted_at: string | Date; note: string | null }

export const markRetentionContact = (async (args) => {
  const user = requireRetention(currentUser())
  const { userId, note } = parseInput(contactSchema, args, 'Invalid follow-up')
  return db.transaction(async (tx) => {
    // The visibility check is the insert's own WHERE: a member the caller may not see is not found.
    const result = await tx.execute<ContactRow>(sql`
      insert into retention_contacts (user_id, contacted_by_id, note)
      select u.id, ${user.id}, ${note} from users u
      where u.id = ${userId} and u.archived_at is null and ${retentionVisible(user)}
      returning id, user_id, contacted_at, note`)
    const row = result.rows[0]
    if (!row) throw new NotFoundError(retentionMessages.notFound)
    await writeInfoLog(
      { action: 'retention-contact-marked', userId: user.id, originalUserId: user.originalUserId, entityType: 'user', entityId: userId, details: { note } },
      tx,
    )
    return {
      contactedAt: iso(row.contacted_at)!,
      note: row.note,
      contactedBy: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email },
      userId: row.user_id,
    }
  })
}) satisfies MutationResolvers['markRetentionContact']
