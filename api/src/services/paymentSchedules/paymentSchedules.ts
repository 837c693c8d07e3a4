// addPaymentSchedule, updatePaymentSchedule, approvePaymentScheduleTransaction,
// disapprovePaymentScheduleTransaction and the approval queue (paymentQueue). Writes run in one
// transaction each, with the row locked, and write who did it to the info log.
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { invoices, paymentSchedules, subscriptions } from '../../../../db/schema'
import {
  addPaymentScheduleSchema,
  approvePaymentSchema,
  paymentScheduleMessages,
  revokePaymentSchema,
  updatePaymentScheduleSchema,
} from '../../../../common/validation/paymentSchedules'
import { PAYMENT_FILTERS } from '../../../../common/validation/subscriptions'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { assertNotOwnMoney, isAdmin } from '../../lib/auth/staffTrust'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { storedRowCount } from '../../lib/rowCounts'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { z } from 'zod'
import { iso, proofJson, scheduleJson, toSchedule } from '../subscriptions/billingRows'
import { memberSearch } from '../subscriptions/subscriptions'
import { approveSchedule, revokeSchedule } from './transitions'

/** A schedule id as the contract sends it (a string of digits). */
function scheduleId(id: string): number {
  if (!/^\d{1,15}$/.test(id.trim())) throw new NotFoundError(paymentScheduleMessages.scheduleNotFound)
  return Number(id.trim())
}

/** Whose bill a schedule row is on (null when there is no such row: the transition says so). Skipped for an admin. */
async function billOwner(tx: Executor, rowId: number): Promise<number | null> {
  if (isAdmin(requireAuth(currentUser()))) return null
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(paymentSchedules)
    .innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(paymentSchedules.id, rowId))
  return row?.userId ?? null
}

export const addPaymentSchedule = (async ({ input }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(addPaymentScheduleSchema, input)
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ id: invoices.id, userId: subscriptions.userId })
      .from(invoices)
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .where(eq(invoices.id, values.invoiceId))
      .for('update', { of: invoices })
    if (!invoice) throw new UserInputError(paymentScheduleMessages.invoiceNotFound, { invoiceId: [paymentScheduleMessages.invoiceNotFound] })
    assertNotOwnMoney(actor, invoice.userId)
    const [row] = await tx
      .insert(paymentSchedules)
      .values({ invoiceId: invoice.id, scheduleDate: values.scheduleDate, priceCentavos: values.price })
      .returning({ id: paymentSchedules.id })
    await writeInfoLog(
      {
        action: 'payment-schedule-added',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'payment_schedule',
        entityId: row.id,
        details: { invoiceId: invoice.id, scheduleDate: values.scheduleDate, priceCentavos: values.price },
      },
      tx,
    )
    return { id: String(row.id) }
  })
}) satisfies MutationResolvers['addPaymentSchedule']

export const updatePaymentSchedule = (async ({ id, input }) => {
  const actor = requireAuth(currentUser())
  const rowId = scheduleId(id)
  const values = parseInput(updatePaymentScheduleSchema, input)
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentSchedules).where(eq(paymentSchedules.id, rowId)).for('update')
    if (!before) throw new NotFoundError(paymentScheduleMessages.scheduleNotFound)
    assertNotOwnMoney(actor, await billOwner(tx, rowId))
    const paid = before.transactionId != null
    if (paid && values.price != null && values.price !== before.priceCentavos) {
      throw new UserInputError(paymentScheduleMessages.paidPrice, { price: [paymentScheduleMessages.paidPrice] })
    }
    if (!paid && values.price == null) throw new UserInputError(paymentScheduleMessages.priceRequired, { price: [paymentScheduleMessages.priceRequired] })
    const changes = {
      scheduleDate: values.scheduleDate,
      priceCentavos: paid ? before.priceCentavos : values.price!,
      // The platform belongs to a payment: only a paid row keeps one.
      paymentPlatform: paid ? (values.paymentPlatform ?? before.paymentPlatform) : before.paymentPlatform,
    }
    await tx
      .update(paymentSchedules)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(paymentSchedules.id, rowId))
    await writeInfoLog(
      {
        action: 'payment-schedule-updated',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'payment_schedule',
        entityId: rowId,
        details: {
          before: { scheduleDate: before.scheduleDate, priceCentavos: before.priceCentavos, paymentPlatform: before.paymentPlatform },
          after: changes,
        },
      },
      tx,
    )
    return { id: String(rowId) }
  })
}) satisfies MutationResolvers['updatePaymentSchedule']

export const approvePaymentScheduleTransaction = (async ({ id, paymentPlatform, externalInvoiceId }) => {
  const actor = requireAuth(currentUser())
  const rowId = scheduleId(id)
  const values = parseInput(approvePaymentSchema, { paymentPlatform, externalInvoiceId })
  return db.transaction(async (tx) => {
    assertNotOwnMoney(actor, await billOwner(tx, rowId))
    await approveSchedule(tx, { id: rowId, ...values, actorId: actor.id, originalUserId: actor.originalUserId })
    return { id: String(rowId) }
  })
}) satisfies MutationResolvers['approvePaymentScheduleTransaction']

