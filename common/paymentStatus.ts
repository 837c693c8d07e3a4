// A payment schedule row's status is derived from its date and transaction, never stored
// (docs/product.md, "paymentSchedules"). Callers count the Manila calendar days until the schedule date their
// own way (the web with dayjs, the seed with plain dates); the words are decided here only.

/** Shown in the transaction column of a row without a transaction. */
export const FOR_PAYMENT_LABEL = 'For Payment'

/** 'Paid', or by whole days until due: 'Overdue' (< 0), 'Due today', 'Due tomorrow', 'Due in N day(s)'. */
export function paymentStatusLabel(isPaid: boolean, daysUntilDue: number): string {
  if (isPaid) return 'Paid'
  if (daysUntilDue < 0) return 'Overdue'
  if (daysUntilDue === 0) return 'Due today'
  if (daysUntilDue === 1) return 'Due tomorrow'
  return `Due in ${daysUntilDue} day(s)`
}
