// The receipt of an approved payment (docs/product.md, "Reminders"). Every approval queues the job
// `payment-receipt` in its own transaction (paymentSchedules/transitions.ts approveSchedule: staff,
// a provider's webhook, a free checkout; subscriptions/grantSubscription.ts for the first row a
// checkout pays), so a rolled-back approval queues nothing. The job mails the receipt once: its
// claim is (payment_schedule, row, 'receipt:<transaction id>'), so a retried job sends nothing
// twice, and a replayed webhook never approves (nor queues) again (checkout/applyEvent.ts).
// Nothing is sent when the row no longer holds that transaction (revoked meanwhile), for ₱0 (a free
// checkout), to an archived member, or with the switch off.
import { sql } from 'drizzle-orm'
import { db } from '../../lib/db'
import type { JobPayloads } from '../../lib/jobs'
import { deliverReminders, switchesOn } from './deliver'
import { receiptMail } from './reminderMails'
import { RECEIPT_SETTING, receiptStage, REMINDER_ACTIONS } from './stages'

/** The row of the receipt's claim statement (its aliases). */
type ReceiptRow = {
  schedule_id: number
  schedule_date: string
  price_centavos: number
  payment_platform: string | null
  external_invoice_id: string | null
  approved_at: Date | string
  invoice_id: number
  subscription_id: number
  funnel_name: string
  user_id: number
  email: string
  first_name: string | null
}

export type ReceiptResult = { sent: boolean; reason?: 'switched-off' | 'nothing-to-send' }

/** Mails the receipt of one approval, once: three reads and writes in one transaction, plus the mail's. */
export async function sendPaymentReceipt({ paymentScheduleId, transactionId }: JobPayloads['payment-receipt']): Promise<ReceiptResult> {
  return db.transaction(async (tx) => {
    if (!(await switchesOn(tx, [RECEIPT_SETTING])).has(RECEIPT_SETTING)) return { sent: false, reason: 'switched-off' }
    const result = await tx.execute<ReceiptRow>(sql`
      with claimed as (
        insert into sent_reminders (kind, row_id, stage)
        select 'payment_schedule', ps.id, ${receiptStage(transactionId)}
          from payment_schedules ps
          join invoices i on i.id = ps.invoice_id
          join subscriptions s on s.id = i.subscription_id
          join users u on u.id = s.user_id and u.archived_at is null
         where ps.id = ${paymentScheduleId} and ps.transaction_id = ${transactionId} and ps.price_centavos > 0
        on conflict do nothing
        returning row_id
      )
      select ps.id as schedule_id, ps.schedule_date::text as schedule_date, ps.price_centavos, ps.payment_platform,
             ps.external_invoice_id, ps.approved_at, i.id as invoice_id, s.id as subscription_id, f.name as funnel_name,
             u.id as user_id, u.email, u.first_name
        from claimed c
        join payment_schedules ps on ps.id = c.row_id
        join invoices i on i.id = ps.invoice_id
        join subscriptions s on s.id = i.subscription_id
        join funnels f on f.id = s.funnel_id
        join users u on u.id = s.user_id`)
    const [row] = result.rows
    if (!row) return { sent: false, reason: 'nothing-to-send' }
    const reference = row.external_invoice_id && row.external_invoice_id !== 'N/A' ? row.external_invoice_id : null
    const approvedAt = new Date(row.approved_at)
    const bill = { firstName: row.first_name, funnelName: row.funnel_name, priceCentavos: Number(row.price_centavos), scheduleDate: row.schedule_date }
    await deliverReminders(tx, [
      {
        email: receiptMail(row.email, { ...bill, paymentPlatform: row.payment_platform, approvedAt, reference }),
        userId: row.user_id,
        action: REMINDER_ACTIONS.receipt,
        details: {
          stage: 'receipt',
          paymentScheduleId: Number(row.schedule_id),
          invoiceId: row.invoice_id,
          subscriptionId: row.subscription_id,
          scheduleDate: row.schedule_date,
          priceCentavos: bill.priceCentavos,
          transactionId,
          approvedAt: approvedAt.toISOString(),
        },
      },
    ])
    return { sent: true }
  })
}
