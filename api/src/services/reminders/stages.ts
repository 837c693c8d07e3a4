// The reminder e-mails (docs/product.md, "Reminders"): which day of a bill or a subscription each
// one is sent on, counted in Manila calendar days, and the switch (a boolean setting) that turns it
// off. Receipts are not a stage of the day: one is sent per approval (receipts.ts).
import { GRACE_PERIOD_DAYS } from '../../../../common/dues'
import type { ReminderSettingName } from '../../../../db/schema'
import { EXPIRING_SOON_DAYS, UPCOMING_PAYMENT_DAYS } from '../dues/dues'

/** What `sent_reminders.row_id` names. */
export type ReminderKind = 'payment_schedule' | 'subscription'

export type ScheduleStage = 'upcoming7' | 'upcoming1' | 'due-today' | 'overdue1' | 'overdue7' | 'grace-end'
export type ExpiryStage = 'expiry7' | 'expiry1'

/**
 * The stages of an unpaid instalment, by its schedule date minus today (Manila days):
 * - upcoming7: 7 days before (the "soon" window's length: the next morning the row's badge turns
 *   to the warning colour and the dues banner shows it);
 * - upcoming1: the day before, when the row reads 'Due tomorrow';
 * - due-today: the day itself ('Due today');
 * - overdue1 and overdue7: the first and the seventh day after it;
 * - grace-end: the last day of the 14-day grace period (schedule date + 14, the day the banner's
 *   "settle your payment until" names).
 */
export const SCHEDULE_STAGES: readonly { stage: ScheduleStage; daysUntilDue: number; setting: ReminderSettingName }[] = [
  { stage: 'upcoming7', daysUntilDue: UPCOMING_PAYMENT_DAYS, setting: 'reminder-payment-upcoming-7' },
  { stage: 'upcoming1', daysUntilDue: 1, setting: 'reminder-payment-upcoming-1' },
  { stage: 'due-today', daysUntilDue: 0, setting: 'reminder-payment-due-today' },
  { stage: 'overdue1', daysUntilDue: -1, setting: 'reminder-payment-overdue-1' },
  { stage: 'overdue7', daysUntilDue: -7, setting: 'reminder-payment-overdue-7' },
  { stage: 'grace-end', daysUntilDue: -GRACE_PERIOD_DAYS, setting: 'reminder-payment-grace-end' },
]

/**
 * The stages of a subscription's end, by its last day of access (the Manila date of its expiry: it
 * is expired from the next 00:00) minus today: 7 days before (the "expiring soon" window's length)
 * and the day before. Lifetime access (9999-12-31) never reaches them.
 */
export const EXPIRY_STAGES: readonly { stage: ExpiryStage; daysBeforeEnd: number; setting: ReminderSettingName }[] = [
  { stage: 'expiry7', daysBeforeEnd: EXPIRING_SOON_DAYS, setting: 'reminder-subscription-expiry-7' },
  { stage: 'expiry1', daysBeforeEnd: 1, setting: 'reminder-subscription-expiry-1' },
]

export const RECEIPT_SETTING: ReminderSettingName = 'reminder-payment-receipt'

/** The stage a receipt is stored under: one per approval (a transaction id pays one row once). */
export const receiptStage = (transactionId: string) => `receipt:${transactionId}`

/** The info log actions of the member's page ("Payment reminder sent" ...). */
export const REMINDER_ACTIONS = {
  payment: 'payment-reminder-sent',
  subscription: 'subscription-reminder-sent',
  receipt: 'payment-receipt-sent',
} as const
