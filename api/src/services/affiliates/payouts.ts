// Payouts (graphql/affiliates.staff.sdl.ts; page flag affiliates; docs/product.md, "affiliates"):
// prepare one per affiliate for a period (every approved commission not in a payout, negative
// lines included, for affiliates with payout details, when the total reaches the minimum),
// export them for the bank or GCash batch, mark each paid with the transfer's method and
// reference, or cancel one not yet paid. A paid payout never changes: its amount is the sum of its
// commissions when it was prepared, and a commission reversed later is taken back by a negative
// line in the next payout (commissions.ts).
import ExcelJS from 'exceljs'
import { stringify } from 'csv-stringify/sync'
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { requireAccess } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { assertNotOwnMoney } from '../../lib/auth/staffTrust'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { addCalendarDays, iso, startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { CurrentUser } from '../../../../common/currentUser'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { safeCell } from '../forms/export'
import { affiliateSettings } from './settings'

export const payoutMessages = {
  notFound: 'Payout not found',
  alreadyPaid: 'This payout is already paid: a paid payout never changes',
  periodTo: 'Enter the last day of the period (YYYY-MM-DD), today or earlier',
  methodRequired: 'Enter how it was paid, e.g. GCash or bank transfer',
  referenceRequired: "Enter the transfer's reference number",
  tooLong: 'Keep it under 100 characters',
}

/** Serializes preparations: two staff preparing at once must not both count one commission. */
const PREPARE_LOCK = 7_302_416

type PayoutRow = {
  id: number
  affiliateId: number
  affiliateName: string
  amountCentavos: number
  commissionCount: number
  periodFrom: string | null
  periodTo: string | null
  payoutMethod: string | null
  payoutAccountName: string | null
  payoutAccountNumber: string | null
  payoutBankName: string | null
  method: string | null
  reference: string | null
  paidAt: Date | string | null
  createdAt: Date | string
}

const SELECT = sql`
  select p.id, p.affiliate_id as "affiliateId", trim(u.first_name || ' ' || u.last_name) as "affiliateName", p.amount_centavos as "amountCentavos",
    (select count(*)::int from commissions c where c.payout_id = p.id) as "commissionCount",
    to_char(p.period_from, 'YYYY-MM-DD') as "periodFrom", to_char(p.period_to, 'YYYY-MM-DD') as "periodTo",
    a.payout_method as "payoutMethod", a.payout_account_name as "payoutAccountName", a.payout_account_number as "payoutAccountNumber",
    a.payout_bank_name as "payoutBankName", p.method, p.reference, p.paid_at as "paidAt", p.created_at as "createdAt"
  from payouts p join affiliates a on a.id = p.affiliate_id join users u on u.id = a.user_id`

const toAdminPayout = (row: PayoutRow) => ({
  ...row,
  id: Number(row.id),
  affiliateId: Number(row.affiliateId),
  amountCentavos: Number(row.amountCentavos),
  commissionCount: Number(row.commissionCount),
  paidAt: iso(row.paidAt),
  createdAt: iso(row.createdAt)!,
})

function payoutsWhere(affiliateId: number | null | undefined, paid: boolean | null | undefined, ids?: number[]): SQL {
  const conditions: SQL[] = [sql`true`]
  if (affiliateId != null) conditions.push(sql`p.affiliate_id = ${affiliateId}`)
  if (paid != null) conditions.push(paid ? sql`p.paid_at is not null` : sql`p.paid_at is null`)
  if (ids) conditions.push(ids.length ? sql`p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`)
  return sql.join(conditions, sql` and `)
}

const listArgs = pageArgsSchema({}).extend({ affiliateId: z.number().int().nullish(), paid: z.boolean().nullish() })

export const affiliatePayouts = (async (args) => {
  const { affiliateId, paid } = parseInput(listArgs, args, 'Invalid payout list request')
  const where = payoutsWhere(affiliateId, paid)
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) => (await db.execute<PayoutRow>(sql`${SELECT} where ${where} order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`)).rows.map(toAdminPayout),
    count: async () => Number((await db.execute<{ total: number }>(sql`select count(*)::int as "total" from payouts p where ${where}`)).rows[0].total),
  })
}) satisfies QueryResolvers['affiliatePayouts']

