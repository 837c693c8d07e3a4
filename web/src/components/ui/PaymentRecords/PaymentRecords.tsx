// The Payment Records tab (docs/product.md, "paymentSchedules"): an accordion per invoice, each with its
// schedule rows: date, price ('FREE' for 0), derived status badge, transaction ('For Payment' when
// none), platform (only when paid), external invoice id, remarks; Approve / Revoke and Update.
// A member's own view (/account) passes memberActions: each row is a card (the same facts but the
// external invoice id, the staff's bookkeeping) with their actions beside it, readable on a phone
// without scrolling a table sideways.
import type { ReactNode } from 'react'
import { formatDate, formatPeso } from '@/lib/format'
import { transactionLabel } from '../PaymentStatusBadge/paymentStatus'
import { DataTable, type DataTableColumn } from '../DataTable/DataTable'
import { EmptyState } from '../EmptyState/EmptyState'
import { PaymentScheduleActions } from '@/components/PaymentSchedules/PaymentScheduleActions/PaymentScheduleActions'
import { PaymentScheduleModal } from '@/components/PaymentSchedules/PaymentScheduleModal/PaymentScheduleModal'
import { PaymentStatusBadge } from '../PaymentStatusBadge/PaymentStatusBadge'

export type RecordRow = {
  id: string
  price: number
  scheduleDate: string
  transactionId?: string | null
  paymentPlatform?: string | null
  externalInvoiceId?: string | null
  remarks?: string | null
}
export type RecordInvoice<R extends RecordRow = RecordRow> = {
  id: number
  subscription: { id: number; expiry: string; funnel: { name: string } }
  paymentSchedule: R[]
}

export const NO_PAYMENT_RECORDS = 'No data here'

export function PaymentRecords<R extends RecordRow = RecordRow>({
  invoices,
  refetchQueries,
  canApprove,
  canEdit,
  memberActions,
  emptyTitle = NO_PAYMENT_RECORDS,
  emptyDescription,
}: {
  invoices: RecordInvoice<R>[]
  refetchQueries: string[]
  /** Page flag payment: the approval desk's Approve / Revoke. */
  canApprove: boolean
  /** Page flag subscription: add and update rows. */
  canEdit: boolean
  /** The member's own rows: these actions instead of the staff ones (give canApprove and canEdit false). */
  memberActions?: (row: R) => ReactNode
  emptyTitle?: string
  emptyDescription?: string
}) {
  if (!invoices.length) return <EmptyState title={emptyTitle} description={emptyDescription} />
  const columns: DataTableColumn<R>[] = [
    { key: 'scheduleDate', header: 'Schedule Date', hideable: false, cell: (row) => formatDate(row.scheduleDate) },
    { key: 'price', header: 'Price', cell: (row) => formatPeso(row.price) },
    { key: 'status', header: 'Status', sortValue: (row) => row.scheduleDate, cell: (row) => <PaymentStatusBadge row={row} /> },
    { key: 'transactionId', header: 'Transaction', cell: (row) => <span className="break-all">{transactionLabel(row.transactionId)}</span> },
    { key: 'paymentPlatform', header: 'Platform', cell: (row) => (row.transactionId ? (row.paymentPlatform ?? '') : '') },
    { key: 'externalInvoiceId', header: 'External Invoice ID', cell: (row) => (row.transactionId ? (row.externalInvoiceId ?? 'N/A') : '') },
    { key: 'remarks', header: 'Remarks', cell: (row) => <span className="whitespace-normal">{row.remarks ?? ''}</span> },
  ]
  return (
    <div className="space-y-3">
      {invoices.map((invoice, index) => (
        <details key={invoice.id} open={index === 0} className="rounded-xl border border-slate-200 bg-white">
          <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm font-medium text-slate-900">
            <span>
              Invoice #{invoice.id} · {invoice.subscription.funnel.name}
            </span>
            <span className="text-slate-500">
              {invoice.paymentSchedule.length} payment(s) · {formatPeso(invoice.paymentSchedule.reduce((sum, row) => sum + row.price, 0))}
            </span>
          </summary>
          <div className="space-y-3 border-t border-slate-200 p-3">
            {canEdit && (
              <div className="flex justify-end">
                <PaymentScheduleModal invoiceId={invoice.id} refetchQueries={refetchQueries} />
              </div>
            )}
            {memberActions ? (
              <MemberRows rows={invoice.paymentSchedule} actions={memberActions} />
            ) : (
              <DataTable<R>
                label={`Payments of invoice ${invoice.id}`}
                columns={columns}
                rows={invoice.paymentSchedule}
                primaryKey="id"
                preferencesKey="payment-records"
                pageSize={50}
                rowActions={(row) => (
                  <div className="flex justify-end gap-2">
                    {canEdit && <PaymentScheduleModal invoiceId={invoice.id} row={row} refetchQueries={refetchQueries} />}
                    {canApprove && <PaymentScheduleActions id={row.id} isPaid={Boolean(row.transactionId)} refetchQueries={refetchQueries} label={`payment ${row.id}`} />}
                  </div>
                )}
              />
            )}
          </div>
        </details>
      ))}
    </div>
  )
}

/** A member's rows as cards: date and status, price, transaction, platform (paid only), remarks; their actions. */
function MemberRows<R extends RecordRow>({ rows, actions }: { rows: R[]; actions: (row: R) => ReactNode }) {
  if (!rows.length) return <EmptyState title={NO_PAYMENT_RECORDS} />
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.id} aria-label={`Payment of ${formatDate(row.scheduleDate)}`} className="flex flex-col gap-3 px-1 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1.5 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{formatDate(row.scheduleDate)}</span>
              <PaymentStatusBadge row={row} />
            </p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-slate-700">
              <dt className="text-slate-500">Price</dt>
              <dd className="font-medium">{formatPeso(row.price)}</dd>
              <dt className="text-slate-500">Transaction</dt>
              <dd className="break-all">{transactionLabel(row.transactionId)}</dd>
              {row.transactionId && row.paymentPlatform && (
                <>
                  <dt className="text-slate-500">Platform</dt>
                  <dd>{row.paymentPlatform}</dd>
                </>
              )}
              {row.remarks && (
                <>
                  <dt className="text-slate-500">Remarks</dt>
                  <dd className="whitespace-normal break-words">{row.remarks}</dd>
                </>
              )}
            </dl>
          </div>
          <div className="sm:shrink-0">{actions(row)}</div>
        </li>
      ))}
    </ul>
  )
}
