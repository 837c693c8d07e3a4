// The derived status badge of a schedule row (Paid / Overdue / Due today / Due tomorrow / 'Due in N
// day(s)'; tones at 7 and 30 days): the one rule in ./paymentStatus.ts.
import { paymentScheduleStatus } from './paymentStatus'
import { Badge } from '../Badge/Badge'

export function PaymentStatusBadge({ row, now }: { row: { transactionId?: string | null; scheduleDate: string }; now?: Date }) {
  const status = paymentScheduleStatus(row, now)
  return <Badge tone={status.tone}>{status.label}</Badge>
}