const prepareArgs = z.object({
  // The Date scalar hands over a Date at UTC midnight of the day given: its calendar date.
  periodTo: z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, payoutMessages.periodTo)),
})

export const preparePayouts = (async (args) => {
  const { periodTo } = parseInput(prepareArgs, args)
  // The period ends with its Manila day: commissions approved before the next day's start count.
  const cutoff = startOfManilaDay(new Date(`${addCalendarDays(periodTo, 1)}T12:00:00+08:00`))
  if (Number.isNaN(cutoff.getTime()) || cutoff.getTime() > startOfManilaDay().getTime() + 86_400_000) {
    throw new UserInputError(payoutMessages.periodTo, { periodTo: [payoutMessages.periodTo] })
  }
  const actor = currentUser()!
  const { minimumPayoutCentavos } = await affiliateSettings()
  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`)
    // One statement: the totals, the payouts and their commissions read one snapshot, so a
    // payout's amount is exactly the sum of the commissions it takes.
    const { rows } = await tx.execute<{ id: number; affiliateId: number; amountCentavos: number }>(sql`
      with due as (
        select c.affiliate_id, sum(c.amount_centavos)::int as total, min(coalesce(c.approved_at, c.created_at)) as first
        from commissions c join affiliates a on a.id = c.affiliate_id
        where c.status = 'approved' and c.payout_id is null and c.approved_at < ${cutoff.toISOString()}::timestamptz and a.payout_method is not null
        group by c.affiliate_id
        having sum(c.amount_centavos) >= greatest(${minimumPayoutCentavos}::int, 1)),
      made as (
        insert into payouts (affiliate_id, amount_centavos, period_from, period_to, created_by_id)
        select affiliate_id, total, (first at time zone 'Asia/Manila')::date, ${periodTo}::date, ${actor.id} from due
        returning id, affiliate_id, amount_centavos),
      taken as (
        update commissions c set payout_id = made.id from made
        where c.affiliate_id = made.affiliate_id and c.status = 'approved' and c.payout_id is null and c.approved_at < ${cutoff.toISOString()}::timestamptz
        returning c.id)
      select made.id, made.affiliate_id as "affiliateId", made.amount_centavos as "amountCentavos", (select count(*) from taken) as "taken" from made`)
    for (const row of rows) {
      await writeInfoLog({ action: 'payout-prepared', userId: actor.id, entityType: 'payout', entityId: row.id, details: { affiliateId: row.affiliateId, amountCentavos: row.amountCentavos, periodTo } }, tx)
    }
    return rows.map((row) => Number(row.id))
  })
  if (made.length === 0) return []
  return (await db.execute<PayoutRow>(sql`${SELECT} where ${payoutsWhere(null, null, made)} order by p.id`)).rows.map(toAdminPayout)
}) satisfies MutationResolvers['preparePayouts']

const paidArgs = z.object({
  method: z.string({ error: payoutMessages.methodRequired }).trim().min(1, payoutMessages.methodRequired).max(100, payoutMessages.tooLong),
  reference: z.string({ error: payoutMessages.referenceRequired }).trim().min(1, payoutMessages.referenceRequired).max(100, payoutMessages.tooLong),
})

/** The payout `id`, locked for the rest of the transaction; refused once paid. */
async function lockUnpaid(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) {
  const { rows } = await tx.execute<{ paidAt: Date | null; affiliateId: number; amountCentavos: number; ownerId: number }>(
    sql`select p.paid_at as "paidAt", p.affiliate_id as "affiliateId", p.amount_centavos as "amountCentavos", a.user_id as "ownerId"
        from payouts p join affiliates a on a.id = p.affiliate_id where p.id = ${id} for update of p`,
  )
  if (!rows[0]) throw new NotFoundError(payoutMessages.notFound)
  if (rows[0].paidAt) throw new UserInputError(payoutMessages.alreadyPaid)
  // An affiliate on staff does not mark their own payout paid, nor cancel it.
  assertNotOwnMoney(currentUser()!, rows[0].ownerId)
  return rows[0]
}

export const markPayoutPaid = (async (args) => {
  const { method, reference } = parseInput(paidArgs, args)
  const actor = currentUser()!
  await db.transaction(async (tx) => {
    const payout = await lockUnpaid(tx, args.id)
    const now = new Date().toISOString()
    await tx.execute(sql`update payouts set paid_at = ${now}, method = ${method}, reference = ${reference}, updated_at = ${now} where id = ${args.id}`)
    await tx.execute(sql`update commissions set status = 'paid' where payout_id = ${args.id} and status = 'approved'`)
    await writeInfoLog({ action: 'payout-paid', userId: actor.id, entityType: 'payout', entityId: args.id, details: { affiliateId: payout.affiliateId, amountCentavos: payout.amountCentavos, method, reference } }, tx)
  })
  return toAdminPayout((await db.execute<PayoutRow>(sql`${SELECT} where p.id = ${args.id}`)).rows[0])
}) satisfies MutationResolvers['markPayoutPaid']

export const cancelPayout = (async ({ id }) => {
  const actor = currentUser()!
  await db.transaction(async (tx) => {
    const payout = await lockUnpaid(tx, id)
    // Its commissions go back to waiting for a payout (payout_id is set null by the foreign key).
    await tx.execute(sql`delete from payouts where id = ${id}`)
    await writeInfoLog({ action: 'payout-cancelled', userId: actor.id, entityType: 'payout', entityId: id, details: { affiliateId: payout.affiliateId, amountCentavos: payout.amountCentavos } }, tx)
  })
  return true
}) satisfies MutationResolvers['cancelPayout']

export const EXPORT_COLUMNS = ['Payout ID', 'Affiliate', 'Method', 'Account name', 'Account number', 'Bank', 'Amount (PHP)', 'Period from', 'Period to'] as const

/** The rows of the export: the payouts not yet paid, or the ones `ids` names. */
async function exportRows(ids: number[] | null): Promise<string[][]> {
  const where = ids ? payoutsWhere(null, null, ids) : payoutsWhere(null, false)
  const { rows } = await db.execute<PayoutRow>(sql`${SELECT} where ${where} order by p.id`)
  return rows.map((row) => [
    String(row.id),
    safeCell(row.affiliateName),
    safeCell(row.payoutMethod ?? ''),
    safeCell(row.payoutAccountName ?? ''),
    safeCell(row.payoutAccountNumber ?? ''),
    safeCell(row.payoutBankName ?? ''),
    (Number(row.amountCentavos) / 100).toFixed(2),
    row.periodFrom ?? '',
    row.periodTo ?? '',
  ])
}

export type PayoutExport = { fileName: string; contentType: string; body: Buffer | string }

/**
 * The payouts as a file for the bank or GCash batch: CSV or XLSX, the unpaid ones unless `ids`
 * names some. Refused like the page (the affiliates flag); the export is in the info log.
 */
export async function exportPayouts(user: CurrentUser | null, format: 'csv' | 'xlsx', ids: number[] | null): Promise<PayoutExport> {
  requireAccess(user, { page: 'affiliates' })
  const rows = await exportRows(ids)
  await writeInfoLog({ action: 'payouts-exported', userId: user!.id, entityType: 'payout', details: { format, count: rows.length, ids } })
  const stamp = new Date().toISOString().slice(0, 10)
  if (format === 'csv') {
    return { fileName: `payouts-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body: stringify([[...EXPORT_COLUMNS], ...rows]) }
  }
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Payouts')
  sheet.addRow([...EXPORT_COLUMNS])
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(row.map((cell, index) => (index === 6 ? Number(cell) : cell)))
  sheet.getColumn(7).numFmt = '#,##0.00'
  return {
    fileName: `payouts-${stamp}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  }
}
