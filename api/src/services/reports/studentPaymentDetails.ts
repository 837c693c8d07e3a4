// studentPaymentDetails(id): one member's subscriptions with their schedule rows (the billing read
// model of view-subscription and /account: subscriptionsOfUser, invoicesWhere), each row's derived
// status and approver, the totals, and a page of the payment log. Six statements whatever the
// number of subscriptions, rows, proofs or log entries: the member, then together the
// subscriptions, the invoices with rows and proofs, the names (products, terms, approvers), the
// log page and its count. An unknown member: one statement, and null.
import { eq, sql } from 'drizzle-orm'
import { users } from '../../../../db/schema'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { invoicesWhere, type BillingSchedule } from '../subscriptions/billingRows'
import { subscriptionsOfUser } from '../subscriptions/subscriptionsOfUser'
import { manilaToday, paymentTotals, rowStanding } from './paymentStanding'
import { studentPaymentLog } from './studentPaymentLog'
import { studentPaymentNames, type StudentPaymentNames } from './studentPaymentNames'

/** A schedule row as the page answers it: the billing row, its standing, who approved it. */
const toPaymentRow = (schedule: BillingSchedule, today: string, names: StudentPaymentNames) => ({
  schedule,
  ...rowStanding(schedule, today),
  approvedBy: schedule.transactionId ? names.approverOf(schedule.id) : null,
})

export const studentPaymentDetails = (async ({ id, logPage, logPageSize }) => {
  const [member] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobileNumber: users.mobileNumber,
      tribeId: users.tribeId,
    })
    .from(users)
    .where(eq(users.id, id))
  if (!member) return null
  const [subscriptions, invoices, names, log] = await Promise.all([
    subscriptionsOfUser(id),
    invoicesWhere(sql`s.user_id = ${id}`),
    studentPaymentNames(id),
    studentPaymentLog(id, { page: logPage, pageSize: logPageSize }),
  ])
  const today = manilaToday()
  const rowsBySubscription = new Map<number, BillingSchedule[]>()
  for (const invoice of invoices) {
    const rows = rowsBySubscription.get(invoice.subscription.id) ?? []
    rows.push(...invoice.paymentSchedule)
    rowsBySubscription.set(invoice.subscription.id, rows)
  }
  const byDueDate = (a: BillingSchedule, b: BillingSchedule) => a.scheduleDate.localeCompare(b.scheduleDate) || Number(a.id) - Number(b.id)
  return {
    member,
    subscriptions: subscriptions.map((subscription) => {
      const rows = (rowsBySubscription.get(subscription.id) ?? []).sort(byDueDate)
      return {
        subscription,
        productName: names.productName(subscription.funnel.productId),
        paymentTermName: names.termName(subscription.paymentTermId),
        rows: rows.map((row) => toPaymentRow(row, today, names)),
        totals: paymentTotals(rows, today),
      }
    }),
    totals: paymentTotals(
      invoices.flatMap((invoice) => invoice.paymentSchedule),
      today,
    ),
    log,
  }
}) satisfies QueryResolvers['studentPaymentDetails']