export const disapprovePaymentScheduleTransaction = (async ({ id, remarks }) => {
  const actor = requireAuth(currentUser())
  const rowId = scheduleId(id)
  const values = parseInput(revokePaymentSchema, { remarks })
  return db.transaction(async (tx) => {
    assertNotOwnMoney(actor, await billOwner(tx, rowId))
    await revokeSchedule(tx, { id: rowId, remarks: values.remarks, actorId: actor.id, originalUserId: actor.originalUserId })
    return { id: String(rowId) }
  })
}) satisfies MutationResolvers['disapprovePaymentScheduleTransaction']

const queueFilters = z.object({
  bills: z.enum(PAYMENT_FILTERS, `Payment bills must be one of ${PAYMENT_FILTERS.join(', ')}`).nullish(),
  withProof: z.boolean().nullish(),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').nullish(),
})

/**
 * The approval queue: schedule rows oldest first with member, funnel and the newest (pending first)
 * proof. Two statements (the page and its count). The page is picked from the partial indexes of
 * unpaid and paid rows (payment_schedules_{unpaid,paid}_schedule_date_idx): with bills=all, the first
 * offset+limit rows of each, merged (a sort of every row otherwise). The exact total without filters
 * reads the stored row count (count() below) instead of counting 450,000 rows at scale.
 */
/** A row of the queue's page statement (its aliases): the schedule, member and funnel built as JSON. */
type QueueRow = {
  schedule: Parameters<typeof toSchedule>[0]
  member: { id: number; firstName: string; lastName: string; email: string }
  funnel: { id: string; name: string; productId: number }
  subscription_id: number
  proof: Parameters<typeof toSchedule>[0]['proofs'][number] | null
}
/** A row of the queue's count. */
type CountRow = { count: number }

/** A queue row as the API answers it. */
const toQueueItem = (row: QueueRow) => ({
  schedule: toSchedule(row.schedule),
  member: row.member,
  funnel: row.funnel,
  subscriptionId: row.subscription_id,
  proof: row.proof ? { ...row.proof, createdAt: iso(row.proof.createdAt) } : null,
})

export const paymentQueue = (async (args) => {
  const filters = parseInput(pageArgsSchema({}).extend(queueFilters.shape), args)
  const bills = filters.bills ?? 'unpaid'
  const conditions: SQL[] = []
  if (filters.withProof) conditions.push(sql`exists (select 1 from payment_proofs q where q.payment_schedule_id = ps.id and q.status = 'pending')`)
  if (filters.search) conditions.push(memberSearch(filters.search))
  const branches = { unpaid: sql`ps.transaction_id is null`, paid: sql`ps.transaction_id is not null` }
  const chosen = bills === 'all' ? [branches.unpaid, branches.paid] : [branches[bills]]
  const whereOf = (extra: SQL | null) => {
    const all = extra ? [...conditions, extra] : conditions
    return all.length ? sql.join(all, sql` and `) : sql`true`
  }
  const needsJoins = Boolean(filters.search)
  const from = sql`payment_schedules ps join invoices i on i.id = ps.invoice_id join subscriptions s on s.id = i.subscription_id
    join users on users.id = s.user_id join funnels f on f.id = s.funnel_id`
  const fromForIds = needsJoins ? from : sql`payment_schedules ps`
  return paginate(args, {
    sortable: {},
    defaultSort: [asc(paymentSchedules.scheduleDate), asc(paymentSchedules.id)],
    rows: async ({ limit, offset }) => {
      const branchSql = chosen.map(
        (branch) => sql`(select ps.id, ps.schedule_date from ${fromForIds} where ${whereOf(branch)} order by ps.schedule_date, ps.id limit ${limit + offset})`,
      )
      const result = await db.execute<QueueRow>(sql`
        with picked as (
          select id, schedule_date from (${sql.join(branchSql, sql` union all `)}) as branches
          order by schedule_date, id limit ${limit} offset ${offset}
        )
        select ${scheduleJson} as schedule,
          json_build_object('id', users.id, 'firstName', users.first_name, 'lastName', users.last_name, 'email', users.email) as member,
          json_build_object('id', f.id, 'name', f.name, 'productId', f.product_id) as funnel,
          s.id as subscription_id,
          (select ${proofJson} from payment_proofs pp join stored_files sf on sf.id = pp.stored_file_id where pp.payment_schedule_id = ps.id
            order by (pp.status = 'pending') desc, pp.created_at desc, pp.id desc limit 1) as proof
        from picked join ${from} on ps.id = picked.id
        order by picked.schedule_date, picked.id`)
      return result.rows.map(toQueueItem)
    },
    count: async () => {
      // Without filters the total is exact without counting every row: all rows from row_counts
      // (kept by triggers, migration 0013), paid = all minus unpaid (the unpaid rows' partial
      // index, a quarter of the table), in one statement so both see the same rows.
      if (!conditions.length && bills !== 'unpaid') {
        const unpaid = bills === 'paid' ? sql` - (select count(*) from payment_schedules ps where ${branches.unpaid})` : sql``
        const result = await db.execute<CountRow>(sql`select ${storedRowCount('payment_schedules')}${unpaid} as count`)
        return Number(result.rows[0].count)
      }
      const billsCondition = bills === 'all' ? null : branches[bills]
      const result = await db.execute<CountRow>(sql`select count(*)::int as count from ${fromForIds} where ${whereOf(billsCondition)}`)
      return Number(result.rows[0].count)
    },
  })
}) satisfies QueryResolvers['paymentQueue']
