// Where a member stands on their schedule rows: each row's derived status (common/paymentStatus.ts:
// from the Manila calendar day and the transaction, never stored) and the sums the student payment
// details page shows. Pure: the rows come from the billing read model (subscriptions/billingRows.ts).
import { paymentStatusLabel } from '../../../../common/paymentStatus'
import { manilaDate } from '../../lib/time'
import type { BillingSchedule } from '../subscriptions/billingRows'

const DAY_MS = 86_400_000

/** Whole Manila calendar days from `today` to the due date ('YYYY-MM-DD' both): 0 today, -1 yesterday. */
export function daysUntilDue(scheduleDate: string, today: string): number {
  return Math.round((Date.parse(`${scheduleDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

export type RowStanding = { status: string; isOverdue: boolean }

/** The row's status on the Manila day `today`: overdue only once its due day has passed. */
export function rowStanding(row: Pick<BillingSchedule, 'transactionId' | 'scheduleDate'>, today: string): RowStanding {
  const isPaid = row.transactionId != null
  const days = daysUntilDue(row.scheduleDate, today)
  return { status: paymentStatusLabel(isPaid, days), isOverdue: !isPaid && days < 0 }
}

export type PaymentTotals = {
  totalCentavos: number
  collectedCentavos: number
  balanceCentavos: number
  overdueCentavos: number
  overdueCount: number
  paidCount: number
  unpaidCount: number
}

/** Collected = paid rows; balance = unpaid rows whatever their date; overdue = unpaid rows due before today. */
export function paymentTotals(rows: readonly Pick<BillingSchedule, 'transactionId' | 'scheduleDate' | 'price'>[], today: string): PaymentTotals {
  const totals: PaymentTotals = { totalCentavos: 0, collectedCentavos: 0, balanceCentavos: 0, overdueCentavos: 0, overdueCount: 0, paidCount: 0, unpaidCount: 0 }
  for (const row of rows) {
    totals.totalCentavos += row.price
    if (row.transactionId != null) {
      totals.collectedCentavos += row.price
      totals.paidCount += 1
      continue
    }
    totals.balanceCentavos += row.price
    totals.unpaidCount += 1
    if (rowStanding(row, today).isOverdue) {
      totals.overdueCentavos += row.price
      totals.overdueCount += 1
    }
  }
  return totals
}

/** Today in Manila, the day every row of one answer is judged against. */
export const manilaToday = (now: Date = new Date()) => manilaDate(now)
