// A payment schedule row's status is derived from its date and transaction, never stored (docs/product.md, "paymentSchedules").
import { FOR_PAYMENT_LABEL, paymentStatusLabel } from '@common/paymentStatus'
import { dayjs, MANILA_TZ, parseDate } from '@/lib/dayjs'
import type { BadgeTone } from '../Badge/Badge'

export { FOR_PAYMENT_LABEL }

/** Badge tone of a status: the Badge component's own tones. */
export type PaymentStatusTone = BadgeTone

/** A derived status: the label shown, its badge tone, and days until due (negative when overdue). */
export type PaymentStatus = { label: string; tone: PaymentStatusTone; isPaid: boolean; daysUntilDue: number | null }

/**
 * Whole Manila calendar days from today to the date (0 today, 1 tomorrow, -1 yesterday). A
 * calendar date ('YYYY-MM-DD', how the API sends scheduleDate) is a Manila day (parseDate).
 */
export function daysUntil(date: string | Date, now: Date = new Date()): number {
  const today = dayjs(now).tz(MANILA_TZ).startOf('day')
  const day = parseDate(date).tz(MANILA_TZ).startOf('day')
  return Math.round(day.diff(today, 'hour') / 24)
}

function toneForDays(days: number): PaymentStatusTone {
  if (days < 7) return 'warning'
  if (days < 30) return 'info'
  return 'outline'
}

/**
 * Paid if the row has a transaction id; otherwise Overdue, 'Due today', 'Due tomorrow' or
 * 'Due in N day(s)'. Tones: paid success, overdue error, under 7 days warning, under 30 info, else outline.
 */
export function paymentScheduleStatus(
  row: { transactionId?: string | null; scheduleDate: string | Date },
  now: Date = new Date(),
): PaymentStatus {
  if (row.transactionId) return { label: paymentStatusLabel(true, 0), tone: 'success', isPaid: true, daysUntilDue: null }
  const days = daysUntil(row.scheduleDate, now)
  const label = paymentStatusLabel(false, days)
  return { label, tone: days < 0 ? 'error' : toneForDays(days), isPaid: false, daysUntilDue: days }
}

/** The transaction column: the transaction id, or 'For Payment'. */
export function transactionLabel(transactionId: string | null | undefined): string {
  return transactionId || FOR_PAYMENT_LABEL
}
