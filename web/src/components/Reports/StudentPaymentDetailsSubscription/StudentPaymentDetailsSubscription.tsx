// One subscription on the student payment details page: product, funnel, payment term, status,
// start and expiry, a link to it, its sums, and its schedule rows (due date, amount, derived status,
// paid date, proof, who approved it). The status badge is the one rule of every payment screen.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate, formatPeso } from '@/lib/format'
import { isPageAllowed } from '@/lib/pageAccess'
import type { FindStudentPaymentDetailsQuery } from '@/types/graphql'
import { PaymentStatusBadge } from '@/components/ui/PaymentStatusBadge/PaymentStatusBadge'
import { ProofLink } from '@/components/ui/ProofLink/ProofLink'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { Stat, StatList } from '@/components/ui/RecordHeader/RecordHeader'
import { SubscriptionStatusBadge } from '@/components/ui/SubscriptionStatusBadge/SubscriptionStatusBadge'

type Entry = NonNullable<FindStudentPaymentDetailsQuery['studentPaymentDetails']>['subscriptions'][number]
type Row = Entry['rows'][number]

/**
 * The newest proof: a link for those the proof download route lets read it (page flag payment, the
 * approval queue's, services/files/access.ts); for others its name and state, as the link would 404.
 */
function Proof({ proof }: { proof: Row['schedule']['latestProof'] }) {
  const viewer = useCurrentUser()
  if (!proof || viewer?.pageAccess.payment === true) return <ProofLink proof={proof} />
  return (
    <span className="flex flex-col">
      <span className="break-all">{proof.fileName}</span>
      <span className="text-xs text-slate-500">
        {proof.paymentPlatform} · {proof.status}
      </span>
    </span>
  )
}

const columns: DataTableColumn<Row>[] = [
  { key: 'scheduleDate', header: 'Due date', hideable: false, sortValue: (row) => row.schedule.scheduleDate, cell: (row) => formatDate(row.schedule.scheduleDate) },
  { key: 'price', header: 'Amount', sortValue: (row) => row.schedule.price, cell: (row) => formatPeso(row.schedule.price) },
  { key: 'status', header: 'Status', cell: (row) => <PaymentStatusBadge row={row.schedule} /> },
  {
    key: 'paidAt',
    header: 'Paid date',
    sortValue: (row) => row.schedule.approvedAt ?? '',
    cell: (row) => (row.schedule.transactionId ? (row.schedule.approvedAt ? formatDate(row.schedule.approvedAt) : 'Paid') : ''),
  },
  { key: 'platform', header: 'Platform', cell: (row) => (row.schedule.transactionId ? (row.schedule.paymentPlatform ?? '') : '') },
  { key: 'proof', header: 'Proof of payment', cell: (row) => <Proof proof={row.schedule.latestProof} /> },
  { key: 'approvedBy', header: 'Approved by', cell: (row) => (row.approvedBy ? `${row.approvedBy.firstName} ${row.approvedBy.lastName}` : '') },
  { key: 'remarks', header: 'Remarks', cell: (row) => <span className="break-words">{row.schedule.remarks ?? ''}</span> },
]

export function StudentPaymentDetailsSubscription({ entry }: { entry: Entry }) {
  const viewer = useCurrentUser()
  const { subscription, totals } = entry
  const status = subscription.unenrolledAt ? 'Unsubscribed' : subscription.status
  const title = `${entry.productName} · ${subscription.funnel.name}`
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={`Subscription #${subscription.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 break-words text-base font-semibold text-slate-900">
            {title}
            <SubscriptionStatusBadge status={status} />
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {entry.paymentTermName} · Start {formatDate(subscription.startsAt)} · Expiry {subscription.status === 'Lifetime' ? 'Lifetime' : formatDate(subscription.expiry)}
          </p>
        </div>
        {isPageAllowed('subscription', viewer?.pageAccess) && (
          <Link to={routes.subscription({ id: subscription.id })} className="text-sm font-medium text-brand-700 hover:underline">
            View subscription #{subscription.id}
          </Link>
        )}
      </header>
      <StatList className="grid-cols-2 border-slate-100 sm:grid-cols-4">
        <Stat label="Collected">{formatPeso(totals.collectedCentavos)}</Stat>
        <Stat label="Balance">{formatPeso(totals.balanceCentavos)}</Stat>
        <Stat label="Overdue">{formatPeso(totals.overdueCentavos)}</Stat>
        <Stat label="Total">{formatPeso(totals.totalCentavos)}</Stat>
      </StatList>
      <DataTable<Row>
        label={`Payment schedule of subscription #${subscription.id}`}
        columns={columns}
        rows={entry.rows}
        emptyTitle="No payment schedule"
        preferencesKey="student-payment-details-rows"
      />
    </article>
  )
}
